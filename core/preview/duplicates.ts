// The same object (API group, kind, namespace, name) more than once in one batch of
// manifests. `kubectl apply -f` applies every document in turn, so a later one is
// written onto what the earlier one left (kubectl's apply loop in
// staging/src/k8s.io/kubectl/pkg/cmd/apply/apply.go visits each object and sends
// its own request). previewInTurn runs the writes that way and puts a `duplicate`
// note on each occurrence, naming the others by file and line.

import { isObject, type JsonObject, ownValue } from '../value.ts';
import type { Note, ObjectReport } from './types.ts';

/** What this file reads of a preview item (report.ts's PreviewItem is one). */
export interface TurnItem {
  live: JsonObject | null;
  intent: JsonObject;
  source?: ObjectReport['source'];
}

/** One write's report and the object it leaves (null when the write fails). */
export interface TurnOutcome {
  report: ObjectReport;
  object: JsonObject | null;
}

function text(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

/**
 * The object an intent names, as one string: API group (not version: the same object
 * is served at every version of its group), kind, namespace, name. Null when it names
 * none (no kind or no name: such a manifest fails on its own).
 */
export function objectKey(intent: JsonObject): string | null {
  const kind = text(ownValue(intent, 'kind'));
  const meta = ownValue(intent, 'metadata');
  const name = isObject(meta) ? text(ownValue(meta, 'name')) : '';
  if (kind === '' || name === '') return null;
  const namespace = isObject(meta) ? text(ownValue(meta, 'namespace')) : '';
  const apiVersion = text(ownValue(intent, 'apiVersion'));
  const slash = apiVersion.indexOf('/');
  const group = slash >= 0 ? apiVersion.slice(0, slash) : '';
  return JSON.stringify([group, kind, namespace, name]);
}

/** For each item, the indexes of the items naming the same object (itself included); null when alone. */
export function duplicateGroups(items: readonly TurnItem[]): (number[] | null)[] {
  const byKey = new Map<string, number[]>();
  const keys = items.map((it, i) => {
    const key = objectKey(it.intent);
    if (key !== null) {
      const group = byKey.get(key);
      if (group === undefined) byKey.set(key, [i]);
      else group.push(i);
    }
    return key;
  });
  return keys.map((k) => {
    const group = k === null ? undefined : byKey.get(k);
    return group !== undefined && group.length > 1 ? group : null;
  });
}

/** `k8s/app.yaml:12`, `document 3`, `item 2`: where an item came from. */
export function itemPlace(item: TurnItem, index: number): string {
  const s = item.source;
  if (s?.file !== undefined && s.file !== '') return s.line !== undefined ? `${s.file}:${s.line}` : s.file;
  if (s?.document !== undefined) return `document ${s.document}`;
  return `item ${index + 1}`;
}

function placeList(places: readonly string[]): string {
  if (places.length <= 1) return places.join('');
  return `${places.slice(0, -1).join(', ')} and ${places[places.length - 1]}`;
}

/**
 * The `duplicate` note of occurrence `at` in `group` (item indexes, in order). `chained`:
 * the preview wrote this occurrence onto the earlier ones' result, as kubectl does; false
 * when each was previewed alone (the caller could not chain them) and the preview says so.
 */
export function duplicateNote(
  items: readonly TurnItem[],
  group: readonly number[],
  at: number,
  chained: boolean,
): Note {
  const pos = group.indexOf(at);
  const place = (i: number) => itemPlace(items[i], i);
  const before = group.slice(0, pos).map(place);
  const after = group.slice(pos + 1).map(place);
  const parts: string[] = [
    `The same object is in the manifests ${group.length} times (${placeList(group.map(place))}): kubectl apply applies each in turn.`,
  ];
  if (before.length > 0) {
    parts.push(
      chained
        ? `This write goes onto what ${placeList(before)} left.`
        : `This write is previewed onto the live object, not onto what ${placeList(before)} would leave: the result may differ.`,
    );
  }
  if (after.length > 0) {
    parts.push(
      `${placeList(after)} ${after.length === 1 ? 'is' : 'are'} applied after this one: the object ends as the last one leaves it.`,
    );
  }
  return { code: 'duplicate', message: parts.join(' ') };
}

/**
 * Runs `write` on each item in order; an item naming the same object as an earlier
 * one is written onto the object that one left (the earlier live object when its
 * write failed), and every occurrence gets a `duplicate` note. One report per item.
 */
export function previewInTurn<T extends TurnItem>(
  items: readonly T[],
  write: (item: T, index: number) => TurnOutcome,
): ObjectReport[] {
  const groups = duplicateGroups(items);
  // The object as the writes so far leave it, by the group's first index.
  const state = new Map<number, JsonObject | null>();
  return items.map((item, i) => {
    const group = groups[i];
    if (group === null) return write(item, i).report;
    const first = group[0];
    const live = state.has(first) ? (state.get(first) ?? null) : item.live;
    const out = write(live === item.live ? item : { ...item, live }, i);
    state.set(first, out.object ?? live);
    out.report.notes.push(duplicateNote(items, group, i, true));
    return out.report;
  });
}

/** The `duplicate` notes of a batch each of whose items was previewed alone (an API that cannot chain them). */
export function noteUnchainedDuplicates(items: readonly TurnItem[], reports: readonly ObjectReport[]): void {
  duplicateGroups(items).forEach((group, i) => {
    if (group !== null && reports[i] !== undefined)
      reports[i].notes.push(duplicateNote(items, group, i, false));
  });
}
