// The growth table of `npm run bench`: cost per item of each input family from a
// tenth of its base size to ten times it, for our engine, the Go reference and a
// plain deep copy of the same objects. The copy is the floor any engine pays to
// read its inputs and write its output once; its own growth per item shows what
// the machine's caches and garbage collector add at each size, apart from any
// algorithm.

import type { Scenario } from '../../core/simulate.ts';
import { isObject, type JsonObject, type JsonValue, setOwn } from '../../core/value.ts';
import type { Ladder } from './inputs.ts';

function copyValue(v: JsonValue): JsonValue {
  if (Array.isArray(v)) {
    const out: JsonValue[] = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = copyValue(v[i]);
    return out;
  }
  if (!isObject(v)) return v;
  const out: JsonObject = {};
  const keys = Object.keys(v);
  for (let i = 0; i < keys.length; i++) setOwn(out, keys[i], copyValue(v[keys[i]]));
  return out;
}

/** One replay of the floor: a deep copy of the live object and of every step's object. */
export function copyFloor(s: Scenario): number {
  let n = 0;
  if (s.live !== null) n += Object.keys(copyValue(s.live) as JsonObject).length;
  for (const step of s.steps) n += Object.keys(copyValue(step.object) as JsonObject).length;
  return n;
}

export interface GrowthPoint {
  ours: number;
  go: number | null;
  floor: number;
}

function perItem(ns: number, n: number): string {
  const v = ns / n;
  return v >= 1000 ? `${(v / 1000).toFixed(2)} µs` : `${v.toFixed(0)} ns`;
}

function ratio(a: number | null, b: number | null): string {
  return a === null || b === null ? '-' : `${(b / a).toFixed(1)}x`;
}

/**
 * Lines of the growth table: per family, the time per item at each size, then the
 * growth of each 10x step (first size to base size, base size to 10x).
 */
export function growthReport(
  ladders: Ladder[],
  point: (family: Ladder, n: number) => GrowthPoint | undefined,
  table: (head: string[], rows: string[][]) => string,
): string[] {
  const rows: string[][] = [];
  const steps: string[][] = [];
  for (const l of ladders) {
    for (const n of l.sizes) {
      const p = point(l, n);
      if (p === undefined) continue;
      rows.push([
        `${l.family}-${n}`,
        perItem(p.ours, n),
        p.go === null ? '-' : perItem(p.go, n),
        perItem(p.floor, n),
      ]);
    }
    const mid = l.sizes[Math.floor(l.sizes.length / 2)];
    for (const [a, b] of [
      [l.sizes[0], mid],
      [mid, l.sizes[l.sizes.length - 1]],
    ]) {
      const pa = point(l, a);
      const pb = point(l, b);
      if (pa === undefined || pb === undefined) continue;
      steps.push([
        `${l.family} ${a} -> ${b}`,
        ratio(pa.ours, pb.ours),
        ratio(pa.go, pb.go),
        ratio(pa.floor, pb.floor),
      ]);
    }
  }
  return [
    'Growth: time per key / port / item of each sequence, from 1/10 to 10x the base size',
    '(flat = linear). "copy" is a plain deep copy of the same live object and step objects:',
    'the floor any engine pays to read its inputs once, and how that floor itself grows.',
    '',
    table(['input', 'ours /item', 'Go /item', 'copy /item'], rows),
    '',
    table(['10x step', 'ours', 'Go', 'copy'], steps),
  ];
}
