/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <locale.h>
#include <string.h>

#include "tactics-cli-private.h"

typedef struct {
  const char            *name;
  const char            *summary;
  TacticsCliCommandFunc  run;
} TacticsCliCommand;

#define TACTICS_CLI_COMMAND_ENTRY(name, summary) { #name, summary, tactics_cli_##name },
static const TacticsCliCommand commands[] = {
  TACTICS_CLI_COMMANDS (TACTICS_CLI_COMMAND_ENTRY)
};
#undef TACTICS_CLI_COMMAND_ENTRY

static const TacticsCliCommand *
find_command (const char *name)
{
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      if (strcmp (commands[i].name, name) == 0)
        return &commands[i];
    }
  return NULL;
}

static char *
describe_commands (void)
{
  GString *text = g_string_new (_("Commands:"));
  int name_width = 0;

  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    name_width = MAX (name_width, (int) strlen (commands[i].name));

  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    g_string_append_printf (text, "\n  %-*s  %s", name_width, commands[i].name,
                            _(commands[i].summary));

  g_string_append (text, "\n\n");
  g_string_append (text, _("Run “tactics-cli COMMAND --help” for a command’s options."));
  g_string_append (text, "\n\n");
  g_string_append (text, _("Exit status: 0 on success, 1 for invalid input (the reason is "
                           "printed on standard error), 2 for bad usage."));
  return g_string_free (text, FALSE);
}

static int
run_command (const char  *name,
             int          argc,
             char       **argv)
{
  const TacticsCliCommand *command = find_command (name);
  g_autofree char *prgname = NULL;

  if (command == NULL)
    {
      /* Translators: %s is the command as typed. */
      g_printerr (_("tactics-cli: unknown command “%s”\n"), name);
      g_printerr (_("Run “tactics-cli --help” for the list of commands.\n"));
      return TACTICS_CLI_EXIT_USAGE;
    }

  /* The command's --help then reads "tactics-cli reach [OPTION…] MAP". */
  prgname = g_strdup_printf ("tactics-cli %s", command->name);
  g_set_prgname (prgname);

  return command->run (argc, argv);
}

int
main (int   argc,
      char *argv[])
{
  gboolean show_version = FALSE;
  const GOptionEntry entries[] = {
    { "version", 0, 0, G_OPTION_ARG_NONE, &show_version,
      N_("Print the program’s version and exit"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *description = NULL;

  tactics_set_locale ();
  tactics_init ();
  textdomain (GETTEXT_PACKAGE);

  /* A command's own options (--from, --size, …) are not ours to parse. */
  if (argc >= 2 && argv[1][0] != '-')
    return run_command (argv[1], argc - 1, argv + 1);

  g_set_prgname ("tactics-cli");

  context = g_option_context_new (_("COMMAND [ARGUMENT…]"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
                                _("Checks, plays, generates, balances, draws, imports and exports "
                                  "Tactics files without a window."));
  description = describe_commands ();
  g_option_context_set_description (context, description);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_strict_posix (context, TRUE);

  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("tactics-cli: %s\n", error->message);
      g_printerr (_("Run “tactics-cli --help” for usage.\n"));
      return TACTICS_CLI_EXIT_USAGE;
    }

  if (show_version)
    {
      g_print ("tactics-cli %s\n", PACKAGE_VERSION);
      return TACTICS_CLI_EXIT_OK;
    }

  /* "tactics-cli -- reach …": GOption keeps the "--" when an argument
   * after it starts with a dash, as a command's options do. */
  if (argc >= 2 && strcmp (argv[1], "--") == 0)
    {
      argc--;
      argv++;
    }
  if (argc >= 2)
    return run_command (argv[1], argc - 1, argv + 1);

  g_printerr (_("tactics-cli: no command given\n"));
  g_printerr (_("Run “tactics-cli --help” for the list of commands.\n"));
  return TACTICS_CLI_EXIT_USAGE;
}
