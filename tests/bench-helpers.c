/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <time.h>

#include "bench-helpers.h"

double
bench_cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a;
  double y = *(const double *) b;

  return (x > y) - (x < y);
}

double
bench_median (double *values,
              gsize   n_values)
{
  qsort (values, n_values, sizeof (double), compare_doubles);
  return n_values % 2 ? values[n_values / 2]
                      : (values[n_values / 2 - 1] + values[n_values / 2]) / 2;
}
