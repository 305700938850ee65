// The blame view: a Deployment written by several managers (built with the
// engine's own apply and update, so managedFields are what kube-apiserver would
// write), atomic values owned as a whole, sets, Secrets, and YAML that reads back
// to the object for awkward keys and values.

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { apply, update } from '../../core/managed/fieldmanager.ts';
import { ManagedFieldsError } from '../../core/managed/managedfields.ts';
import type { OperationResult } from '../../core/managed/types.ts';
import { renderBlame } from '../../core/preview/render/blame.ts';
import { SECRET_MASK } from '../../core/preview/types.ts';
import { builtinType } from '../../core/schema/builtin/index.ts';
import { deduced, type TypeNode } from '../../core/schema/model.ts';
import { isObject, type JsonObject, type JsonValue, setOwn } from '../../core/value.ts';

const NOW = '2026-03-01T10:00:00Z';

function ok(r: OperationResult): JsonObject {
  if (!r.ok) throw new Error(`fixture step failed: ${r.status.message}`);
  return r.object;
}

function schemaOf(apiVersion: string, kind: string): TypeNode {
  const t = builtinType(apiVersion, kind);
  if (t === null) throw new Error(`no built-in ${apiVersion} ${kind}`);
  return t;
}

const deploymentType = schemaOf('apps/v1', 'Deployment');

function manifest(): JsonObject {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', namespace: 'shop', labels: { app: 'web' }, finalizers: ['example.com/keep'] },
    spec: {
      replicas: 3,
      selector: { matchLabels: { app: 'web' } },
      template: {
        metadata: { labels: { app: 'web' } },
        spec: {
          containers: [
            {
              name: 'app',
              image: 'nginx:1.25',
              args: ['--port', '8080'],
              ports: [{ containerPort: 8080 }],
              env: [{ name: 'MODE', value: 'prod' }],
            },
          ],
        },
      },
    },
  };
}

/**
 * kubectl applies the Deployment; the HPA scales it through /scale; the
 * controller writes status; a second applier (team-sidecar) adds a container and
 * shares the `app` label with kubectl.
 */
function deploymentWithManagers(): JsonObject {
  const opts = { schema: deploymentType, now: NOW };
  let live = ok(apply(null, manifest(), { ...opts, manager: 'kubectl' }));
  const scaled = structuredClone(live);
  (scaled.spec as JsonObject).replicas = 5;
  live = ok(update(live, scaled, { ...opts, manager: 'horizontal-pod-autoscaler', subresource: 'scale' }));
  const withStatus = structuredClone(live);
  withStatus.status = { replicas: 5, conditions: [{ type: 'Available', status: 'True' }] };
  live = ok(update(live, withStatus, { ...opts, manager: 'kube-controller-manager', subresource: 'status' }));
  live = ok(
    apply(
      live,
      {
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        metadata: { name: 'web', namespace: 'shop', labels: { app: 'web' } },
        spec: {
          template: {
            spec: {
              containers: [
                { name: 'sidecar', image: 'envoy:1.30', command: ['envoy', '-c', '/etc/envoy.yaml'] },
              ],
            },
          },
        },
      },
      { ...opts, manager: 'team-sidecar' },
    ),
  );
  return live;
}

/** The comment of the first line whose code part matches. */
function ownersOf(out: string, code: RegExp): string {
  const line = out.split('\n').find((l) => code.test(l.split(/\s+#\s/)[0]));
  if (line === undefined) throw new Error(`no line matches ${code}\n${out}`);
  const i = line.search(/\s#\s/);
  return i < 0 ? '' : line.slice(i).replace(/^\s+#\s/, '');
}

function withoutManagedFields(o: JsonObject): JsonObject {
  const copy = structuredClone(o);
  if (isObject(copy.metadata)) delete copy.metadata.managedFields;
  return copy;
}

/** The YAML read back as YAML 1.2 and as YAML 1.1 (kubectl): both must give the same data. */
function readBack(out: string): JsonValue {
  const v12 = parse(out) as JsonValue;
  const v11 = parse(out, { version: '1.1' }) as JsonValue;
  expect(v11).toEqual(v12);
  return v12;
}

const KCM_STATUS = 'kube-controller-manager (Update with subresource "status" using apps/v1)';
const HPA = 'horizontal-pod-autoscaler (Update with subresource "scale" using apps/v1)';

describe('renderBlame', () => {
  const live = deploymentWithManagers();
  const out = renderBlame(live, deploymentType);

  it('prints each line with its owners, without managedFields', () => {
    expect(out.split('\n')[0]).toBe(
      '# Deployment shop/web: owners from metadata.managedFields (4 entries, not shown)',
    );
    expect(out).not.toContain('managedFields:');
    expect(out).not.toContain('fieldsV1');
    expect(ownersOf(out, /^ {2}replicas: 5$/)).toBe(HPA);
    expect(ownersOf(out, /^ {4}app: web$/)).toBe('kubectl (Apply), team-sidecar (Apply)');
    expect(ownersOf(out, /^ {2}finalizers:$/)).toBe('');
    expect(ownersOf(out, /^ {4}- example\.com\/keep$/)).toBe('kubectl (Apply)');
    expect(ownersOf(out, /^ {8}- name: app$/)).toBe('kubectl (Apply)');
    expect(ownersOf(out, /^ {10}image: nginx:1\.25$/)).toBe('kubectl (Apply)');
    expect(ownersOf(out, /^ {8}- name: sidecar$/)).toBe('team-sidecar (Apply)');
    expect(ownersOf(out, /^ {10}image: envoy:1\.30$/)).toBe('team-sidecar (Apply)');
    expect(ownersOf(out, /^ {2}replicas: 5$/)).toBe(HPA);
    expect(ownersOf(out, /^status:$/)).toBe(KCM_STATUS);
    expect(ownersOf(out, /^ {4}- type: Available$/)).toBe(KCM_STATUS);
    // Granular structs and not-owned fields carry no comment.
    expect(ownersOf(out, /^spec:$/)).toBe('');
    expect(ownersOf(out, /^ {2}name: web$/)).toBe('');
    expect(ownersOf(out, /^ {6}containers:$/)).toBe('');
  });

  it('lines inside an atomic value show the owner of the atomic value', () => {
    // LabelSelector is an atomic map; args and command are atomic lists.
    expect(ownersOf(out, /^ {2}selector:$/)).toBe('kubectl (Apply)');
    expect(ownersOf(out, /^ {4}matchLabels:$/)).toBe('kubectl (Apply)');
    expect(ownersOf(out, /^ {6}app: web$/)).toBe('kubectl (Apply)');
    expect(ownersOf(out, /^ {10}args:$/)).toBe('kubectl (Apply)');
    expect(ownersOf(out, /^ {12}- "--port"$/)).toBe('kubectl (Apply)');
    expect(ownersOf(out, /^ {12}- envoy$/)).toBe('team-sidecar (Apply)');
    // The env list is keyed by name: its item and fields are owned one by one.
    expect(ownersOf(out, /^ {12}- name: MODE$/)).toBe('kubectl (Apply)');
    expect(ownersOf(out, /^ {14}value: prod$/)).toBe('kubectl (Apply)');
  });

  it('reads back as the object without managedFields, comments aligned', () => {
    expect(readBack(out)).toEqual(withoutManagedFields(live));
    const columns = out
      .split('\n')
      .filter((l) => / {2}# /.test(l) && l.search(/ {2}# /) < 64)
      .map((l) => l.indexOf('# '));
    expect(new Set(columns).size).toBe(1);
  });

  it('colours owner comments only when asked', () => {
    expect(out).not.toContain('\u001b');
    const coloured = renderBlame(live, deploymentType, { color: true });
    expect(coloured).toContain('\u001b[36mkubectl (Apply)\u001b[0m');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping ANSI codes
    expect(coloured.replace(/\u001b\[[0-9;]*m/g, '')).toBe(out);
  });

  it('masks Secret data, stringData and the last-applied copy of them', () => {
    const schema = schemaOf('v1', 'Secret');
    const lastApplied = JSON.stringify({
      apiVersion: 'v1',
      kind: 'Secret',
      data: { password: 'aHVudGVyMg==' },
    });
    const secret = ok(
      apply(
        null,
        {
          apiVersion: 'v1',
          kind: 'Secret',
          metadata: {
            name: 'db',
            namespace: 'shop',
            annotations: {
              'kubectl.kubernetes.io/last-applied-configuration': lastApplied,
              team: 'payments',
            },
          },
          type: 'Opaque',
          data: { password: 'aHVudGVyMg==', 'multi-line': 'bGluZTEKbGluZTI=' },
          stringData: { token: 's3cr3t\nt0ken' },
        },
        { manager: 'kubectl', schema, now: NOW },
      ),
    );
    const text = renderBlame(secret, schema);
    for (const v of ['aHVudGVyMg==', 'bGluZTEKbGluZTI=', 's3cr3t', 't0ken']) expect(text).not.toContain(v);
    expect(text).toContain('# Secret data and stringData values are hidden');
    expect(ownersOf(text, /^ {2}password: /)).toBe('kubectl (Apply)');
    const back = readBack(text) as JsonObject;
    expect(back.data).toEqual({ password: SECRET_MASK, 'multi-line': SECRET_MASK });
    expect(back.stringData).toEqual({ token: SECRET_MASK });
    expect((back.metadata as JsonObject).annotations).toEqual({
      'kubectl.kubernetes.io/last-applied-configuration': SECRET_MASK,
      team: 'payments',
    });
    expect(back.type).toBe('Opaque');
  });

  it('prints any JSON value as YAML that reads back the same', () => {
    const awkward: JsonObject = {
      apiVersion: 'example.com/v1',
      kind: 'Widget',
      metadata: { name: 'w' },
      '': 'empty key',
      '80': 'numeric key',
      yes: 'bool-like key',
      'a: b': 'colon key',
      '#c': 'hash key',
      '- d': 'dash key',
      'new\nline': 'newline key',
      strings: [
        '',
        ' leading',
        'trailing ',
        'true',
        'Yes',
        'off',
        'null',
        '~',
        '1.25',
        '0755',
        '1e3',
        '0x1F',
        '12:30',
        '2024-01-02',
        '500m',
        '10Gi',
        '.inf',
        '-',
        '*ref',
        '&anchor',
        '!tag',
        '@at',
        '%pct',
        '`tick',
        'a # not a comment',
        'key: value',
        'ends:',
        '"quoted"',
        "'single'",
        '[flow]',
        '{flow}',
        'tab\there',
        'bell\u0007 esc\u001b del\u007f c1\u0085 ls\u2028 bom\ufeff',
        'emoji 😀 and ünïcode',
        'lone \ud800 surrogate',
      ],
      multiline: [
        'line1\nline2',
        'kept\n',
        'two\n\n',
        '\nleading newline',
        '  indented\nfirst',
        'x\n  \ny',
        'crlf\r\nx',
      ],
      numbers: [0, -1, 0.5, 1e21, 1.5e-7, -0, 123456789012],
      others: [true, false, null, {}, [], [[]], [{}], [[1, 2], ['a']], { a: { b: { c: [] } } }],
    };
    // `__proto__` and `constructor` are ordinary keys (as JSON.parse makes them).
    setOwn(awkward, '__proto__', JSON.parse('{"constructor": "x", "toString": []}'));
    expect(Object.hasOwn(awkward, '__proto__')).toBe(true);
    const text = renderBlame(awkward, deduced);
    expect(text).toContain('\n__proto__:\n  constructor: x\n  toString: []\n');
    // JSON turns -0 into 0, as YAML does.
    expect(readBack(text)).toEqual(JSON.parse(JSON.stringify(awkward)));
    // Readable where it can be: plain scalars and literal blocks.
    expect(text).toContain('\n  - |-\n    line1\n    line2\n');
    expect(text).toContain('\n  - 500m\n');
    expect(text).toContain('\n  - "1.25"\n');
    expect(text).toContain('\n"80": numeric key\n');
    // Control characters never reach the output raw.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: checking for control characters
    expect(text.replaceAll('\n', '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\ufeff]/);
  });

  it('owns a deduced object granularly except for lists, which are atomic', () => {
    const live = ok(
      apply(
        null,
        {
          apiVersion: 'example.com/v1',
          kind: 'Widget',
          metadata: { name: 'w', labels: { a: '1' } },
          spec: { size: 3, items: [{ name: 'x' }, { name: 'y' }], nested: { deep: 'v' } },
        },
        { manager: 'ci', now: NOW },
      ),
    );
    const text = renderBlame(live, deduced);
    expect(ownersOf(text, /^ {2}size: 3$/)).toBe('ci (Apply)');
    expect(ownersOf(text, /^ {2}items:$/)).toBe('ci (Apply)');
    expect(ownersOf(text, /^ {4}- name: "y"$/)).toBe('ci (Apply)');
    // Every key of a deduced map is owned itself, maps included.
    expect(ownersOf(text, /^ {2}nested:$/)).toBe('ci (Apply)');
    expect(ownersOf(text, /^ {4}deep: v$/)).toBe('ci (Apply)');
    expect(ownersOf(text, /^ {4}a: "1"$/)).toBe('ci (Apply)');
  });

  it('says so when nobody manages the object, and refuses unreadable managedFields', () => {
    const text = renderBlame(
      { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' }, data: { a: 'b' } },
      deduced,
    );
    expect(text).toBe(
      '# ConfigMap c: owners from metadata.managedFields (no entries: no field has an owner)\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndata:\n  a: b\n',
    );
    expect(() =>
      renderBlame(
        {
          apiVersion: 'v1',
          kind: 'ConfigMap',
          metadata: { name: 'c', managedFields: [{ manager: 'x', operation: 'Patch' }] },
        },
        deduced,
      ),
    ).toThrow(ManagedFieldsError);
  });

  it('quotes manager names that could break the comment', () => {
    // The API server refuses such a name in a write (core/server/refuse.ts): the
    // object is made with a plain one, renamed in its managedFields afterwards.
    const live = ok(
      apply(
        null,
        { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' }, data: { a: 'b' } },
        { manager: 'plain', schema: schemaOf('v1', 'ConfigMap'), now: NOW },
      ),
    );
    const entries = (live.metadata as JsonObject).managedFields as JsonObject[];
    (live.metadata as JsonObject).managedFields = entries.map((e) => ({ ...e, manager: 'evil\nname, "x"' }));
    const text = renderBlame(live, schemaOf('v1', 'ConfigMap'));
    expect(ownersOf(text, /^ {2}a: b$/)).toBe('"evil\\nname, \\"x\\"" (Apply)');
    expect(text.split('\n')).toHaveLength(8);
  });
});
