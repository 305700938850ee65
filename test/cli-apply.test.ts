// `apply-preview apply`, driven through run() with captured streams: the merged
// object, owners, conflicts, forcing, appliers and their usage errors.

import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocuments } from '../cli/io.ts';
import type { JsonObject } from '../core/value.ts';
import {
  at,
  CONFLICTING,
  cli,
  dir,
  expectOneLine,
  file,
  INTENT,
  LIVE,
  managers,
  NOW,
  oneDoc,
} from './cli-helpers.ts';

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
