// Builds the preview report of one object or a batch. (Work in progress: the signatures are final.)

import type { SchemaResolver } from '../schema/resolve.ts';
import type { JsonObject } from '../value.ts';
import type { BatchReport, BatchSummary, ObjectReport } from './types.ts';

export interface PreviewItem {
  /** The live object with metadata.managedFields, or null when it does not exist yet. */
  live: JsonObject | null;
  /** The applied configuration (a parsed manifest document). */
  intent: JsonObject;
  source?: ObjectReport['source'];
}

export interface PreviewOptions {
  fieldManager: string;
  force?: boolean;
  /** Picks each object's schema; default: built-ins, else deduced. */
  resolver?: SchemaResolver;
  /** RFC 3339 time stamped on the new managedFields entries; default: now. */
  now?: string;
}

export function previewObject(_item: PreviewItem, _opts: PreviewOptions): ObjectReport {
  throw new Error('not implemented yet');
}

export function previewBatch(items: PreviewItem[], opts: PreviewOptions): BatchReport {
  const objects = items.map((it) => previewObject(it, opts));
  return { summary: summarize(objects), objects };
}

export function summarize(_objects: ObjectReport[]): BatchSummary {
  throw new Error('not implemented yet');
}
