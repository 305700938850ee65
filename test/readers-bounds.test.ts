// The command line's and the Action's readers apply the same bounds as the API's
// (core/yaml/yaml-read.ts, core/limits.ts): too many documents, aliases that expand
// past the limit, an invalid scenario owner are unreadable input (exit 2, a
// document error), never an internal error (exit 3).

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CliIO } from '../cli/io.ts';
import { run } from '../cli/main.ts';
import { MAX_ALIAS_NODES, MAX_DOCUMENTS } from '../core/limits.ts';
import { parseManifestText } from '../gather/manifests.ts';

const dir = mkdtempSync(join(tmpdir(), 'apply-preview-bounds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

async function cli(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: CliIO = {
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
    stdin: (async function* () {})(),
  };
  const code = await run(argv, io);
  return { code, stdout, stderr };
}

const manyDocuments = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n---\n'.repeat(MAX_DOCUMENTS + 5);
const lol = [
  'apiVersion: v1',
  'kind: ConfigMap',
  'metadata: {name: c}',
  'a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]',
  'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]',
  'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]',
  'd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]',
  'e: [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d, *d, *d]',
].join('\n');

describe('the command line', () => {
  it('too many documents: exit 2 naming the limit and the line', async () => {
    const r = await cli(['apply', '--manager', 'k', file('many.yaml', manyDocuments)]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `apply-preview: ${join(dir, 'many.yaml')}:${4 * MAX_DOCUMENTS}:1: more than ${MAX_DOCUMENTS} YAML documents (the limit)\n`,
    );
  });

  it('aliases expanding past the limit: exit 2', async () => {
    const r = await cli(['apply', '--manager', 'k', file('lol.yaml', lol)]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      new RegExp(
        `^apply-preview: .*/lol\\.yaml:8:\\d+: YAML aliases expand to more than ${MAX_ALIAS_NODES} nodes`,
      ),
    );
  });

  it('a file that is not UTF-8: exit 2 ("invalid UTF-8"), never read with replacement characters', async () => {
    const p = join(dir, 'latin1.yaml');
    writeFileSync(
      p,
      Buffer.from('apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata: {a: caf\xe9}\n', 'latin1'),
    );
    const r = await cli(['apply', '--manager', 'k', p]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`apply-preview: ${p}: invalid UTF-8\n`);
  });

  it('a live object whose fieldsV1 key nests JSON 5,000 deep: the 400 Status (exit 1), not a stack overflow (exit 3)', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const live = {
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
            fieldsV1: { 'f:data': { [`v:${deep}`]: {} } },
          },
        ],
      },
      data: { a: '1' },
    };
    const intent = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' }, data: { a: '2' } };
    const r = await cli([
      'apply',
      '--manager',
      'k',
      '--live',
      file('deep-live.json', JSON.stringify(live)),
      file('cm.json', JSON.stringify(intent)),
    ]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('reason: BadRequest');
    expect(r.stderr).toMatch(/holds JSON nested deeper than 100 levels\n$/);
  });

  it('a scenario step with an invalid owner: exit 2, not 3', async () => {
    const scenario = {
      live: null,
      steps: [
        {
          op: 'apply',
          manager: 'a',
          applier: 'flux',
          owner: 'a/b/c',
          object: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' } },
        },
      ],
    };
    const r = await cli(['simulate', file('owner.json', JSON.stringify(scenario))]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `apply-preview: ${join(dir, 'owner.json')}: steps[0].owner: expected "namespace/name" (Kubernetes names), got "a/b/c"\n`,
    );
  });
});

describe("the Action's manifest reader", () => {
  it('too many documents: one error entry naming the limit (fast reader and eemeli/yaml alike)', () => {
    for (const keepNodes of [false, true]) {
      const entries = parseManifestText(manyDocuments, 'k8s/many.yaml', keepNodes);
      expect(entries).toEqual([
        {
          file: 'k8s/many.yaml',
          document: 1,
          line: 4 * MAX_DOCUMENTS,
          error: `line ${4 * MAX_DOCUMENTS}, column 1: more than ${MAX_DOCUMENTS} YAML documents (the limit)`,
        },
      ]);
    }
  });

  it('aliases expanding past the limit: the document is an error, the others are read', () => {
    const entries = parseManifestText(
      `${lol}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: d}\n`,
      'k8s/lol.yaml',
    );
    expect(entries).toHaveLength(2);
    expect(entries[0].error).toMatch(
      new RegExp(`^line 8: YAML aliases expand to more than ${MAX_ALIAS_NODES} nodes`),
    );
    expect(entries[1].intent).toEqual({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'd' } });
  });
});
