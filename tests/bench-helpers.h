/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What the engine benchmarks share. */

/* CPU time of this thread, in seconds: other work on the machine does not
 * count, nor time spent descheduled. */
double bench_cpu_seconds (void);
/* The median of @values (sorted in place). */
double bench_median      (double *values,
                          gsize   n_values);

G_END_DECLS
