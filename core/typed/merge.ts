// Merge an applied configuration onto a live object: the configuration wins where
// both set a value; maps merge key by key; associative lists merge item by item by
// key, in the order current Kubernetes produces; atomic values are replaced whole.
// A side that is absent leaves the other untouched, so untouched subtrees are
// shared by reference with their source (callers never mutate values).

import { elementString, fieldElement, type PathElement, pathString } from '../fieldpath/element.ts';
import type { MapType, TypeNode } from '../schema/model.ts';
import { isEmptyObject, isObject, type JsonObject, type JsonValue, setOwn } from '../value.ts';
import { ValidationError, type ValidationIssue } from './errors.ts';
import { formMask, LIST, MAP, pickForm, SCALAR } from './forms.ts';
import {
  inOperation,
  itemElements,
  itemIndex,
  keysOf,
  recordValues,
  rememberItemElements,
  rememberKeys,
  ValueCursor,
  valuesOf,
  visitItems,
} from './operation.ts';
import { scalarIssue } from './validate.ts';

/** Merge `rhs` onto `lhs`; undefined means "no value" on input and output. */
export function merge(
  lhs: JsonValue | undefined,
  rhs: JsonValue | undefined,
  type: TypeNode,
): JsonValue | undefined {
  return inOperation(() => {
    const ctx: Ctx = { stack: [], issues: [] };
    const out = mergeNode(lhs, rhs, type, ctx);
    if (ctx.issues.length > 0) throw new ValidationError(ctx.issues);
    return out;
  });
}

// The path is a stack of elements, turned into a string only for a message.
interface Ctx {
  stack: PathElement[];
  issues: ValidationIssue[];
}

function report(ctx: Ctx, message: string, extra?: PathElement): void {
  const path = pathString(ctx.stack) + (extra ? elementString(extra) : '');
  ctx.issues.push({ path, message });
}

function mergeNode(
  lhs: JsonValue | undefined,
  rhs: JsonValue | undefined,
  t: TypeNode,
  ctx: Ctx,
): JsonValue | undefined {
  if (rhs === undefined) return lhs;
  if (lhs === undefined) return rhs;
  // When the value changed kind, the Go library also walks the old reading, but
  // only for errors; the new reading (with both sides) decides the result.
  const form = pickForm(formMask(t, rhs));
  if (form === SCALAR) {
    // Reported only when both sides are wrong: the live value is read only then.
    const re = scalarIssue(t.scalar!, rhs);
    const le = re === null ? null : scalarIssue(t.scalar!, lhs);
    if (le && re) {
      report(ctx, `lhs: ${le}`);
      report(ctx, `rhs: ${re}`);
    }
    return rhs;
  }
  if (form === LIST) {
    const ll = Array.isArray(lhs) ? lhs : null;
    const rl = Array.isArray(rhs) ? rhs : null;
    if (t.list!.atomic || ((ll === null || ll.length === 0) && (rl === null || rl.length === 0))) return rhs;
    if (rl === null || rl.length === 0) return ll!; // nothing applied: the live items stand
    if (ll === null || ll.length === 0) return rl;
    return mergeItems(t, ll, rl, ctx);
  }
  if (form === MAP) {
    if (t.map!.atomic) return rhs;
    const lm = isObject(lhs) ? lhs : null;
    const rm = isObject(rhs) ? rhs : null;
    const rkeys = rm === null ? NO_KEYS : keysOf(t.map!, rm);
    if (rkeys.length === 0) return lm === null || isEmptyObject(lm) ? rhs : lm;
    if (lm === null) return rm;
    return mergeEntries(t, lm, rm!, rkeys, ctx); // an empty live map yields the configuration's entries
  }
  report(ctx, `schema error: invalid atom: ${t.name}`);
  return undefined;
}

const NO_KEYS: readonly string[] = [];

// A copy by keys: for big maps (V8 keeps them as dictionaries) a third of the cost
// of `{ ...lm }`, the same below that.
function copyOf(m: MapType, lm: JsonObject): JsonObject {
  const out: JsonObject = {};
  const keys = keysOf(m, lm);
  const vals = valuesOf(lm);
  for (let i = 0; i < keys.length; i++) setOwn(out, keys[i], vals !== null ? vals[i] : lm[keys[i]]);
  return out;
}

// Live keys keep their order, new keys follow in the configuration's order.
function mergeEntries(
  t: TypeNode,
  lm: JsonObject,
  rm: JsonObject,
  rkeys: readonly string[],
  ctx: Ctx,
): JsonValue {
  const m = t.map!;
  // Copied on the first difference: a map the configuration leaves as it was is
  // returned as the live map itself, so later walks can skip it by reference.
  let out: JsonObject | null = null;
  // Keys appended to the copy, and whether any was deleted: what its key list is.
  let added: string[] | null = null;
  let deleted = false;
  const hasFields = m.fields.size > 0;
  const rvals = valuesOf(rm);
  const live = new ValueCursor(m, lm);
  // The copy's values in its key order, kept while every change to it has a known
  // place (live values read in step): later walks then read them in sequence.
  const lvals = valuesOf(lm);
  let outVals: JsonValue[] | null = null;
  // A big map whose merge takes the configuration's value for every live key, in
  // the live order (an apply that restates a map, changing some values), is the
  // configuration map itself: while that holds the copy waits, and the positions
  // of the changed keys are noted to be written if it stops holding.
  let asConfig = lvals !== null && lvals.length === rkeys.length;
  let waiting: number[] | null = null;
  for (let i = 0; i < rkeys.length; i++) {
    const k = rkeys[i];
    const rv = rvals !== null ? rvals[i] : rm[k];
    const lv = live.get(k);
    let v: JsonValue | undefined = rv; // a key the live map lacks takes the configuration's value
    if (lv !== undefined) {
      const f = hasFields ? m.fields.get(k) : undefined;
      const ft = f !== undefined ? f.type : m.elem;
      const pe = f !== undefined ? f.pe : fieldElement(k);
      if (ft === null) {
        report(ctx, 'field not declared in schema', pe);
        continue;
      }
      ctx.stack.push(pe);
      v = mergeNode(lv, rv, ft, ctx);
      ctx.stack.pop();
    }
    if (asConfig && (lv === undefined || v !== rv || live.at !== i)) {
      asConfig = false;
      if (waiting !== null) {
        out = copyOf(m, lm);
        outVals = lvals!.slice();
        writeNoted(out, outVals, waiting, rkeys, rm, rvals);
      }
    }
    if (v === lv) continue;
    if (asConfig) {
      waiting ??= [];
      waiting.push(i);
      continue;
    }
    if (out === null) {
      out = copyOf(m, lm);
      outVals = lvals === null ? null : lvals.slice();
    }
    if (lv === undefined) {
      setOwn(out, k, rv);
      added ??= [];
      added.push(k);
      outVals?.push(rv);
    } else if (v === undefined) {
      delete out[k];
      deleted = true;
      outVals = null;
    } else {
      out[k] = v; // k is already an own property of out, so even `__proto__` is a plain write
      if (outVals !== null) {
        if (live.at >= 0) outVals[live.at] = v;
        else outVals = null;
      }
    }
  }
  if (asConfig && waiting !== null) return rm; // every key, in the same place, holds the configuration's value
  if (out !== null && !deleted && rememberKeys(m, out, lm, added) && outVals !== null)
    recordValues(out, outVals);
  return out ?? lm;
}

// Once a map is known not to be the configuration's: the configuration's values at
// the positions noted while it still could be, written into the copy and its values.
function writeNoted(
  out: JsonObject,
  outVals: JsonValue[],
  waiting: readonly number[],
  rkeys: readonly string[],
  rm: JsonObject,
  rvals: readonly JsonValue[] | null,
): void {
  for (const i of waiting) {
    const v = rvals !== null ? rvals[i] : rm[rkeys[i]];
    out[rkeys[i]] = v; // an own key of out
    outVals[i] = v;
  }
}

/**
 * Merge two associative lists. Items only in the live list keep their place;
 * items the configuration names follow the configuration's order; live items that
 * the configuration also names are taken in the configuration's turn.
 */
function mergeItems(t: TypeNode, ll: JsonValue[], rl: JsonValue[], ctx: Ctx): JsonValue | undefined {
  const list = t.list!;
  visitItems(list, rl, (i, pe, repeat) => {
    if (typeof pe === 'string') report(ctx, `element ${i}: ${pe}`);
    else if (repeat) report(ctx, `duplicate entries for key ${elementString(pe)}`);
    return true;
  });
  const rAll = itemElements(list, rl);
  const rFirst = itemIndex(list, rl).first;
  const lAll = itemElements(list, ll);
  for (let i = 0; i < ll.length; i++) {
    const pe = lAll[i];
    if (typeof pe === 'string') report(ctx, `element ${i}: ${pe}`);
  }
  if (ctx.issues.length > 0) return undefined;
  // From here every item has an element and the configuration's ids are unique,
  // so rPEs[i] names rl[i] and lPEs[i] names ll[i].
  const rPEs = rAll as readonly PathElement[];
  const lPEs = lAll as readonly PathElement[];
  const lIndex = itemIndex(list, ll);
  const lFirst = lIndex.first;
  const lDups = lIndex.dups;
  // The live item of an id; duplicated live items are null: the configuration's item replaces them all.
  const liveItem = (id: string): JsonValue | undefined => {
    const at = lFirst.get(id);
    return at === undefined ? undefined : lDups?.has(id) ? null : ll[at];
  };

  // The configuration's ids that the live list holds too, in configuration order,
  // and the next one not yet merged. Needed only where the two orders part: up to
  // there every configuration item was a shared one, merged in turn, so the list is
  // made then (an apply that keeps the live order never makes it).
  let shared: string[] | null = null;
  let sharedLen = 0;
  let sharedAt = 0;
  let nextShared: string | null = null;
  // Arrays are made at their largest size and cut at the end: pushing grows a big
  // array by copies, each one garbage that outlives the young generation.
  const out: JsonValue[] = new Array(ll.length + rl.length);
  const outPEs: PathElement[] = new Array(out.length);
  let n = 0;
  const elem = list.elem;

  // A configuration item is merged once its turn (ri) has passed: an id at
  // configuration position p is done exactly when p < ri.
  let li = 0;
  let ri = 0;
  const lLen = lPEs.length;
  const rLen = rPEs.length;
  while (li < lLen || ri < rLen) {
    if (li < lLen && ri < rLen) {
      const id = lPEs[li].id;
      if (id === rPEs[ri].id) {
        ctx.stack.push(lPEs[li]);
        const v = mergeNode(lDups === null ? ll[li] : liveItem(id), rl[ri], elem, ctx);
        if (v !== undefined) {
          out[n] = v;
          outPEs[n++] = lPEs[li];
        }
        ctx.stack.pop();
        li++;
        ri++;
        if (shared !== null) nextShared = sharedAt < sharedLen ? shared[sharedAt++] : null;
        continue;
      }
      if (shared === null) {
        shared = new Array(rLen);
        for (let i = 0; i < rLen; i++) if (lFirst.has(rPEs[i].id)) shared[sharedLen++] = rPEs[i].id;
        sharedAt = ri; // rPEs[0..ri) were all shared: each was merged in its turn
        nextShared = sharedAt < sharedLen ? shared[sharedAt++] : null;
      }
      if (nextShared !== null && nextShared !== id && rFirst.has(id)) {
        li++; // a shared item that comes later in the configuration's order
        continue;
      }
    }
    if (li < lLen) {
      const at = rFirst.get(lPEs[li].id);
      if (at === undefined) {
        out[n] = ll[li];
        outPEs[n++] = lPEs[li];
        li++;
        continue;
      }
      if (at < ri) li++;
    }
    if (ri < rLen) {
      const pe = rPEs[ri];
      ctx.stack.push(pe);
      const v = mergeNode(liveItem(pe.id), rl[ri], elem, ctx);
      if (v !== undefined) {
        out[n] = v;
        outPEs[n++] = pe;
      }
      ctx.stack.pop();
      ri++;
      if (nextShared !== null && nextShared === pe.id) {
        nextShared = sharedAt < sharedLen ? shared![sharedAt++] : null;
      }
    }
  }
  if (n === 0) return undefined;
  out.length = n;
  outPEs.length = n;
  // The same items in the same order: hand back the live list itself (see mergeEntries).
  if (n === ll.length && out.every((v, i) => v === ll[i])) return ll;
  // Or the configuration's items, each merged into itself: the configuration's list.
  if (n === rl.length && out.every((v, i) => v === rl[i])) return rl;
  rememberItemElements(list, out, outPEs);
  return out;
}
