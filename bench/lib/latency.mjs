// Latencies the benchmarks measure themselves (autocannon sums up its own).

/** The latency below which p percent of the sorted ones lie (NaN when there are none). */
export function percentile(sorted, p) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
