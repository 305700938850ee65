// Copy-on-write editing of plain JSON objects for the defaulters: an `Edit` reads
// its source object until the first write, then works on a shallow copy, so a
// defaulted object shares every subtree it did not change and the input is never
// mutated. Go's "unset" tests are spelled out by the kind of the Go field:
// a string is unset when absent, null or ""; a number when absent, null or 0; a
// pointer or a map when absent or null.

import { isObject, type JsonObject, type JsonValue, ownValue, setOwn } from '../value.ts';
import type { FeatureGates } from '../versions.ts';

/** A defaulting function: returns its argument itself when it changes nothing. */
export type Defaulter = (o: JsonObject) => JsonObject;

/** A kind's defaulter: some defaults depend on the version's feature gates (core/versions.ts). */
export type KindDefaulter = (o: JsonObject, gates: Readonly<FeatureGates>) => JsonObject;

/**
 * A shallow copy that keeps `__proto__` and friends as ordinary keys: object
 * spread defines own data properties (it never calls the `__proto__` setter).
 */
export function copyObject(o: JsonObject): JsonObject {
  return { ...o };
}

/** A deep copy of a JSON value (defaults are copied before they are placed). */
export function cloneJson(v: JsonValue): JsonValue {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(cloneJson);
  const out: JsonObject = {};
  for (const k of Object.keys(v)) setOwn(out, k, cloneJson(v[k]));
  return out;
}

export function unsetString(v: JsonValue | undefined): boolean {
  return v === undefined || v === null || v === '';
}

export function unsetNumber(v: JsonValue | undefined): boolean {
  return v === undefined || v === null || v === 0;
}

export function unsetPointer(v: JsonValue | undefined): boolean {
  return v === undefined || v === null;
}

/** Go's `len(x) == 0` for a list or a map decoded from this value. */
export function isEmptyCollection(v: JsonValue | undefined): boolean {
  if (v === undefined || v === null) return true;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object') {
    for (const _ in v) return false;
    return true;
  }
  return false;
}

export class Edit {
  private out: JsonObject | null = null;

  constructor(private readonly src: JsonObject) {}

  get(k: string): JsonValue | undefined {
    return ownValue(this.out ?? this.src, k);
  }

  set(k: string, v: JsonValue): void {
    if (this.out === null) this.out = copyObject(this.src);
    setOwn(this.out, k, v);
  }

  delete(k: string): void {
    if (ownValue(this.out ?? this.src, k) === undefined) return;
    if (this.out === null) this.out = copyObject(this.src);
    delete this.out[k];
  }

  /** A Go string field: set when absent, null or "". */
  str(k: string, v: string): void {
    if (unsetString(this.get(k))) this.set(k, v);
  }

  /** A Go non-pointer number: set when absent, null or 0. */
  num(k: string, v: number): void {
    if (unsetNumber(this.get(k))) this.set(k, v);
  }

  /** A Go pointer (or map/list) field: set when absent or null; object defaults are made fresh by `make`. */
  ptr(k: string, v: string | number | boolean): void {
    if (unsetPointer(this.get(k))) this.set(k, v);
  }

  /** A nested object made when absent or null, then defaulted by `fn`. */
  make(k: string, fn: Defaulter | null = null): void {
    if (unsetPointer(this.get(k))) this.set(k, fn ? fn({}) : {});
    else if (fn) this.child(k, fn);
  }

  /** Runs `fn` on the object at `k`, when there is one. */
  child(k: string, fn: Defaulter): void {
    const c = this.get(k);
    if (!isObject(c)) return;
    const r = fn(c);
    if (r !== c) this.set(k, r);
  }

  /** Runs `fn` on each object item of the list at `k`. */
  items(k: string, fn: Defaulter): void {
    const l = this.get(k);
    if (!Array.isArray(l)) return;
    const r = mapItems(l, fn);
    if (r !== l) this.set(k, r);
  }

  /** The result: the source itself when nothing was written. */
  done(): JsonObject {
    return this.out ?? this.src;
  }
}

/** `fn` applied to each object item; the list itself when no item changed. */
export function mapItems(l: JsonValue[], fn: Defaulter): JsonValue[] {
  let out: JsonValue[] | null = null;
  for (let i = 0; i < l.length; i++) {
    const it = l[i];
    if (!isObject(it)) continue;
    const r = fn(it);
    if (r === it) continue;
    if (out === null) out = l.slice();
    out[i] = r;
  }
  return out ?? l;
}

/** A defaulter running `fn` on the object at `path` (made of field names), when it exists. */
export function at(path: readonly string[], fn: Defaulter): Defaulter {
  if (path.length === 0) return fn;
  const [head, ...rest] = path;
  const inner = at(rest, fn);
  return (o) => {
    const c = ownValue(o, head);
    if (!isObject(c)) return o;
    const r = inner(c);
    if (r === c) return o;
    const out = copyObject(o);
    setOwn(out, head, r);
    return out;
  };
}

/** Several defaulters run in order on the same object. */
export function seq(...fns: Defaulter[]): Defaulter {
  return (o) => {
    let r = o;
    for (const f of fns) r = f(r);
    return r;
  };
}
