// Latency figures for the bench scripts: percentiles of a run, and jobs spread over concurrent clients.

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Count, p50, p95, p99 and max of some times (ms). */
export function summary(times) {
  const s = [...times].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), max: s.at(-1) };
}

/** `total` jobs spread over `clients` concurrent loops; returns each job's latency in ms. */
export async function concurrently(total, clients, job) {
  const times = new Array(total);
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        await job(i);
        times[i] = performance.now() - t0;
      }
    }),
  );
  return times;
}
