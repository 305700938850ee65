// The command line, driven through `run()` with captured streams, and through
// the bundle the package runs (cli/dist/apply-preview.mjs, its `bin`) in a child
// process: the same results as the sources.

import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { CliIO } from '../cli/io.ts';
import { parseDocuments } from '../cli/io.ts';
import { run } from '../cli/main.ts';
import { isObject, type JsonObject, type JsonValue } from '../core/value.ts';

const repo = resolve(import.meta.dirname, '..');
const LIVE = join(repo, 'examples/configmap-live.yaml');
const INTENT = join(repo, 'examples/configmap-intent.yaml');
const SCENARIO = join(repo, 'examples/scenario-configmap-conflict.json');
const NOW = '2024-01-02T03:04:05Z';

const dir = mkdtempSync(join(tmpdir(), 'apply-preview-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

async function cli(argv: string[], stdin = ''): Promise<Ran> {
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

function oneDoc(text: string): JsonObject {
  const docs = parseDocuments(text, 'stdout');
  expect(docs).toHaveLength(1);
  expect(isObject(docs[0])).toBe(true);
  return docs[0] as JsonObject;
}

function at(v: JsonValue | undefined, ...path: (string | number)[]): JsonValue | undefined {
  let cur = v;
  for (const k of path) {
    if (typeof k === 'number') cur = Array.isArray(cur) ? cur[k] : undefined;
    else cur = isObject(cur) && Object.hasOwn(cur, k) ? cur[k] : undefined;
  }
  return cur;
}

function managers(obj: JsonObject): string[] {
  const mf = at(obj, 'metadata', 'managedFields');
  return Array.isArray(mf) ? mf.map((e) => `${String(at(e, 'manager'))}/${String(at(e, 'operation'))}`) : [];
}

/** A user error: one line on stderr, no stack trace. */
function expectOneLine(stderr: string): void {
  expect(stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(stderr).not.toMatch(/\n\s+at /);
}

const CONFLICTING = `apiVersion: v1
kind: ConfigMap
metadata:
  name: test-cm
  namespace: default
data:
  controller-key: mine now
`;

describe('apply', () => {
  it('prints the merged object with managedFields (the npm start example)', async () => {
    const r = await cli(['apply', '--manager', 'kubectl', '--live', LIVE, '--now', NOW, INTENT]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const obj = oneDoc(r.stdout);
    expect(obj.data).toEqual({
      key: 'new value',
      'controller-key': 'set by the controller',
      'other-key': 'added by kubectl',
    });
    expect(managers(obj)).toEqual(['kubectl/Apply', 'kube-controller-manager/Update']);
    expect(at(obj, 'metadata', 'managedFields', 0, 'time')).toBe(NOW);
    expect(at(obj, 'metadata', 'managedFields', 0, 'fieldsV1', 'f:data', 'f:other-key')).toEqual({});
  });

  it("--owner names the Helm release a tool's write puts on the object; without an owning applier it is a usage error", async () => {
    const r = await cli(['apply', '--applier', 'helm4', '--owner', 'prod/shop', '--now', NOW, INTENT]);
    expect(r.code, r.stderr).toBe(0);
    const obj = oneDoc(r.stdout);
    expect(at(obj, 'metadata', 'annotations')).toEqual({
      'meta.helm.sh/release-name': 'shop',
      'meta.helm.sh/release-namespace': 'prod',
    });
    expect(managers(obj)).toEqual(['helm/Apply']);
    const plain = await cli(['apply', '--manager', 'kubectl', '--owner', 'prod/shop', INTENT]);
    expect(plain.code).toBe(2);
    expect(plain.stderr).toContain('owner: a plain apply writes no owner metadata');
  });

  it('says on stderr when the owner a tool writes was assumed (the applier-owner note)', async () => {
    const r = await cli(['apply', '--applier', 'flux', '--now', NOW, INTENT]);
    expect(r.code, r.stderr).toBe(0);
    expect(at(oneDoc(r.stdout), 'metadata', 'labels', 'kustomize.toolkit.fluxcd.io/name')).toBe('default');
    expect(r.stderr).toContain(
      'note: The live object names no Flux Kustomization, so the preview writes Flux Kustomization default/default',
    );
    const named = await cli([
      'apply',
      '--applier',
      'flux',
      '--owner',
      'flux-system/shop',
      '--now',
      NOW,
      INTENT,
    ]);
    expect(named.stderr).not.toContain('names no Flux Kustomization');
  });

  it('--owner argocd/NAME is the Application in the controller namespace, tracked as NAME; the id is printed', async () => {
    const tracking = (text: string) =>
      at(oneDoc(text), 'metadata', 'annotations', 'argocd.argoproj.io/tracking-id');
    const home = await cli(['apply', '--applier', 'argocd', '--owner', 'argocd/shop', '--now', NOW, INTENT]);
    expect(home.code, home.stderr).toBe(0);
    expect(tracking(home.stdout)).toBe('shop:/ConfigMap:default/test-cm');
    expect(home.stderr).toContain(
      'note: Argo CD tracks the object by argocd.argoproj.io/tracking-id: shop:/ConfigMap:default/test-cm\n',
    );
    const other = await cli(['apply', '--applier', 'argocd', '--owner', 'team/shop', '--now', NOW, INTENT]);
    expect(tracking(other.stdout)).toBe('team_shop:/ConfigMap:default/test-cm');
    expect(other.stderr).toContain('tracking-id: team_shop:/ConfigMap:default/test-cm\n');
  });

  it('exits 1 with the API server Status for a conflict', async () => {
    const intent = file('conflict.yaml', CONFLICTING);
    const r = await cli(['apply', '--manager', 'kubectl', '--live', LIVE, intent]);
    expect(r.code).toBe(1);
    const status = oneDoc(r.stdout);
    expect(status.kind).toBe('Status');
    expect(status.code).toBe(409);
    expect(status.reason).toBe('Conflict');
    expect(status.message).toBe(
      'Apply failed with 1 conflict: conflict with "kube-controller-manager" using v1: .data.controller-key',
    );
    expect(at(status, 'details', 'causes', 0)).toEqual({
      reason: 'FieldManagerConflict',
      message: 'conflict with "kube-controller-manager" using v1',
      field: '.data.controller-key',
    });
  });

  it('takes the field with --force', async () => {
    const intent = file('conflict-force.yaml', CONFLICTING);
    const r = await cli(['apply', '--manager', 'kubectl', '--force', '--live', LIVE, intent]);
    expect(r.code).toBe(0);
    const obj = oneDoc(r.stdout);
    expect(at(obj, 'data', 'controller-key')).toBe('mine now');
    // kube-controller-manager owned nothing else: its entry is gone.
    expect(managers(obj)).toEqual(['kubectl/Apply']);
  });

  it('reads the intent from stdin', async () => {
    const r = await cli(
      ['apply', '--manager', 'kubectl', '--live', LIVE, '-'],
      CONFLICTING.replace('mine now', 'x'),
    );
    expect(r.code).toBe(1);
  });

  it('applies several documents, each onto its own live object', async () => {
    const live = file(
      'two-live.yaml',
      `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata: {x: "1"}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: b}\ndata: {k: "2"}\n`,
    );
    const intent = file(
      'two.yaml',
      `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: b}\ndata: {k: "2", w: "3"}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata: {z: "4"}\n`,
    );
    const r = await cli(['apply', '--manager', 'm', '--live', live, intent]);
    expect(r.code).toBe(0);
    const docs = parseDocuments(r.stdout, 'stdout');
    expect(docs.map((d) => at(d, 'data'))).toEqual([{ k: '2', w: '3' }, { z: '4' }]);
    // b existed without managedFields: its fields went to before-first-apply.
    expect(managers(docs[0] as JsonObject)).toEqual(['m/Apply', 'before-first-apply/Update']);
    expect(managers(docs[1] as JsonObject)).toEqual(['m/Apply']);
  });

  it('exits 1 with a 400 Status for an object that does not match the schema', async () => {
    const schema = file(
      'schema.json',
      JSON.stringify({
        type: 'object',
        properties: {
          apiVersion: { type: 'string' },
          kind: { type: 'string' },
          metadata: { type: 'object' },
          spec: { type: 'object', properties: { replicas: { type: 'integer' } } },
        },
      }),
    );
    const intent = file(
      'bad-type.yaml',
      'apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\nspec: {replicas: three}\n',
    );
    const r = await cli(['apply', '--manager', 'm', '--schema', schema, intent]);
    expect(r.code).toBe(1);
    const status = oneDoc(r.stdout);
    expect(status.code).toBe(400);
    expect(String(status.message)).toContain('.spec.replicas');
  });

  it('exits 2 naming the file and line of a YAML error', async () => {
    const bad = file('bad.yaml', 'apiVersion: v1\nkind: ConfigMap\nkind: Secret\n');
    const r = await cli(['apply', '--manager', 'kubectl', bad]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expectOneLine(r.stderr);
    expect(r.stderr).toContain(`${bad}:3:`);
    expect(r.stderr).toMatch(/unique/);
  });

  it('exits 2 naming an unreadable file', async () => {
    const missing = join(dir, 'missing.yaml');
    const r = await cli(['apply', '--manager', 'kubectl', '--live', missing, INTENT]);
    expect(r.code).toBe(2);
    expectOneLine(r.stderr);
    expect(r.stderr).toBe(`apply-preview: ${missing}: cannot read: no such file or directory\n`);
  });

  it('stops reading a file that never ends at the file limit (a link to /dev/zero)', async () => {
    const zero = join(dir, 'zero.yaml');
    symlinkSync('/dev/zero', zero);
    const r = await cli(['apply', '--manager', 'kubectl', '--live', zero, INTENT]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`apply-preview: ${zero}: cannot read: larger than 32 MiB\n`);
  });

  it('rejects unknown flags, a missing manager and a bad --now', async () => {
    for (const argv of [
      ['apply', '--manager', 'kubectl', '--frce', INTENT],
      ['apply', INTENT],
      ['apply', '--manager', 'kubectl', '--now', 'yesterday', INTENT],
      ['update', '--manager', 'm', '--force', INTENT],
      ['frobnicate'],
    ]) {
      const r = await cli(argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('prints help for each command', async () => {
    for (const argv of [
      ['--help'],
      ['apply', '--help'],
      ['update', '-h'],
      ['simulate', '--help'],
      ['help', 'apply'],
    ]) {
      const r = await cli(argv);
      expect(r.code, argv.join(' ')).toBe(0);
      expect(r.stdout).toMatch(/^Usage: apply-preview/);
    }
  });

  it('keeps __proto__ and constructor as ordinary keys through YAML in and out', async () => {
    const intent = file(
      'proto.yaml',
      'apiVersion: example.com/v1\nkind: Thing\nmetadata:\n  name: t\nspec:\n  __proto__:\n    polluted: true\n  constructor: c\ndata:\n  __proto__: "yes"\n',
    );
    const r = await cli(['apply', '--manager', 'm', '--now', NOW, intent]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('__proto__:');
    expect(r.stdout).toContain('f:__proto__');
    const obj = oneDoc(r.stdout);
    const spec = obj.spec as JsonObject;
    expect(Object.keys(spec)).toEqual(['__proto__', 'constructor']);
    expect(Object.getOwnPropertyDescriptor(spec, '__proto__')?.value).toEqual({ polluted: true });
    expect(Object.getPrototypeOf(spec)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(obj.data as JsonObject, '__proto__')?.value).toBe('yes');
    expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
  });
});

describe('YAML', () => {
  it('reads YAML as kubectl does (1.1 booleans and octals) and prints strings that read back the same', async () => {
    const intent = file(
      'yaml11.yaml',
      'apiVersion: example.com/v1\nkind: Thing\nmetadata: {name: t}\nspec:\n  a: yes\n  b: "yes"\n  c: 0755\n  d: "0755"\n  e: 2024-01-02\n  f: 1:20\n',
    );
    const r = await cli(['apply', '--manager', 'm', intent]);
    expect(r.code).toBe(0);
    expect(oneDoc(r.stdout).spec).toEqual({
      a: true,
      b: 'yes',
      c: 493,
      d: '0755',
      e: '2024-01-02',
      f: '1:20',
    });
    expect(r.stdout).toContain('b: "yes"');
    expect(r.stdout).toContain('d: "0755"');
  });
});

describe('update', () => {
  it('gives the updater the fields it changed', async () => {
    const obj = file(
      'update.yaml',
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: test-cm\n  namespace: default\n  labels:\n    test-label: test\ndata:\n  key: some value\n  controller-key: changed\n',
    );
    const r = await cli([
      'update',
      '--manager',
      'kube-controller-manager',
      '--live',
      LIVE,
      '--now',
      NOW,
      obj,
    ]);
    expect(r.code).toBe(0);
    const out = oneDoc(r.stdout);
    expect(at(out, 'data', 'controller-key')).toBe('changed');
    expect(managers(out)).toEqual(['kubectl/Apply', 'kube-controller-manager/Update']);
    expect(at(out, 'metadata', 'managedFields', 1, 'time')).toBe(NOW);
  });

  it('--subresource scale takes a Scale with its parent as --live (docs/cli.md)', async () => {
    const deploy = file(
      'scale-deploy.yaml',
      'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\n  namespace: shop\n  uid: 11111111-2222-3333-4444-555555555555\n  resourceVersion: "7"\n  creationTimestamp: "2024-01-01T00:00:00Z"\nspec:\n  replicas: 2\n  selector:\n    matchLabels:\n      app: web\n  template:\n    metadata:\n      labels:\n        app: web\n    spec:\n      containers:\n      - name: web\n        image: nginx\n',
    );
    const scale = file(
      'scale.yaml',
      'apiVersion: autoscaling/v1\nkind: Scale\nmetadata:\n  name: web\n  namespace: shop\nspec:\n  replicas: 5\n',
    );
    const r = await cli([
      'update',
      '--subresource',
      'scale',
      '--manager',
      'horizontal-pod-autoscaler',
      '--live',
      deploy,
      '--now',
      NOW,
      scale,
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = oneDoc(r.stdout);
    expect(out.kind).toBe('Scale');
    expect(at(out, 'spec', 'replicas')).toBe(5);
  });
});

describe('simulate', () => {
  it('prints one JSON result', async () => {
    const r = await cli(['simulate', SCENARIO]);
    expect(r.code).toBe(0);
    expect(
      r.stdout.startsWith(
        '{\n  "schemaSource": "builtin:1.35",\n  "kubernetesVersion": "1.35.7",\n  "steps": [',
      ),
    ).toBe(true);
    const out = JSON.parse(r.stdout);
    expect(out.steps).toHaveLength(2);
    expect(out.steps[0].ok).toBe(false);
    expect(out.steps[0].status.message).toBe(
      'Apply failed with 1 conflict: conflict with "kubectl": .data.b',
    );
    expect(out.steps[0].conflicts).toEqual([{ manager: 'kubectl', operation: 'Apply', path: '.data.b' }]);
    expect(out.steps[1].ok).toBe(true);
    expect(out.steps[1].object.data).toEqual({ a: '1', b: '3' });
  });

  it('reads the scenario from stdin', async () => {
    const r = await cli(['simulate', '-'], JSON.stringify({ live: null, steps: [] }));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ schemaSource: 'deduced', kubernetesVersion: '1.35.7', steps: [] });
  });

  it('exits 2 naming the field of a bad scenario', async () => {
    const bad = file(
      'bad-scenario.json',
      JSON.stringify({ live: null, steps: [{ op: 'patch', manager: 'm', object: {} }] }),
    );
    const r = await cli(['simulate', bad]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expectOneLine(r.stderr);
    expect(r.stderr).toBe(
      `apply-preview: ${bad}: steps[0].op: must be "apply", "create", "update" or "client-side-apply"\n`,
    );
  });

  it('exits 2 naming the line of malformed JSON', async () => {
    const bad = file('broken.json', '{\n  "live": null,\n  "steps": [\n    {"op": "apply",,}\n  ]\n}\n');
    const r = await cli(['simulate', bad]);
    expect(r.code).toBe(2);
    expectOneLine(r.stderr);
    expect(r.stderr).toContain(`${bad}:4:`);
  });

  it('--bench 5 prints one JSON line with a positive nsPerSequence', async () => {
    const r = await cli(['simulate', '--bench', '5', SCENARIO]);
    expect(r.code).toBe(0);
    expect(r.stdout.trimEnd().split('\n')).toHaveLength(1);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(['nsPerSequence', 'iterations', 'steps']);
    expect(out.nsPerSequence).toBeGreaterThan(0);
    expect(out.iterations).toBe(5);
    expect(out.steps).toBe(2);
  });

  it('rejects a bad --bench count', async () => {
    const r = await cli(['simulate', '--bench', '0', SCENARIO]);
    expect(r.code).toBe(2);
  });
});

describe('the bundled command (cli/dist/apply-preview.mjs)', () => {
  const exec = promisify(execFile);
  const bin = join(repo, 'cli/dist/apply-preview.mjs');

  it('prints what the sources print, and runs without a TypeScript loader', async () => {
    for (const argv of [
      ['simulate', SCENARIO],
      ['apply', '--manager', 'kubectl', '--live', LIVE, '--now', NOW, INTENT],
      ['blame', LIVE],
      ['--version'],
    ]) {
      const child = await exec(process.execPath, [bin, ...argv], {
        cwd: repo,
        env: { ...process.env, NO_COLOR: '1', NODE_OPTIONS: '' },
      });
      const source = await cli(argv);
      expect(source.code).toBe(0);
      expect(child.stdout).toBe(source.stdout);
    }
    expect((await exec(process.execPath, [bin, '--version'])).stdout).toMatch(/^apply-preview \d+\.\d+\.\d+/);
  });

  it('is the package bin, and the repository launcher runs it', async () => {
    const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as {
      bin: Record<string, string>;
    };
    expect(pkg.bin['apply-preview']).toBe('cli/dist/apply-preview.mjs');
    expect(readFileSync(bin, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    const launcher = await exec(process.execPath, [
      join(repo, 'bin/apply-preview.mjs'),
      'simulate',
      SCENARIO,
    ]);
    expect(launcher.stdout).toBe((await cli(['simulate', SCENARIO])).stdout);
  });

  it('runs the apply example in a child process', async () => {
    const r = await exec(
      process.execPath,
      [bin, 'apply', '--manager', 'kubectl', '--live', LIVE, '--now', NOW, INTENT],
      {
        cwd: repo,
      },
    );
    const obj = oneDoc(r.stdout);
    expect(at(obj, 'data', 'key')).toBe('new value');
    expect(managers(obj)).toEqual(['kubectl/Apply', 'kube-controller-manager/Update']);
  });

  it('sets the exit status of a conflict', async () => {
    const intent = file('conflict-child.yaml', CONFLICTING);
    const err = await exec(process.execPath, [bin, 'apply', '--manager', 'kubectl', '--live', LIVE, intent], {
      cwd: repo,
    }).then(
      () => null,
      (e: { code?: number; stdout?: string; stderr?: string }) => e,
    );
    expect(err?.code).toBe(1);
    expect(oneDoc(err?.stdout ?? '').code).toBe(409);
    expect(err?.stderr).toContain('Apply failed with 1 conflict');
  });
});

describe('YAML read as kubectl reads it', () => {
  it("keeps the `.` key of kubectl's managedFields output and needs a digit in a float", () => {
    const [doc] = parseDocuments(
      'fieldsV1:\n  f:spec:\n    .: {}\n    f:replicas: {}\nnums: [.5, 1.5e3, 1_000.5, .e5, 0777, 1e3]\nflag: yes\nwhen: 2001-12-14\n',
      'kubectl-output.yaml',
    );
    expect(doc).toEqual({
      fieldsV1: { 'f:spec': { '.': {}, 'f:replicas': {} } },
      nums: [0.5, 1500, 1000.5, '.e5', 511, 1000],
      flag: true,
      when: '2001-12-14',
    });
  });
});

// What kube-apiserver refuses (core/server/refuse.ts) and integers beyond a double,
// through the command line: the same Status as the API, and the exact digits.
describe('refused as kube-apiserver refuses it', () => {
  it('an object without kind: exit 1, the 400 Status on stdout, one line on stderr, data values masked', async () => {
    const intent = file(
      'nokind.yaml',
      'apiVersion: v1\nmetadata:\n  name: s\nstringData:\n  password: hunter2\n',
    );
    const r = await cli(['apply', '--manager', 'm', intent]);
    expect(r.code).toBe(1);
    const status = oneDoc(r.stdout);
    expect(status).toMatchObject({ kind: 'Status', code: 400, reason: 'BadRequest' });
    expect(status.message).toBe(
      `Object 'Kind' is missing in '{"apiVersion":"v1","metadata":{"name":"s"},"stringData":{"password":"***"}}'`,
    );
    expectOneLine(r.stderr);
    expect(r.stdout + r.stderr).not.toContain('hunter2');
  });

  it('a live object without apiVersion is refused before it is matched to the manifest', async () => {
    const live = file(
      'noapi-live.yaml',
      'kind: ConfigMap\nmetadata:\n  name: test-cm\n  namespace: default\n',
    );
    const r = await cli(['apply', '--manager', 'm', '--live', live, INTENT]);
    expect(r.code).toBe(1);
    expect(oneDoc(r.stdout).message).toBe(
      `Object 'apiVersion' is missing in '{"kind":"ConfigMap","metadata":{"name":"test-cm","namespace":"default"}}'`,
    );
  });

  it('update takes a missing kind and apiVersion from the live object', async () => {
    const obj = file(
      'update-nokind.yaml',
      'metadata:\n  name: test-cm\n  namespace: default\ndata:\n  key: v2\n',
    );
    const r = await cli(['update', '--manager', 'w', '--live', LIVE, '--now', NOW, obj]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = oneDoc(r.stdout);
    expect([out.apiVersion, out.kind]).toEqual(['v1', 'ConfigMap']);
  });

  it('a field manager over 128 bytes: 422, the name not repeated', async () => {
    const r = await cli(['apply', '--manager', 'k'.repeat(129), INTENT]);
    expect(r.code).toBe(1);
    const status = oneDoc(r.stdout);
    expect(status.code).toBe(422);
    expect(status.message).toBe(
      'PatchOptions.meta.k8s.io "" is invalid: fieldManager: Too long: may not be more than 128 bytes',
    );
    expect(r.stdout + r.stderr).not.toContain('kkkkkkkk');
    const u = await cli(['update', '--manager', 'k'.repeat(129), INTENT]);
    expect(oneDoc(u.stdout).message).toMatch(
      /^UpdateOptions\.meta\.k8s\.io "" is invalid: fieldManager: Too long/,
    );
  });

  it("a number beyond float64: exit 2, Go's message at its line", async () => {
    const intent = file(
      'huge.yaml',
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\nbinaryData: {}\nx: 1e400\n',
    );
    const r = await cli(['apply', '--manager', 'm', intent]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('huge.yaml:6:4: strconv.ParseFloat: parsing "1e400": value out of range');
    const j = file('huge.json', '{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"x"},"x":-1e999}');
    const rj = await cli(['apply', '--manager', 'm', j]);
    expect(rj.code).toBe(2);
    expect(rj.stderr).toContain('strconv.ParseFloat: parsing "-1e999": value out of range');
  });
});

describe('integers beyond a double (int64) through the command line', () => {
  const FX = join(repo, 'test/fixtures/int64');
  const args = ['--live', join(FX, 'live.yaml'), '--schema', join(FX, 'crd.yaml'), '--now', NOW];

  it('apply: the conflict names the exact key; forced, the object and managedFields keep every digit', async () => {
    const c = await cli(['apply', '--manager', 'me', ...args, join(FX, 'intent.yaml')]);
    expect(c.code).toBe(1);
    expect(c.stdout).toContain('- .spec.slots[id=9223372036854775807].note');
    const r = await cli(['apply', '--manager', 'me', '--force', ...args, join(FX, 'intent.yaml')]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('  big: 9007199254740992\n');
    expect(r.stdout).toContain(
      '  ids:\n    - 9007199254740993\n    - -9223372036854775808\n    - 9223372036854775807\n',
    );
    expect(r.stdout).toContain('            v:9007199254740993: {}\n            v:9223372036854775807: {}\n');
    expect(r.stdout).toContain('            k:{"id":9223372036854775807}:\n');
    // Read back as JSON text, exactly.
    const back = oneDoc(r.stdout);
    expect((back.spec as JsonObject).big).toBe(9007199254740992n);
  });

  it('preview: text, Markdown and JSON show the exact values', async () => {
    const dirArgs = [
      '--live',
      join(FX, 'live.yaml'),
      '--crds',
      join(FX, 'crd.yaml'),
      '--field-manager',
      'me',
    ];
    const text = await cli(['preview', ...dirArgs, '--color', 'never', join(FX, 'intent.yaml')]);
    expect(text.stdout).toContain('~ .spec.big: 9007199254740993 → 9007199254740992');
    const md = await cli(['preview', ...dirArgs, '--format', 'markdown', join(FX, 'intent.yaml')]);
    for (const n of ['9007199254740993', '9007199254740992', '9223372036854775807'])
      expect(md.stdout).toContain(n);
    expect(md.stdout).not.toContain('9223372036854776000');
    const json = await cli(['preview', ...dirArgs, '--format', 'json', join(FX, 'intent.yaml')]);
    expect(json.stdout).toMatch(/"before": 9007199254740993,\s+"after": 9007199254740992/);
    expect(json.stdout).toContain('"path": ".spec.ids[=9223372036854775807]"');
  });
});
