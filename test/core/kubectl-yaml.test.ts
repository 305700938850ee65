// YAML read as kubectl reads it (gopkg.in/yaml.v2 through sigs.k8s.io/yaml), the
// same by every reader: the API's (api/yaml.ts), the command line's (cli/io.ts)
// and the Action's (gather/manifests.ts, and its fast reader, which gives up on
// what it does not know). Each case names the upstream behaviour it follows.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseYamlDocuments } from '../../api/yaml.ts';
import { parseDocuments } from '../../cli/io.ts';
import { formatTime, parseTime } from '../../core/managed/time.ts';
import type { JsonValue } from '../../core/value.ts';
import { parseManifestText } from '../../gather/manifests.ts';

type Outcome = { value: JsonValue } | { error: string };

/** What each reader makes of the text: its first document, or its error. */
function read(text: string): { api: Outcome; cli: Outcome; action: Outcome } {
  const run = (f: () => JsonValue): Outcome => {
    try {
      return { value: f() };
    } catch (e) {
      return { error: (e as Error).message };
    }
  };
  const doc = `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n${text}`;
  return {
    api: run(() => parseYamlDocuments(doc, 'body')[0]),
    cli: run(() => parseDocuments(doc, 'file.yaml')[0]),
    action: run(() => {
      const [e] = parseManifestText(doc, 'k8s/file.yaml', false);
      if (e.error !== undefined) throw new Error(e.error);
      return e.intent as JsonValue;
    }),
  };
}

function expectValue(text: string, field: string, value: JsonValue): void {
  const r = read(text);
  for (const [reader, o] of Object.entries(r)) {
    expect('value' in o ? (o.value as Record<string, JsonValue>)[field] : o, reader).toEqual(value);
  }
}

function expectError(text: string, pattern: RegExp): void {
  const r = read(text);
  for (const [reader, o] of Object.entries(r)) {
    expect('error' in o ? o.error : o, reader).toMatch(pattern);
  }
}

afterEach(() => vi.restoreAllMocks());

describe('reading YAML as kubectl does, in every reader', () => {
  it('keys equal once written as JSON keys (1 and "1", true and "true") are a duplicate', () => {
    // sigs.k8s.io/yaml (yaml.go, convertToJSONableObject) turns 1 into "1": both
    // land on one JSON key and Go's map order picks the value. Refused, naming it.
    expectError('data:\n  1: a\n  "1": b\n', /duplicate key "1"/);
    expectError('data:\n  true: a\n  "true": b\n', /duplicate key "true"/);
  });

  it('a list or a map as a key is refused (yaml.v2: "invalid map key")', () => {
    expectError('data:\n  ? [a, b]\n  : c\n', /invalid map key: a list or a map/);
  });

  it('!!binary is decoded to its bytes as text (yaml.v2 decode.go); invalid base64 is refused', () => {
    expectValue('data: {a: !!binary aGVsbG8gd29ybGQ=}\n', 'data', { a: 'hello world' });
    expectValue('data:\n  a: !!binary |\n    aGVsbG8g\n    d29ybGQ=\n', 'data', { a: 'hello world' });
    expectError('data: {a: !!binary "not base64!"}\n', /!!binary value contains invalid base64 data/);
  });

  it('%YAML 1.2 does not switch the rules: yaml.v2 refuses it ("found incompatible YAML document")', () => {
    const r = read('data: {a: "x"}\n');
    expect('value' in r.api).toBe(true);
    for (const run of [
      () => parseYamlDocuments('%YAML 1.2\n---\na: yes\n', 'body'),
      () => parseDocuments('%YAML 1.2\n---\na: yes\n', 'file.yaml'),
    ])
      expect(run).toThrow(/found incompatible YAML document/);
    expect(parseManifestText('%YAML 1.2\n---\na: yes\n', 'k8s/f.yaml', false)[0].error).toMatch(
      /found incompatible YAML document/,
    );
    // %YAML 1.1 is kubectl's own: yes is a boolean.
    expect(parseYamlDocuments('%YAML 1.1\n---\na: yes\n', 'body')).toEqual([{ a: true }]);
  });

  it('raw control characters are refused (yaml.v2 readerc.go: "control characters are not allowed")', () => {
    expectError('data: {a: "x\x01y"}\n', /control characters are not allowed/);
    expectError('data: {a: x\x7fy}\n', /control characters are not allowed/);
    expectError('data: {a: x\x9by}\n', /control characters are not allowed/);
    // Escapes are not raw characters: "\x01" written as an escape is data.
    expectValue('data: {a: "x\\x01y"}\n', 'data', { a: 'x\x01y' });
  });

  it('an error about merge keys is worded as yaml.v2 words it, not as a "billion laughs"', () => {
    expectError('data:\n  <<: 5\n', /map merge requires map or sequence of maps as the value/);
  });

  it('prints nothing to the log: no console.warn, no process.emitWarning (bodies are never logged)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const emit = vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
    read('data: {a: !custom secret-looking-text}\n');
    read('data:\n  ? [a, b]\n  : c\n');
    expect(warn).not.toHaveBeenCalled();
    expect(emit).not.toHaveBeenCalled();
  });
});

describe('times', () => {
  it('years 0000 to 0099 stay those years (Date.UTC would make them 1900 to 1999)', () => {
    for (const s of ['0000-01-01T00:00:00Z', '0001-02-03T04:05:06Z', '0099-12-31T23:59:59Z']) {
      const t = parseTime(s);
      expect(t).not.toBeNull();
      expect(formatTime(t as number)).toBe(s);
    }
    expect(parseTime('0099-02-30T00:00:00Z')).toBeNull();
  });
});
