/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tactics.h"
#include "tactics-file-private.h"
#include "match-helpers.h"

/* What reading a hostile file costs, for files just under the size limit:
 * each is generated into a temporary folder and checked
 * (tactics_file_validate()) in a child process, whose peak memory and CPU
 * time are printed. Budgets are printed beside them, never asserted. With
 * an argument, only the files whose label holds it are made and read. */

#define PEAK_BUDGET_MB 300.0
#define TIME_BUDGET_S  2.0

/* Writes @head, then @unit again and again while the file stays under the
 * size limit less @tail, then @tail. */
static char *
write_flood (const char *folder,
             const char *name,
             const char *head,
             const char *unit,
             const char *tail)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);
  gsize unit_length = strlen (unit);
  gsize room = TACTICS_MAX_FILE_SIZE - strlen (head) - strlen (tail);
  gsize block_units = (1024 * 1024) / unit_length;
  g_autoptr(GString) block = g_string_sized_new (block_units * unit_length);
  FILE *out = fopen (path, "w");

  g_assert_nonnull (out);
  for (gsize i = 0; i < block_units; i++)
    g_string_append_len (block, unit, (gssize) unit_length);
  fputs (head, out);
  for (gsize written = 0; written + unit_length <= room; )
    {
      gsize n = MIN (block->len, (room - written) / unit_length * unit_length);

      fwrite (block->str, 1, n, out);
      written += n;
    }
  fputs (tail, out);
  fclose (out);
  return g_steal_pointer (&path);
}

static void
measure (const char *label,
         const char *path)
{
  struct rusage usage;
  GStatBuf info;
  int status;
  pid_t child;
  double cpu, peak;

  g_assert_cmpint (g_stat (path, &info), ==, 0);
  fflush (stdout);
  child = fork ();
  g_assert_cmpint (child, >=, 0);
  if (child == 0)
    {
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;

      tactics_file_validate (file, &error);
      g_print ("# %s: %s\n", label, error != NULL ? error->message : "read without error");
      fflush (stdout);
      _exit (0);
    }
  g_assert_cmpint (wait4 (child, &status, 0, &usage), ==, child);
  g_assert_true (WIFEXITED (status));

  cpu = (double) usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6
        + (double) usage.ru_stime.tv_sec + usage.ru_stime.tv_usec / 1e6;
  peak = usage.ru_maxrss / 1024.0;
  g_print ("%-28s %7.1f MB file  %7.1f MB peak (budget %.0f)  %5.2f s CPU (budget %.1f)%s\n",
           label, info.st_size / (1024.0 * 1024.0), peak, PEAK_BUDGET_MB, cpu, TIME_BUDGET_S,
           peak > PEAK_BUDGET_MB || cpu > TIME_BUDGET_S ? "  OVER" : "");
  g_unlink (path);
}

/* A good file as big as they come: a 4096 × 4096 map of many terrains,
 * which must still be read. */
static char *
write_biggest_map (const char *folder)
{
  g_autofree char *path = g_build_filename (folder, "biggest.map.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TacticsRuleset) ruleset = tactics_ruleset_new ();
  g_autoptr(TacticsMovetype) foot = tactics_movetype_new ("foot", "Foot");
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree guint16 *cells = NULL;
  gsize n_cells = (gsize) TACTICS_MAX_MAP_SIZE * TACTICS_MAX_MAP_SIZE;

  tactics_ruleset_insert_movetype (ruleset, G_MAXUINT, foot);
  for (guint i = 0; i < 64; i++)
    {
      g_autofree char *id = g_strdup_printf ("ter%02u", i);
      g_autoptr(TacticsTerrain) terrain = tactics_terrain_new (id, id, "#808080");

      tactics_terrain_set_cost (terrain, "foot", 1 + i % 9);
      tactics_ruleset_insert_terrain (ruleset, G_MAXUINT, terrain);
    }
  cells = g_new (guint16, n_cells);
  for (gsize i = 0; i < n_cells; i++)
    cells[i] = (guint16) ((i / 7 + i / TACTICS_MAX_MAP_SIZE) % 64);
  map = tactics_map_new (TACTICS_MAX_MAP_SIZE, TACTICS_MAX_MAP_SIZE, TACTICS_TOPOLOGY_SQUARE,
                         ruleset);
  tactics_map_set_cells (map, cells);
  g_assert_true (tactics_map_save (map, file, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&path);
}

/* A good ruleset with as many elements as the memory limit lets in:
 * every unit type names 250 actions. */
static char *
write_busiest_ruleset (const char *folder)
{
  g_autofree char *path = g_build_filename (folder, "busiest.ruleset.xml", NULL);
  FILE *out = fopen (path, "w");

  g_assert_nonnull (out);
  fputs ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
         "<tactics-ruleset version=\"1\" name=\"Busy\">\n<terrains>\n"
         "<movetype id=\"foot\" name=\"Foot\"/>\n"
         "<terrain id=\"p\" name=\"Plains\" color=\"#808080\">"
         "<cost movetype=\"foot\" value=\"1\"/></terrain>\n</terrains>\n<units>\n", out);
  for (guint u = 0; u < TACTICS_MAX_RULESET_ITEMS; u++)
    {
      fprintf (out, "<unit id=\"u%u\" name=\"Unit\" hp=\"10\" move=\"3\" movetype=\"foot\" "
               "speed=\"5\" color=\"#808080\" glyph=\"U\">\n", u);
      for (guint a = 0; a < 250; a++)
        fprintf (out, "<action ref=\"a%u\"/>\n", a);
      fputs ("</unit>\n", out);
    }
  fputs ("</units>\n<actions>\n", out);
  for (guint a = 0; a < 250; a++)
    fprintf (out, "<action id=\"a%u\" name=\"Hit\" range-min=\"1\" range-max=\"1\" "
             "metric=\"chebyshev\" shape=\"single\" extent=\"1\" effect=\"damage\" "
             "amount=\"3\" affects=\"enemies\"/>\n", a);
  fputs ("</actions>\n</tactics-ruleset>\n", out);
  fclose (out);
  return g_steal_pointer (&path);
}

/* A good save as long as saves may be: a match played past its placement,
 * then turns ended until it holds the most commands, saved by the writer.
 * Reading it replays every command. */
static void
play_longest_save (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TacticsMap) map = match_helpers_load_map ("skirmish.map.xml");
  g_autoptr(TacticsMatch) match = match_helpers_new_match (map, NULL, 2, 1,
                                                           TACTICS_MATCH_MODE_TURNS, 5, 0);
  g_autoptr(GError) error = NULL;
  Seat seats[2] = { { 0 } };

  seats[0].ai = tactics_ai_new (TACTICS_AI_LEVEL_NORMAL);
  seats[1].ai = tactics_ai_new (TACTICS_AI_LEVEL_NORMAL);
  while (tactics_match_get_phase (match) != TACTICS_MATCH_PHASE_PLAYING)
    match_helpers_play (match, seats, 1, TRUE);
  g_clear_object (&seats[0].ai);
  g_clear_object (&seats[1].ai);
  while (tactics_match_get_n_commands (match) < TACTICS_MAX_SAVED_COMMANDS)
    {
      TacticsCommand command;

      tactics_command_init_end_turn (&command,
                                     (guint) tactics_match_get_current_player (match));
      g_assert_cmpint (tactics_match_perform (match, &command, NULL, &error), ==,
                       TACTICS_COMMAND_RESULT_SUCCESS);
    }
  g_assert_true (tactics_match_save (match, file, &error));
  g_assert_no_error (error);
}

/* Played in a child process: the match's memory would count in the
 * reader's peak, forked from this one. */
static char *
write_longest_save (const char *folder)
{
  g_autofree char *path = g_build_filename (folder, "longest.save", NULL);
  int status;
  pid_t child;

  fflush (stdout);
  child = fork ();
  g_assert_cmpint (child, >=, 0);
  if (child == 0)
    {
      play_longest_save (path);
      _exit (0);
    }
  g_assert_cmpint (waitpid (child, &status, 0), ==, child);
  g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);
  return g_steal_pointer (&path);
}

static gboolean
wanted (const char  *label,
        int          argc,
        char       **argv)
{
  return argc < 2 || strstr (label, argv[1]) != NULL;
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *folder = g_dir_make_tmp ("tactics-bench-limits-XXXXXX", NULL);
  struct {
    const char *label;
    const char *name;
    const char *head;
    const char *unit;
    const char *tail;
  } floods[] = {
    { "scenario, <side> flood", "sides.scenario.xml",
      "<tactics-scenario version=\"1\" map=\"m.map.xml\">\n<sides>\n",
      "<side id=\"s\" team=\"0\" controller=\"computer\"/>\n", "</sides>\n</tactics-scenario>\n" },
    { "scenario, empty regions", "regions.scenario.xml",
      "<tactics-scenario version=\"1\" map=\"m.map.xml\">\n<regions>\n",
      "<region/>\n", "</regions>\n</tactics-scenario>\n" },
    { "map, unknown elements", "unknown.map.xml", "<tactics-map version=\"1\">\n",
      "<a/>", "\n</tactics-map>\n" },
    { "map, flood in <terrains>", "terrains.map.xml",
      "<tactics-map version=\"1\">\n<terrains>\n", "<x/>", "</terrains>\n</tactics-map>\n" },
    { "ruleset, <movetype> flood", "movetypes.ruleset.xml",
      "<tactics-ruleset version=\"1\">\n<terrains>\n", "<movetype/>\n",
      "</terrains>\n</tactics-ruleset>\n" },
    { "save, commands", "commands.save.xml",
      "<tactics-save version=\"1\">\n<commands>\n",
      "<move player=\"0\" unit=\"1\" x=\"2\" y=\"3\"/>\n", "</commands>\n</tactics-save>\n" },
    { "ruleset, unit action refs", "actions.ruleset.xml",
      "<tactics-ruleset version=\"1\">\n<units>\n<unit id=\"u\">\n", "<action ref=\"a\"/>\n",
      "</unit>\n</units>\n</tactics-ruleset>\n" },
    { "map, comments", "comments.map.xml", "<tactics-map version=\"1\">\n", "<!---->",
      "\n</tactics-map>\n" },
    { "map, one text", "text.map.xml", "<tactics-map version=\"1\">\n<description>",
      "forest ", "</description>\n</tactics-map>\n" },
    { "map, many attributes", "attributes.map.xml", "<tactics-map version=\"1\"", NULL,
      "/>\n" },
  };

  setlocale (LC_ALL, "");
  g_assert_nonnull (folder);
  tactics_init ();
  g_print ("# Reading files at the size limit (%d MiB)\n", TACTICS_MAX_FILE_SIZE / 1024 / 1024);
  for (guint i = 0; i < G_N_ELEMENTS (floods); i++)
    {
      g_autofree char *path = NULL;

      if (!wanted (floods[i].label, argc, argv))
        continue;

      if (floods[i].unit == NULL)
        {
          /* Attribute names must differ: numbered, in one start tag. */
          g_autofree char *name = g_build_filename (folder, floods[i].name, NULL);
          FILE *out = fopen (name, "w");
          gsize written = strlen (floods[i].head);

          fputs (floods[i].head, out);
          for (guint n = 0; written < TACTICS_MAX_FILE_SIZE - 32; n++)
            written += (gsize) fprintf (out, " a%u=\"\"", n);
          fputs (floods[i].tail, out);
          fclose (out);
          path = g_steal_pointer (&name);
        }
      else
        {
          path = write_flood (folder, floods[i].name, floods[i].head, floods[i].unit,
                              floods[i].tail);
        }
      measure (floods[i].label, path);
    }
  if (wanted ("map, 4096 × 4096 (good)", argc, argv))
    {
      g_autofree char *path = write_biggest_map (folder);

      measure ("map, 4096 × 4096 (good)", path);
    }
  if (wanted ("ruleset, 256 000 refs (good)", argc, argv))
    {
      g_autofree char *path = write_busiest_ruleset (folder);

      measure ("ruleset, 256 000 refs (good)", path);
    }
  if (wanted ("save, 1 000 000 commands (good)", argc, argv))
    {
      g_autofree char *path = write_longest_save (folder);

      measure ("save, 1 000 000 commands (good)", path);
    }
  g_rmdir (folder);
  return 0;
}
