/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics.h"

G_BEGIN_DECLS

/* The fixtures of the model tests. */

/* Counts emissions of a signal (any signature: only the instance is
 * looked at, extra arguments are ignored by the C calling convention
 * GObject's marshallers rely on). */
void            count_emission             (gpointer      instance,
                                            gpointer      user_data);
void            count_notify               (GObject      *object,
                                            GParamSpec   *pspec,
                                            guint        *count);

/* Sets @property to @value and checks it reads back and notifies exactly
 * once; setting the same value again must not notify. The three after it
 * do so with a value of their type. */
void            assert_property_round_trip (gpointer      object,
                                            const char   *property,
                                            const GValue *value);
void            assert_string_property     (gpointer      object,
                                            const char   *property,
                                            const char   *string);
void            assert_uint_property       (gpointer      object,
                                            const char   *property,
                                            guint         number);
void            assert_enum_property       (gpointer      object,
                                            const char   *property,
                                            GType         enum_type,
                                            int           number);
/* Checks the bounds and default of an unsigned integer property. */
void            assert_uint_range          (gpointer      object,
                                            const char   *property,
                                            guint         minimum,
                                            guint         maximum,
                                            guint         default_value);

/* A ruleset of two movement types, three terrains (plains, rock, forest),
 * one unit type and one action. */
TacticsRuleset *make_ruleset               (void);

G_END_DECLS
