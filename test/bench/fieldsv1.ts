// FieldsV1 decoding cost per key, children in sorted and in reverse order, at three
// sizes, next to the least any reader of the same object pays. The Go library inserts out-of-order children one by one into a sorted
// slice, which is quadratic for reverse-ordered input; ours indexes children by
// key, so both orders cost the same per key and the 10x size costs ~10x.

import { decodeFieldsV1 } from '../../core/fieldpath/fieldsv1.ts';
import { isObject, type JsonObject } from '../../core/value.ts';

function fields(n: number, reverse: boolean): JsonObject {
  const data: JsonObject = {};
  for (let j = 0; j < n; j++) {
    const i = reverse ? n - 1 - j : j;
    data[`f:key-${String(i).padStart(7, '0')}`] = {};
  }
  return { 'f:data': data };
}

function nsPerKey(n: number, reverse: boolean, fn: (input: JsonObject) => unknown): number {
  const input = fields(n, reverse);
  for (let i = 0; i < 3; i++) fn(input);
  const reps = Math.max(3, Math.round(2_000_000 / n));
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < reps; i++) fn(input);
  return Number(process.hrtime.bigint() - t0) / reps / n;
}

// The least a reader of the same object pays: list its keys and look at each value
// once. V8 keeps objects of many keys as hash tables and lists their keys sorted
// by insertion, so this floor itself grows faster than the key count.
function readOnce(input: JsonObject): number {
  const data = input['f:data'] as JsonObject;
  const keys = Object.keys(data);
  let leaves = 0;
  for (let i = 0; i < keys.length; i++) if (isObject(data[keys[i]])) leaves++;
  return leaves;
}

export function fieldsV1Report(): string[] {
  const lines = [
    'FieldsV1 decoding, ns per key (sorted / reverse order, reverse/sorted; and the floor: listing',
    'the keys of the same object and looking at each value once, reverse order):',
  ];
  const sizes = [2_000, 20_000, 200_000];
  const reverseCost: number[] = [];
  const floorCost: number[] = [];
  for (const n of sizes) {
    const fwd = nsPerKey(n, false, decodeFieldsV1);
    const rev = nsPerKey(n, true, decodeFieldsV1);
    const floor = nsPerKey(n, true, readOnce);
    reverseCost.push(rev * n);
    floorCost.push(floor * n);
    lines.push(
      `  ${n.toLocaleString('en-US').padStart(7)} keys: ${fwd.toFixed(0)} / ${rev.toFixed(0)}  (${(rev / fwd).toFixed(2)}); floor ${floor.toFixed(0)}`,
    );
  }
  const steps = (cost: number[]) =>
    sizes
      .slice(1)
      .map(
        (n, i) =>
          `${(cost[i + 1] / cost[i]).toFixed(1)}x (${sizes[i].toLocaleString('en-US')} -> ${n.toLocaleString('en-US')})`,
      )
      .join(', ');
  lines.push(`  reverse order, each 10x the keys: ${steps(reverseCost)}; 10 = linear, 100 = quadratic`);
  lines.push(`  the floor, each 10x the keys: ${steps(floorCost)}`);
  return lines;
}
