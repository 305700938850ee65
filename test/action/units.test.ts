// The Action's pure pieces: file patterns, manifests with positions (List
// expansion, kubectl's YAML 1.1), from a printed field path to its line, inputs.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readInputs } from '../../action/inputs.ts';
import { failure } from '../../action/outputs.ts';
import { FatalError } from '../../gather/errors.ts';
import { expandGlobs, globToRegExp, matchPaths } from '../../gather/glob.ts';
import { parseManifestText } from '../../gather/manifests.ts';
import { positionOf } from '../../gather/positions.ts';

const dir = mkdtempSync(join(tmpdir(), 'apply-preview-units-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('file patterns', () => {
  for (const f of [
    'k8s/a.yaml',
    'k8s/b.yml',
    'k8s/sub/c.json',
    'k8s/sub/deep/d.yaml',
    'k8s/notes.md',
    'other/e.yaml',
    '.git/x.yaml',
    'node_modules/m/y.yaml',
  ]) {
    mkdirSync(join(dir, f, '..'), { recursive: true });
    writeFileSync(join(dir, f), '');
  }

  it('matches *, **, ?, [..], {a,b} on whole paths', () => {
    expect(globToRegExp('k8s/*.yaml').test('k8s/a.yaml')).toBe(true);
    expect(globToRegExp('k8s/*.yaml').test('k8s/sub/c.yaml')).toBe(false);
    expect(globToRegExp('k8s/**/*.yaml').test('k8s/a.yaml')).toBe(true);
    expect(globToRegExp('k8s/**/*.yaml').test('k8s/sub/deep/d.yaml')).toBe(true);
    expect(globToRegExp('**/*.{yaml,yml}').test('x/y/z.yml')).toBe(true);
    expect(globToRegExp('k8s/?.yaml').test('k8s/a.yaml')).toBe(true);
    expect(globToRegExp('k8s/[ab].y*ml').test('k8s/b.yml')).toBe(true);
    expect(globToRegExp('k8s/[!ab].yaml').test('k8s/a.yaml')).toBe(false);
    expect(globToRegExp('k8s/a+b.yaml').test('k8s/aab.yaml')).toBe(false);
  });

  it('walks the workspace: directories mean their manifests, ! excludes, .git and node_modules skipped', () => {
    expect(expandGlobs(['k8s/'], dir)).toEqual([
      'k8s/a.yaml',
      'k8s/b.yml',
      'k8s/sub/c.json',
      'k8s/sub/deep/d.yaml',
    ]);
    expect(expandGlobs(['**/*.yaml', '!k8s/sub/**'], dir)).toEqual(['k8s/a.yaml', 'other/e.yaml']);
    expect(expandGlobs(['./k8s/a.yaml', join(dir, 'other/e.yaml')], dir)).toEqual([
      'k8s/a.yaml',
      'other/e.yaml',
    ]);
    expect(expandGlobs(['nothing/*.yaml'], dir)).toEqual([]);
    expect(matchPaths(['k8s/'], dir, ['k8s/a.yaml', 'k8s/notes.md', 'other/e.yaml'])).toEqual(['k8s/a.yaml']);
  });
});

describe('manifests with positions', () => {
  const text = [
    '# comment',
    'apiVersion: v1',
    'kind: List',
    'items:',
    '  - apiVersion: v1',
    '    kind: ConfigMap',
    '    metadata: {name: a}',
    '    data:',
    '      on: yes', // YAML 1.1: a boolean key and value, as kubectl reads them
    '  - apiVersion: apps/v1',
    '    kind: Deployment',
    '    metadata:',
    '      name: web',
    '      labels:',
    '        app.kubernetes.io/name: web',
    '    spec:',
    '      template:',
    '        spec:',
    '          containers:',
    '            - name: app',
    '              image: x',
    '              ports:',
    '                - containerPort: 80',
    '                  name: "http, main"',
    '---',
    '---',
    'apiVersion: v1',
    'kind: ConfigMap',
    'metadata:',
    '  generateName: x-',
    '---',
    'apiVersion: v1',
    'kind: Secret',
    'metadata: {name: s}',
    'stringData: {a: 0755}',
    '---',
    '- just',
    '- a list',
    '',
  ].join('\n');
  const entries = parseManifestText(text, 'm.yaml');

  it('expands a List into its items, each with its line; reports bad documents with theirs', () => {
    expect(entries.map((e) => [e.document, e.item, e.line, e.error ?? e.intent?.kind])).toEqual([
      [1, 0, 5, 'ConfigMap'],
      [1, 1, 10, 'Deployment'],
      [
        3,
        undefined,
        27,
        'metadata.generateName cannot be used with server-side apply: metadata.name is required',
      ],
      [4, undefined, 32, 'Secret'],
      [5, undefined, 37, 'not an object (a list)'],
    ]);
    expect(entries[0].intent?.data).toEqual({ true: true });
    expect(entries[3].intent?.stringData).toEqual({ a: 493 });
  });

  it('kubectl output reads back: `.: {}` is a string key, not NaN', () => {
    const [e] = parseManifestText(
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  x:\n    .: {}\n    f: .5\n',
      'k.yaml',
    );
    expect((e.intent!.metadata as Record<string, unknown>).x).toEqual({ '.': {}, f: 0.5 });
  });

  it('finds the line of a printed field path: longest keys, keyed items, defaulted keys, sets, indices', () => {
    const web = entries[1];
    const at = (path: string) => positionOf(web.node!, path, web.lineCounter!);
    expect(at('.metadata.labels.app.kubernetes.io/name')).toEqual({ line: 15, exact: true });
    expect(at('.spec.template.spec.containers[name="app"].image')).toEqual({ line: 21, exact: true });
    // protocol is a key with a default: absent from the manifest, the item still matches.
    expect(at('.spec.template.spec.containers[name="app"].ports[containerPort=80,protocol="TCP"]')).toEqual({
      line: 23,
      exact: true,
    });
    expect(
      at('.spec.template.spec.containers[name="app"].ports[containerPort=80,protocol="TCP"].name'),
    ).toEqual({
      line: 24,
      exact: true,
    });
    expect(at('.spec.template.spec.containers[0].image')).toEqual({ line: 21, exact: true });
    // Not in the manifest: the nearest enclosing line.
    expect(at('.spec.template.spec.containers[name="sidecar"].image')).toEqual({ line: 19, exact: false });
    expect(at('.spec.replicas')).toEqual({ line: 16, exact: false });
    const list = parseManifestText(
      'apiVersion: v1\nkind: X\nmetadata:\n  name: a\n  finalizers:\n  - a/b\n  - "c,d"\n',
      'f.yaml',
    )[0];
    expect(positionOf(list.node!, '.metadata.finalizers[="c,d"]', list.lineCounter!)).toEqual({
      line: 7,
      exact: true,
    });
  });
});

describe('inputs', () => {
  const reader = (values: Record<string, string>) => (name: string) => values[name] ?? '';

  it('applies the defaults and reads lists one a line', () => {
    expect(readInputs(reader({ manifests: 'a/\n\n# note\n!a/x.yaml', live: 'base' }))).toEqual({
      manifests: ['a/', '!a/x.yaml'],
      changedOnly: true,
      live: { mode: 'base', ref: '' },
      fieldManager: 'kubectl',
      fieldValidation: 'Strict',
      render: 'auto',
      remoteCharts: 'fetch',
      force: false,
      defaults: true,
      crds: [],
      comment: 'update',
      failOn: 'conflict',
      workingDirectory: '',
    });
    expect(
      readInputs(reader({ manifests: 'a', live: 'snap/\nmore/*.yaml', force: 'True', defaults: 'false' })),
    ).toMatchObject({
      live: { mode: 'snapshot', paths: ['snap/', 'more/*.yaml'] },
      force: true,
      defaults: false,
    });
    // Manifests rendered in the job (base-manifests): files read as they are, unless render says otherwise.
    expect(readInputs(reader({ manifests: 'r/', live: 'base', 'base-manifests': 'rb/' })).render).toBe(
      'none',
    );
    expect(
      readInputs(reader({ manifests: 'r/', live: 'base', 'base-manifests': 'rb/', render: 'auto' })).render,
    ).toBe('auto');
    expect(readInputs(reader({ manifests: 'a', live: 'base', 'remote-charts': 'skip' })).remoteCharts).toBe(
      'skip',
    );
  });

  it('refuses bad values with one line naming the input', () => {
    const bad = (values: Record<string, string>) => {
      try {
        readInputs(reader({ manifests: 'a', live: 'base', ...values }));
      } catch (e) {
        expect(e).toBeInstanceOf(FatalError);
        return (e as Error).message;
      }
      return 'no error';
    };
    expect(bad({ manifests: '' })).toBe('input manifests: give at least one file pattern');
    expect(bad({ live: '' })).toBe('input live: give "cluster", "base" or the path of a snapshot');
    expect(bad({ force: 'maybe' })).toBe('input force: "maybe" is not true or false');
    expect(bad({ comment: 'always' })).toBe('input comment: "always" is not one of update, new, off');
    expect(bad({ render: 'always' })).toBe('input render: "always" is not one of auto, none');
    expect(bad({ 'remote-charts': 'never' })).toBe('input remote-charts: "never" is not one of fetch, skip');
    expect(bad({ 'field-manager': 'x'.repeat(129) })).toBe(
      'input field-manager: PatchOptions.meta.k8s.io "" is invalid: fieldManager: Too long: may not be more than 128 bytes',
    );
    expect(bad({ 'field-manager': 'é'.repeat(65) })).toContain('Too long: may not be more than 128 bytes');
    expect(bad({ 'field-manager': 'a\u0007b' })).toBe(
      'input field-manager: PatchOptions.meta.k8s.io "" is invalid: fieldManager: Invalid value: "a\\ab": invalid character U+0007 (at position 1)',
    );
    expect(bad({ 'api-url': 'https://user:pw@example.com' })).toBe(
      'input api-url: put credentials in api-token, not in the URL',
    );
    expect(bad({ 'playground-url': 'playground' })).toBe('input playground-url: "playground" is not a URL');
    expect(bad({ 'playground-url': 'javascript:alert(1)' })).toBe(
      'input playground-url: must be an http:// or https:// URL',
    );
    expect(bad({ 'playground-url': 'https://u:p@example.com/' })).toBe(
      'input playground-url: must not hold credentials',
    );
    expect(bad({ 'playground-url': 'https://example.com/#s=x' })).toBe(
      'input playground-url: must not have a fragment (#...): the link puts the state there',
    );
    expect(
      readInputs(reader({ manifests: 'a', live: 'base', 'playground-url': 'https://pg.example.com' }))
        .playgroundUrl,
    ).toBe('https://pg.example.com/');
  });
});

describe('action.yml', () => {
  const repoRoot = join(import.meta.dirname, '..', '..');
  const action = parse(readFileSync(join(repoRoot, 'action.yml'), 'utf8')) as {
    runs: unknown;
    inputs: Record<string, { description: string; default?: string }>;
    outputs: Record<string, { description: string }>;
  };

  it('runs the committed bundle on node24', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'action/dist/index.js' });
  });

  it('documents exactly the inputs inputs.ts reads, each in docs/action.md too', () => {
    const asked = new Set<string>();
    readInputs((name) => {
      asked.add(name);
      return { manifests: 'a', live: 'base' }[name] ?? '';
    });
    readInputs((name) => {
      asked.add(name);
      return { manifests: 'a', live: 'cluster' }[name] ?? '';
    });
    expect(new Set(Object.keys(action.inputs))).toEqual(asked);
    const docs = readFileSync(join(repoRoot, 'docs', 'action.md'), 'utf8');
    for (const [name, input] of Object.entries(action.inputs)) {
      expect(input.description.length, name).toBeGreaterThan(20);
      expect(docs, name).toContain(`| \`${name}\` |`);
    }
    expect(Object.keys(action.outputs)).toEqual([
      'conflicts',
      'invalid',
      'changed',
      'created',
      'unchanged',
      'errors',
      'deleted',
      'report',
    ]);
  });
});

describe('fail-on', () => {
  const summary = {
    objects: 4,
    create: 1,
    update: 1,
    unchanged: 0,
    conflict: 1,
    invalid: 0,
    error: 1,
    delete: 0,
    orphan: 0,
    conflicts: 2,
    managersAffected: [],
    conflictsWith: ['hpa', 'x'],
  };
  it('says why the step fails, or null', () => {
    expect(failure(summary, 'conflict')).toBe(
      '1 object conflicts (with "hpa", "x"); 1 object could not be previewed (fail-on: conflict)',
    );
    expect(failure({ ...summary, conflict: 0, error: 0 }, 'conflict')).toBeNull();
    expect(failure({ ...summary, conflict: 0, error: 0 }, 'change')).toBe(
      '1 object is created; 1 object changes (fail-on: change)',
    );
    expect(failure(summary, 'never')).toBeNull();
  });
});
