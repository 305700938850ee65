// Timing small calls on a shared machine: each function's batches interleaved
// with the others', the fastest batch kept (a slow spell then hits one batch of
// each, not all batches of one). Used by the share-of-an-apply reports of
// `npm run bench` (defaulting, serialization, client-side apply).

/** Calls of `fn` that take about `ns`, from one timed call after a warm-up. */
function repsFor(fn: () => unknown, ns: number): number {
  const warm = process.hrtime.bigint();
  while (Number(process.hrtime.bigint() - warm) < 2e7) fn();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < 10; i++) fn();
  const once = Math.max(Number(process.hrtime.bigint() - t0) / 10, 1);
  return Math.max(10, Math.round(ns / once));
}

function batch(fn: () => unknown, reps: number): number {
  const s = process.hrtime.bigint();
  for (let i = 0; i < reps; i++) fn();
  return Number(process.hrtime.bigint() - s) / reps;
}

/** Fastest ns per call of each function, over `batches` interleaved batches of about `batchNs` each. */
export function fastest(fns: (() => unknown)[], batchNs: number, batches = 7): number[] {
  const reps = fns.map((fn) => repsFor(fn, batchNs));
  const best = fns.map(() => Number.POSITIVE_INFINITY);
  for (let b = 0; b < batches; b++)
    for (let i = 0; i < fns.length; i++) best[i] = Math.min(best[i], batch(fns[i], reps[i]));
  return best;
}

/** Microseconds with one decimal. */
export const us = (ns: number): string => `${(ns / 1e3).toFixed(1)} µs`;
