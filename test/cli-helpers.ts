// What the command line tests share: the examples, a temporary directory for input
// files (Vitest evaluates this module once per test file, so each file has its own,
// removed after its tests), run() with captured streams, and readers of its output.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect } from 'vitest';
import type { CliIO } from '../cli/io.ts';
import { parseDocuments } from '../cli/io.ts';
import { run } from '../cli/main.ts';
import { isObject, type JsonObject, type JsonValue } from '../core/value.ts';

export const repo = resolve(import.meta.dirname, '..');
export const LIVE = join(repo, 'examples/configmap-live.yaml');
export const INTENT = join(repo, 'examples/configmap-intent.yaml');
export const SCENARIO = join(repo, 'examples/scenario-configmap-conflict.json');
export const NOW = '2024-01-02T03:04:05Z';

export const dir = mkdtempSync(join(tmpdir(), 'apply-preview-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

export function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

export async function cli(argv: string[], stdin = ''): Promise<Ran> {
  let stdout = '';
  let stderr = '';
  const io: CliIO = {
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
    stdin: (async function* () {
      yield stdin;
    })(),
  };
  const code = await run(argv, io);
  return { code, stdout, stderr };
}

export function oneDoc(text: string): JsonObject {
  const docs = parseDocuments(text, 'stdout');
  expect(docs).toHaveLength(1);
  expect(isObject(docs[0])).toBe(true);
  return docs[0] as JsonObject;
}

export function at(v: JsonValue | undefined, ...path: (string | number)[]): JsonValue | undefined {
  let cur = v;
  for (const k of path) {
    if (typeof k === 'number') cur = Array.isArray(cur) ? cur[k] : undefined;
    else cur = isObject(cur) && Object.hasOwn(cur, k) ? cur[k] : undefined;
  }
  return cur;
}

export function managers(obj: JsonObject): string[] {
  const mf = at(obj, 'metadata', 'managedFields');
  return Array.isArray(mf) ? mf.map((e) => `${String(at(e, 'manager'))}/${String(at(e, 'operation'))}`) : [];
}

/** A user error: one line on stderr, no stack trace. */
export function expectOneLine(stderr: string): void {
  expect(stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(stderr).not.toMatch(/\n\s+at /);
}

export const CONFLICTING = `apiVersion: v1
kind: ConfigMap
metadata:
  name: test-cm
  namespace: default
data:
  controller-key: mine now
`;
