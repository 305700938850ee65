// Validation of an object against a schema: wrong kinds, undeclared fields,
// duplicate or key-less items of associative lists. Each issue names its path.

import { elementString, indexElement, type PathElement, pathString } from '../fieldpath/element.ts';
import type { ListType, ScalarKind, TypeNode } from '../schema/model.ts';
import { isObject, type JsonValue, kindOf, ownValue } from '../value.ts';
import type { ValidationIssue } from './errors.ts';
import { formMask, LIST, MAP, pickForm, SCALAR } from './forms.ts';
import { inOperation, keysOf, recordValues, valuesOf, valuesToRecord, visitItems } from './operation.ts';

export interface ValidateOptions {
  /** Live objects may hold duplicate items in associative lists; applied ones may not. */
  allowDuplicates?: boolean;
  /** Deepest nesting accepted (default 1000): deeper input is an error, not a stack overflow. */
  maxDepth?: number;
  /**
   * A value found valid against the same type with the same options (no issue):
   * the maps and lists `value` shares with it by reference, at the same place,
   * are valid too and not walked again (an update's live object and the written
   * one share all the patch did not reach).
   */
  valid?: JsonValue;
}

export const DEFAULT_MAX_DEPTH = 1000;

export function validate(value: JsonValue, type: TypeNode, opts: ValidateOptions = {}): ValidationIssue[] {
  const ctx: Ctx = {
    issues: [],
    stack: [],
    dups: opts.allowDuplicates === true,
    maxDepth: opts.maxDepth ?? DEFAULT_MAX_DEPTH,
  };
  inOperation(() => walk(value, type, ctx, opts.valid));
  return ctx.issues;
}

interface Ctx {
  issues: ValidationIssue[];
  /** Elements from the root to the node being checked; printed only for a message. */
  stack: (PathElement | string)[];
  dups: boolean;
  maxDepth: number;
}

function report(ctx: Ctx, message: string): void {
  ctx.issues.push({ path: pathString(ctx.stack), message });
}

export function scalarIssue(kind: ScalarKind, v: JsonValue | undefined): string | null {
  if (v === undefined || v === null) return null;
  switch (kind) {
    case 'numeric':
      return typeof v === 'number' || typeof v === 'bigint'
        ? null
        : `expected numeric (int or float), got ${kindOf(v)}`;
    case 'string':
      return typeof v === 'string' ? null : `expected string, got ${kindOf(v)}`;
    case 'boolean':
      return typeof v === 'boolean' ? null : `expected boolean, got ${kindOf(v)}`;
    default:
      return typeof v !== 'object' ? null : `expected any scalar, got ${kindOf(v)}`;
  }
}

/** `o`: the value at the same place in ValidateOptions.valid, if any. */
function walk(v: JsonValue, t: TypeNode, ctx: Ctx, o: JsonValue | undefined): void {
  if (ctx.stack.length > ctx.maxDepth) {
    report(ctx, `nested deeper than ${ctx.maxDepth} levels`);
    return;
  }
  if (v === o && typeof v === 'object' && v !== null) return;
  const form = pickForm(formMask(t, v));
  if (form === SCALAR) {
    const msg = scalarIssue(t.scalar!, v);
    if (msg) report(ctx, msg);
  } else if (form === LIST) {
    if (v === null) return;
    if (!Array.isArray(v)) {
      report(ctx, `expected list, got ${kindOf(v)}`);
      return;
    }
    const list = t.list!;
    const ol = Array.isArray(o) ? o : null;
    if (list.atomic) {
      for (let i = 0; i < v.length; i++) {
        ctx.stack.push(indexElement(i));
        walk(v[i], list.elem, ctx, ol?.[i]);
        ctx.stack.pop();
      }
      return;
    }
    walkItems(list, v, ctx, ol);
  } else if (form === MAP) {
    if (v === null) return;
    if (!isObject(v)) {
      report(ctx, `expected map, got ${kindOf(v)}`);
      return;
    }
    const m = t.map!;
    const hasFields = m.fields.size > 0;
    const keys = keysOf(m, v);
    const known = valuesOf(v);
    const record = known === null ? valuesToRecord(m, keys) : null;
    const om = o !== undefined && isObject(o) ? o : null;
    // The valid map listed with this very key list (a patched copy that kept the
    // keys) and its values read in this operation: an entry holding the same
    // value as there is valid, scalars included, and is not walked.
    const ovals = om !== null && keys.length >= 64 && keysOf(m, om) === keys ? valuesOf(om) : null;
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i];
      const val = known !== null ? known[i] : v[k];
      if (record !== null) record[i] = val;
      if (ovals !== null && ovals[i] === val) continue;
      const f = hasFields ? m.fields.get(k) : undefined;
      const ft = f !== undefined ? f.type : m.elem;
      ctx.stack.push(k);
      if (ft === null) {
        report(ctx, 'field not declared in schema');
        ctx.stack.pop();
        return;
      }
      // Only maps and lists are skipped: a scalar's place is not looked up.
      walk(
        val,
        ft,
        ctx,
        om !== null && typeof val === 'object' && val !== null ? ownValue(om, k) : undefined,
      );
      ctx.stack.pop();
    }
    if (record !== null) recordValues(v, record);
  } else report(ctx, `schema error: invalid atom: ${t.name}`);
}

// Apart from walk: a function that makes a closure gets a context object at every
// call, and walk runs once per value.
function walkItems(list: ListType, items: JsonValue[], ctx: Ctx, o: JsonValue[] | null): void {
  // Each repeat of an id is reported where it stands, where repeats are not allowed.
  visitItems(list, items, (i, pe, repeat) => {
    if (typeof pe === 'string') {
      report(ctx, `element ${i}: ${pe}`);
      return false;
    }
    if (repeat && !ctx.dups) report(ctx, `duplicate entries for key ${elementString(pe)}`);
    ctx.stack.push(pe);
    walk(items[i], list.elem, ctx, o?.[i]);
    ctx.stack.pop();
    return true;
  });
}
