// `apply-preview blame`, driven through `run()` with captured streams, and once
// through the bundled command, cli/dist/apply-preview.mjs (not a terminal: no colour).

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { CliIO } from '../cli/io.ts';
import { run } from '../cli/main.ts';

const repo = resolve(import.meta.dirname, '..');
const LIVE = join(repo, 'examples/configmap-live.yaml');

const dir = mkdtempSync(join(tmpdir(), 'apply-preview-blame-'));
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

async function cli(argv: string[], opts: { stdin?: string; tty?: boolean } = {}): Promise<Ran> {
  let stdout = '';
  let stderr = '';
  const io: CliIO = {
    stdout: { write: (s: string) => (stdout += s), ...(opts.tty ? { isTTY: true } : {}) },
    stderr: { write: (s: string) => (stderr += s) },
    stdin: (async function* () {
      yield opts.stdin ?? '';
    })(),
  };
  const code = await run(argv, io);
  return { code, stdout, stderr };
}

/** The owner comment of the line starting with `code` (after indentation). */
function owners(out: string, code: string): string {
  const line = out.split('\n').find((l) => l.trimStart().startsWith(code));
  if (line === undefined) throw new Error(`no line ${code}\n${out}`);
  const i = line.indexOf('  # ');
  return i < 0 ? '' : line.slice(i + 4);
}

// A CRD whose spec.rules is a list keyed by name, and an object two appliers wrote.
const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: gates.example.com}
spec:
  group: example.com
  names: {kind: Gate, plural: gates}
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              properties:
                rules:
                  type: array
                  x-kubernetes-list-type: map
                  x-kubernetes-list-map-keys: [name]
                  items:
                    type: object
                    required: [name]
                    properties:
                      name: {type: string}
                      allow: {type: boolean}
`;

const GATE = `apiVersion: example.com/v1
kind: Gate
metadata:
  name: front
  namespace: edge
  managedFields:
    - manager: alice
      operation: Apply
      apiVersion: example.com/v1
      fieldsType: FieldsV1
      fieldsV1:
        f:spec:
          f:rules:
            k:{"name":"a"}:
              ".": {}
              f:name: {}
              f:allow: {}
    - manager: bob
      operation: Apply
      apiVersion: example.com/v1
      fieldsType: FieldsV1
      fieldsV1:
        f:spec:
          f:rules:
            k:{"name":"b"}:
              ".": {}
              f:name: {}
              f:allow: {}
spec:
  rules:
    - name: a
      allow: true
    - name: b
      allow: false
`;

// A MutatingAdmissionPolicy two appliers wrote, each owning one matchConditions item.
const POLICY = `apiVersion: admissionregistration.k8s.io/v1
kind: MutatingAdmissionPolicy
metadata:
  name: add-team-label
  managedFields:
    - manager: policy-author
      operation: Apply
      apiVersion: admissionregistration.k8s.io/v1
      fieldsType: FieldsV1
      fieldsV1:
        f:spec:
          f:failurePolicy: {}
          f:matchConditions:
            k:{"name":"not-kube-system"}:
              ".": {}
              f:expression: {}
              f:name: {}
    - manager: platform-team
      operation: Apply
      apiVersion: admissionregistration.k8s.io/v1
      fieldsType: FieldsV1
      fieldsV1:
        f:spec:
          f:matchConditions:
            k:{"name":"only-labelled"}:
              ".": {}
              f:expression: {}
              f:name: {}
spec:
  failurePolicy: Fail
  matchConditions:
    - name: not-kube-system
      expression: object.metadata.namespace != 'kube-system'
    - name: only-labelled
      expression: "'app' in object.metadata.labels"
`;

const savedNoColor = process.env.NO_COLOR;
afterEach(() => {
  if (savedNoColor === undefined) delete process.env.NO_COLOR;
  else process.env.NO_COLOR = savedNoColor;
});

describe('blame', () => {
  it('prints the live ConfigMap with the owner of each line', async () => {
    const r = await cli(['blame', LIVE]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe(
      '# ConfigMap default/test-cm: owners from metadata.managedFields (2 entries, not shown)',
    );
    expect(owners(r.stdout, 'test-label: test')).toBe('kubectl (Apply)');
    expect(owners(r.stdout, 'key: some value')).toBe('kubectl (Apply)');
    expect(owners(r.stdout, 'controller-key: set by the controller')).toBe(
      'kube-controller-manager (Update using v1)',
    );
    expect(r.stdout).not.toContain('managedFields:');
    expect(r.stdout).not.toContain('\u001b');
    expect(parse(r.stdout)).toEqual({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'test-cm', namespace: 'default', labels: { 'test-label': 'test' } },
      data: { key: 'some value', 'controller-key': 'set by the controller' },
    });
  });

  it('uses --schema: items of a keyed list have their own owners (deduced: the list is atomic, no item is owned)', async () => {
    const gate = file('gate.yaml', GATE);
    const withCrd = await cli(['blame', '--schema', file('crd.yaml', CRD), gate]);
    expect(withCrd.code).toBe(0);
    expect(owners(withCrd.stdout, '- name: a')).toBe('alice (Apply)');
    expect(owners(withCrd.stdout, 'allow: true')).toBe('alice (Apply)');
    expect(owners(withCrd.stdout, '- name: b')).toBe('bob (Apply)');
    expect(owners(withCrd.stdout, 'allow: false')).toBe('bob (Apply)');
    const deduced = await cli(['blame', gate]);
    expect(deduced.code).toBe(0);
    expect(owners(deduced.stdout, '- name: a')).toBe('');
    expect(owners(deduced.stdout, 'rules:')).toBe('');
    expect(deduced.stdout).toMatch(
      /^# \.spec\.rules: owned as a whole by this schema, but alice \(Apply\), bob \(Apply\) own fields inside it/m,
    );
    expect(withCrd.stdout).not.toContain('owned as a whole');
  });

  it('types the object with --kubernetes-version: MutatingAdmissionPolicy v1 is keyed by name from 1.36 only', async () => {
    // admissionregistration.k8s.io/v1 MutatingAdmissionPolicy is GA in 1.36 (scenarios
    // 100 and 101): spec.matchConditions is a list keyed by name there; 1.35 has no such
    // kind, so its deduced schema makes the list atomic and no item has an owner.
    const policy = file('policy.yaml', POLICY);
    const at136 = await cli(['blame', '--kubernetes-version', '1.36', policy]);
    expect(at136.stderr).toBe('');
    expect(at136.code).toBe(0);
    expect(owners(at136.stdout, '- name: not-kube-system')).toBe('policy-author (Apply)');
    expect(owners(at136.stdout, '- name: only-labelled')).toBe('platform-team (Apply)');
    expect(owners(at136.stdout, "expression: \"'app'")).toBe('platform-team (Apply)');
    const at135 = await cli(['blame', '--kubernetes-version=1.35.2', policy]);
    expect(at135.code).toBe(0);
    expect(owners(at135.stdout, '- name: not-kube-system')).toBe('');
    expect(owners(at135.stdout, '- name: only-labelled')).toBe('');
    expect(owners(at135.stdout, 'failurePolicy: Fail')).toBe('policy-author (Apply)');
    // What the atomic list cannot show is said, not dropped.
    expect(at135.stdout).toContain(
      '# .spec.matchConditions: owned as a whole by this schema, but policy-author (Apply), platform-team (Apply) own fields inside it',
    );
    expect(at136.stdout).not.toContain('owned as a whole by this schema');
    // No version: the newest modelled, which has the kind.
    expect((await cli(['blame', policy])).stdout).toBe(
      (await cli(['blame', '--kubernetes-version', '1.37', policy])).stdout,
    );
  });

  it('refuses a --kubernetes-version not modelled with the message apply gives', async () => {
    const r = await cli(['blame', '--kubernetes-version', '1.20', LIVE]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    const apply = await cli(['apply', '--manager', 'm', '--kubernetes-version', '1.20', LIVE]);
    expect(apply.code).toBe(2);
    const message = (s: string) => s.split('\n')[0].replace(/^apply-preview \w+: /, '');
    expect(message(r.stderr)).toBe(message(apply.stderr));
    expect(message(r.stderr)).toMatch(
      /^--kubernetes-version: Kubernetes 1\.20 is not modelled: apply-preview models 1\.33\.0-/,
    );
  });

  it('colours when stdout is a terminal, unless NO_COLOR or --color never', async () => {
    delete process.env.NO_COLOR;
    const tty = await cli(['blame', LIVE], { tty: true });
    expect(tty.stdout).toContain('\u001b[36mkubectl (Apply)\u001b[0m');
    expect((await cli(['blame', '--color', 'never', LIVE], { tty: true })).stdout).not.toContain('\u001b');
    expect((await cli(['blame', '--color', 'always', LIVE])).stdout).toContain('\u001b[');
    process.env.NO_COLOR = '1';
    expect((await cli(['blame', LIVE], { tty: true })).stdout).not.toContain('\u001b');
    const bad = await cli(['blame', '--color', 'sometimes', LIVE]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--color must be auto, always or never');
  });

  it('reads stdin and prints several documents one after the other', async () => {
    const text = `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata: {x: "1"}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: b}\n`;
    const r = await cli(['blame', '-'], { stdin: text });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      '# ConfigMap a: owners from metadata.managedFields (no entries: no field has an owner)\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\ndata:\n  x: "1"\n' +
        '---\n# ConfigMap b: owners from metadata.managedFields (no entries: no field has an owner)\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: b\n',
    );
  });

  it('hides Secret values', async () => {
    const secret = file(
      'secret.yaml',
      'apiVersion: v1\nkind: Secret\nmetadata: {name: s}\ndata: {password: aHVudGVyMg==}\nstringData: {token: hunter2}\n',
    );
    const r = await cli(['blame', secret]);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('aHVudGVyMg==');
    expect(r.stdout).not.toContain('hunter2');
    expect(r.stdout).toContain('password: (secret value hidden)');
  });

  it('exits 2 with one line naming the file for bad input', async () => {
    const bad = file(
      'bad-mf.yaml',
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n  managedFields:\n    - manager: x\n      operation: Patch\n      apiVersion: v1\n      fieldsType: FieldsV1\n',
    );
    const r = await cli(['blame', bad]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      `apply-preview: ${bad}: metadata.managedFields[0]: operation must be \`Apply\` or \`Update\`\n`,
    );
    const missing = await cli(['blame', join(dir, 'nope.yaml')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('nope.yaml: cannot read: no such file or directory');
    const none = await cli(['blame']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('apply-preview blame: missing the OBJECT file');
  });

  it('has help', async () => {
    const r = await cli(['blame', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage: apply-preview blame [--schema FILE]');
    expect((await cli(['--help'])).stdout).toContain('  blame      print an object as YAML');
  });
});

describe('cli/dist/apply-preview.mjs blame', () => {
  it('prints without colour when stdout is not a terminal', async () => {
    const exec = promisify(execFile);
    const { stdout } = await exec(
      process.execPath,
      [join(repo, 'cli/dist/apply-preview.mjs'), 'blame', LIVE],
      {
        cwd: repo,
        env: { ...process.env, NO_COLOR: '' },
      },
    );
    expect(stdout).not.toContain('\u001b');
    expect(owners(stdout, 'key: some value')).toBe('kubectl (Apply)');
  });
});
