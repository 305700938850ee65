// FieldsV1 decoding cost per key, children in sorted and in reverse order, at two
// sizes. The Go library inserts out-of-order children one by one into a sorted
// slice, which is quadratic for reverse-ordered input; ours indexes children by
// key, so both orders cost the same per key and the 10x size costs ~10x.

import { decodeFieldsV1 } from '../../core/fieldpath/fieldsv1.ts';
import type { JsonObject } from '../../core/value.ts';

function fields(n: number, reverse: boolean): JsonObject {
  const data: JsonObject = {};
  for (let j = 0; j < n; j++) {
    const i = reverse ? n - 1 - j : j;
    data[`f:key-${String(i).padStart(7, '0')}`] = {};
  }
  return { 'f:data': data };
}

function nsPerKey(n: number, reverse: boolean): number {
  const input = fields(n, reverse);
  for (let i = 0; i < 3; i++) decodeFieldsV1(input);
  const reps = Math.max(3, Math.round(2_000_000 / n));
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < reps; i++) decodeFieldsV1(input);
  return Number(process.hrtime.bigint() - t0) / reps / n;
}

export function fieldsV1Report(): string[] {
  const lines = ['FieldsV1 decoding, ns per key (sorted / reverse order, and reverse/sorted):'];
  const sizes = [2_000, 20_000, 200_000];
  const reverseCost: number[] = [];
  for (const n of sizes) {
    const fwd = nsPerKey(n, false);
    const rev = nsPerKey(n, true);
    reverseCost.push(rev * n);
    lines.push(
      `  ${n.toLocaleString('en-US').padStart(7)} keys: ${fwd.toFixed(0)} / ${rev.toFixed(0)}  (${(rev / fwd).toFixed(2)})`,
    );
  }
  const steps = sizes
    .slice(1)
    .map(
      (n, i) =>
        `${(reverseCost[i + 1] / reverseCost[i]).toFixed(1)}x (${sizes[i].toLocaleString('en-US')} -> ${n.toLocaleString('en-US')})`,
    );
  lines.push(`  reverse order, each 10x the keys: ${steps.join(', ')}; 10 = linear, 100 = quadratic`);
  return lines;
}
