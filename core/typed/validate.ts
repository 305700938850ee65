// Validation of an object against a schema: wrong kinds, undeclared fields,
// duplicate or key-less items of associative lists. Each issue names its path.

import { elementString, fieldElement, indexElement, type PathElement } from '../fieldpath/element.ts';
import type { ScalarKind, TypeNode } from '../schema/model.ts';
import { isObject, type JsonValue, kindOf } from '../value.ts';
import type { ValidationIssue } from './errors.ts';
import { fieldType, formMask, LIST, listItemElement, MAP, pickForm, SCALAR } from './forms.ts';

export interface ValidateOptions {
  /** Live objects may hold duplicate items in associative lists; applied ones may not. */
  allowDuplicates?: boolean;
  /** Deepest nesting accepted (default 1000): deeper input is an error, not a stack overflow. */
  maxDepth?: number;
}

export const DEFAULT_MAX_DEPTH = 1000;

export function validate(value: JsonValue, type: TypeNode, opts: ValidateOptions = {}): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  walk(value, type, '', issues, opts.allowDuplicates === true, 0, opts.maxDepth ?? DEFAULT_MAX_DEPTH);
  return issues;
}

export function scalarIssue(kind: ScalarKind, v: JsonValue | undefined): string | null {
  if (v === undefined || v === null) return null;
  switch (kind) {
    case 'numeric':
      return typeof v === 'number' ? null : `expected numeric (int or float), got ${kindOf(v)}`;
    case 'string':
      return typeof v === 'string' ? null : `expected string, got ${kindOf(v)}`;
    case 'boolean':
      return typeof v === 'boolean' ? null : `expected boolean, got ${kindOf(v)}`;
    default:
      return typeof v !== 'object' ? null : `expected any scalar, got ${kindOf(v)}`;
  }
}

function walk(
  v: JsonValue,
  t: TypeNode,
  path: string,
  issues: ValidationIssue[],
  dups: boolean,
  depth: number,
  maxDepth: number,
): void {
  if (depth > maxDepth) {
    issues.push({ path, message: `nested deeper than ${maxDepth} levels` });
    return;
  }
  const form = pickForm(formMask(t, v));
  if (form === SCALAR) {
    const msg = scalarIssue(t.scalar!, v);
    if (msg) issues.push({ path, message: msg });
  } else if (form === LIST) {
    if (v === null) return;
    if (!Array.isArray(v)) {
      issues.push({ path, message: `expected list, got ${kindOf(v)}` });
      return;
    }
    const list = t.list!;
    const seen = list.atomic ? null : new Set<string>();
    for (let i = 0; i < v.length; i++) {
      let pe: PathElement;
      if (seen === null) pe = indexElement(i);
      else {
        const r = listItemElement(list, v[i]);
        if (typeof r === 'string') {
          issues.push({ path, message: `element ${i}: ${r}` });
          return;
        }
        pe = r;
        if (seen.has(pe.id) && !dups) {
          issues.push({ path, message: `duplicate entries for key ${elementString(pe)}` });
        }
        seen.add(pe.id);
      }
      walk(v[i], list.elem, path + elementString(pe), issues, dups, depth + 1, maxDepth);
    }
  } else if (form === MAP) {
    if (v === null) return;
    if (!isObject(v)) {
      issues.push({ path, message: `expected map, got ${kindOf(v)}` });
      return;
    }
    for (const k of Object.keys(v)) {
      const ft = fieldType(t, k);
      const childPath = path + elementString(fieldElement(k));
      if (ft === null) {
        issues.push({ path: childPath, message: 'field not declared in schema' });
        return;
      }
      walk(v[k], ft, childPath, issues, dups, depth + 1, maxDepth);
    }
  } else {
    issues.push({ path, message: `schema error: invalid atom: ${t.name}` });
  }
}
