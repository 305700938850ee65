// The HTTP API's bounds on its inputs (core/limits.ts), through app.request on
// Node: each refusal is a 400 or 413 naming its limit, never a 500, and comes
// before the work the bound protects against.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import * as limits from '../../core/limits.ts';
import { MAX_ALIAS_BYTES, MAX_FIELDS_V1_KEY_DEPTH, MAX_ITEMS } from '../../core/limits.ts';

const app = createApp();

async function send(path: string, body: string, type = 'application/json') {
  const r = await app.request(path, { method: 'POST', headers: { 'content-type': type }, body });
  const text = await r.text();
  return { status: r.status, text, json: JSON.parse(text) as { message?: string; reason?: string } };
}

const YAML = 'application/yaml';

describe('YAML aliases are bounded by what they expand to', () => {
  // 99 aliases of one large list: few aliases, an answer of hundreds of MB once expanded.
  const items = Array.from({ length: 5000 }, (_, i) => `  - {name: item-${i}, value: "${'x'.repeat(60)}"}`);
  const body = `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\nx: &big\n${items.join('\n')}\ny: [${Array.from({ length: 99 }, () => '*big').join(', ')}]\n`;

  it('a request body: 400 with the limit', async () => {
    const r = await send('/v1/preview?fieldManager=k', body, YAML);
    expect(r.status).toBe(400);
    // The list's scalars pass the byte bound before its nodes pass theirs.
    expect(r.json.message).toMatch(
      /^request body: YAML aliases expand to more than 1048576 bytes \(the limit; a "billion laughs" document\?\) at line 5005, column \d+$/,
    );
    expect(MAX_ALIAS_BYTES).toBe(1048576);
    expect(r.text.length).toBeLessThan(1000);
  });

  it('an intent given as a YAML string, and a /v1/simulate step', async () => {
    const inner = await send('/v1/apply', JSON.stringify({ fieldManager: 'k', live: null, intent: body }));
    expect(inner.status).toBe(400);
    expect(inner.json.message).toMatch(/^intent: YAML aliases expand to more than \d+ (nodes|bytes)/);
    const step = `{op: apply, manager: a, object: {apiVersion: v1, kind: ConfigMap, metadata: {name: c}, data: {${Array.from({ length: 3000 }, (_, i) => `k${i}: v`).join(', ')}}}}`;
    const scenario = `live: null\nsteps:\n  - &s ${step}\n${Array.from({ length: 60 }, () => '  - *s').join('\n')}\n`;
    const r = await send('/v1/simulate', scenario, YAML);
    expect(r.status).toBe(400);
    expect(r.json.message).toMatch(/^request body: YAML aliases expand to more than \d+ (nodes|bytes)/);
  });

  it('an error that mentions merge keys is not called a "billion laughs"', async () => {
    const r = await send(
      '/v1/apply?fieldManager=k',
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata:\n  <<: 5\n',
      YAML,
    );
    expect(r.status).toBe(400);
    // gopkg.in/yaml.v2's words (decode.go), not a "billion laughs".
    expect(r.json.message).toBe(
      'request body: invalid YAML (document at line 1, column 1): map merge requires map or sequence of maps as the value',
    );
  });
});

describe('documents are counted while lexing', () => {
  it('2 MiB of documents: 413 naming the limit, at once', async () => {
    const text = 'a: 1\n---\n'.repeat(Math.floor((2 * 1024 * 1024) / 9) - 10);
    const started = performance.now();
    const r = await send('/v1/preview?fieldManager=k', text, YAML);
    const ms = performance.now() - started;
    expect(r.status).toBe(413);
    expect(r.json.message).toBe(
      `request body: more than ${2 * MAX_ITEMS} YAML documents (the limit) at line ${2 * 2 * MAX_ITEMS}, column 1`,
    );
    // Not a timing test: what matters is that the refusal does not parse the rest (seconds before).
    expect(ms).toBeLessThan(5000);
  });
});

describe('no 500 for inputs that deserve a 400', () => {
  const intent = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' }, data: { a: '2' } };
  const liveWith = (key: string) => ({
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: {
      name: 'c',
      managedFields: [
        {
          manager: 'm',
          operation: 'Apply',
          apiVersion: 'v1',
          fieldsType: 'FieldsV1',
          fieldsV1: { 'f:data': { [key]: {} } },
        },
      ],
    },
    data: { a: '1' },
  });

  it('JSON nested 5,000 deep inside a fieldsV1 key: 400', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const key of [`v:${deep}`, `k:{"a":${deep}}`]) {
      const r = await send('/v1/apply', JSON.stringify({ fieldManager: 'k', live: liveWith(key), intent }));
      expect(r.status, key.slice(0, 4)).toBe(400);
      expect(r.json.message).toContain(`holds JSON nested deeper than ${MAX_FIELDS_V1_KEY_DEPTH} levels`);
      expect(r.json.message?.length).toBeLessThan(600);
    }
  });

  it('an invalid step owner: 400 naming the step', async () => {
    const scenario = {
      live: null,
      steps: [{ op: 'apply', manager: 'a', applier: 'flux', owner: 'a/b/c', object: intent }],
    };
    const r = await send('/v1/simulate', JSON.stringify(scenario));
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(
      'request body: steps[0].owner: expected "namespace/name" (Kubernetes names), got "a/b/c"',
    );
  });

  it('an aliased /v1/simulate step replays as the same step twice', async () => {
    const scenario = `live: null\nsteps:\n  - &s {op: apply, manager: a, object: {apiVersion: v1, kind: ConfigMap, metadata: {name: c}, data: {a: "1"}}}\n  - *s\n`;
    const r = await send('/v1/simulate', scenario, YAML);
    expect(r.status).toBe(200);
  });
});

describe('the limits documented are the limits in core/limits.ts', () => {
  const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'http-api.md'), 'utf8');
  const table = doc.slice(doc.indexOf('## Limits'), doc.indexOf('\n## ', doc.indexOf('## Limits') + 1));
  const mib = (n: number) => `${n / (1024 * 1024)} MiB`;
  const count = (n: number) => n.toLocaleString('en-US');
  it.each([
    ['body size', mib(limits.MAX_BODY_BYTES)],
    ['YAML body size', mib(limits.MAX_YAML_BYTES)],
    ['objects in a batch, steps in a scenario', count(limits.MAX_ITEMS)],
    [
      'YAML documents in a file or an embedded manifest',
      `${count(limits.MAX_DOCUMENTS)} in a file; ${count(limits.MAX_EMBEDDED_DOCUMENTS)} in a manifest`,
    ],
    ['nesting of objects and lists', `${limits.MAX_DEPTH} levels`],
    ['nodes that YAML aliases add once expanded', count(limits.MAX_ALIAS_NODES)],
    ['scalar bytes that YAML aliases add once expanded', mib(limits.MAX_ALIAS_BYTES)],
    ['YAML aliases, as eemeli/yaml counts them', count(limits.MAX_ALIASES)],
    ['nesting of a `fieldsV1`', `${count(limits.MAX_FIELDS_V1_DEPTH)} levels`],
    ['nesting of the JSON inside one `fieldsV1` key', `${limits.MAX_FIELDS_V1_KEY_DEPTH} levels`],
  ])('%s: %s', (row, value) => {
    const line = table.split('\n').find((l) => l.startsWith(`| ${row}`));
    expect(line, row).toBeDefined();
    expect(line).toContain(value);
  });
});
