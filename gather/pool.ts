// Runs async work a few at a time, for the Action's requests (cluster reads, API calls).

/**
 * `f` over `items`, `n` at a time. After a failure no new item starts; once the
 * running ones end, the failure of the first item (in `items` order) is thrown,
 * so that a fault every request meets (a wrong token) is reported the same way
 * whichever answer came back first.
 */
export async function pool<T, R>(items: readonly T[], n: number, f: (t: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  const failures: { i: number; e: unknown }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length && failures.length === 0) {
      const i = next++;
      try {
        out[i] = await f(items[i]);
      } catch (e) {
        failures.push({ i, e });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker));
  if (failures.length > 0) throw failures.reduce((a, b) => (b.i < a.i ? b : a)).e;
  return out;
}
