// What kube-apiserver refuses (core/server/refuse.ts) and integers beyond a double,
// through the command line: the same Status as the API, and the exact digits.

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../core/value.ts';
import { cli, expectOneLine, file, INTENT, LIVE, NOW, oneDoc, repo } from './cli-helpers.ts';

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
