// fieldValidation on the HTTP API, inside workerd: the body field and the query
// parameter, Strict's 400 as the API server words it, Warn's warnings in the
// answer and as `Warning: 299` headers, keys given twice in a JSON body, and the
// invalid action in a batch.

import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../core/value.ts';
import { deployment, NOW, post } from '../fixtures.ts';

async function call(path: string, body: unknown) {
  const r = await SELF.fetch(...post(path, body));
  const text = await r.text();
  return { status: r.status, headers: r.headers, json: () => JSON.parse(text) };
}

const typo = (): JsonObject => {
  const d = deployment('nginx:1');
  (d.spec as JsonObject).replica = 3;
  return d;
};

describe('fieldValidation', () => {
  it('Strict (the default): a create with an unknown field is the 400 of the strict decoder', async () => {
    const r = await call('/v1/create', { object: typo(), fieldManager: 'ci', now: NOW });
    expect(r.status).toBe(400);
    expect(r.json()).toMatchObject({
      kind: 'Status',
      reason: 'BadRequest',
      code: 400,
      message:
        'Deployment in version "v1" cannot be handled as a Deployment: strict decoding error: unknown field "spec.replica"',
    });
  });

  it('Warn: the field is dropped, the answer lists the warning and sends it as a Warning header', async () => {
    const r = await call('/v1/create?fieldValidation=Warn', { object: typo(), fieldManager: 'ci', now: NOW });
    expect(r.status).toBe(200);
    const body = r.json();
    expect(body.warnings).toEqual(['unknown field "spec.replica"']);
    expect(Object.hasOwn(body.object.spec, 'replica')).toBe(false);
    expect(r.headers.get('warning')).toBe('299 - "unknown field \\"spec.replica\\""');
  });

  it('Ignore in the body: dropped silently', async () => {
    const r = await call('/v1/create', {
      object: typo(),
      fieldManager: 'ci',
      now: NOW,
      fieldValidation: 'Ignore',
    });
    expect(r.status).toBe(200);
    expect(r.json().warnings).toBeUndefined();
    expect(r.headers.get('warning')).toBeNull();
  });

  it('a value that is none of Strict, Warn, Ignore is refused naming them', async () => {
    const q = await call('/v1/create?fieldValidation=strict', { object: typo(), fieldManager: 'ci' });
    expect(q.status).toBe(400);
    expect(q.json().message).toBe(
      'fieldValidation: the query parameter must be Strict, Warn or Ignore, got "strict"',
    );
    const b = await call('/v1/apply', { intent: typo(), fieldManager: 'ci', fieldValidation: 'warn' });
    expect(b.status).toBe(400);
    expect(b.json().message).toContain('fieldValidation');
    expect(b.json().message).toContain('"Strict"');
  });

  it('a key given twice in the JSON body: Strict refuses the update, Warn warns', async () => {
    const live = deployment('nginx:1', 2);
    const text = (fv: string) =>
      `{"fieldManager": "ci", "now": "${NOW}", "fieldValidation": "${fv}", "live": ${JSON.stringify(live)},
"object": {"apiVersion": "apps/v1", "kind": "Deployment", "metadata": {"name": "web", "namespace": "shop"},
"spec": {"replicas": 2, "replicas": 3, "selector": {"matchLabels": {"app": "web"}},
"template": {"metadata": {"labels": {"app": "web"}}, "spec": {"containers": [{"name": "web", "image": "nginx:2"}]}}}}}`;
    const strict = await call('/v1/update', text('Strict'));
    expect(strict.status).toBe(400);
    expect(strict.json().message).toBe(
      'Deployment in version "v1" cannot be handled as a Deployment: strict decoding error: duplicate field "spec.replicas"',
    );
    const warn = await call('/v1/update', text('Warn'));
    expect(warn.status).toBe(200);
    expect(warn.json().warnings).toEqual(['duplicate field "spec.replicas"']);
    expect(warn.json().object.spec.replicas).toBe(3);
  });

  it('an apply refuses an unknown field whatever the value; in a batch the object is invalid', async () => {
    const r = await call('/v1/apply?fieldValidation=Ignore', {
      intent: typo(),
      fieldManager: 'ci',
      now: NOW,
    });
    expect(r.status).toBe(400);
    expect(r.json().message).toContain('.spec.replica: field not declared in schema');
    const b = await call('/v1/preview', {
      fieldManager: 'ci',
      now: NOW,
      mode: 'client-side',
      items: [{ intent: typo() }, { intent: deployment('nginx:1') }],
    });
    expect(b.status).toBe(200);
    const report = b.json();
    expect(report.summary.invalid).toBe(1);
    expect(report.objects[0].action).toBe('invalid');
    expect(report.objects[0].status.code).toBe(400);
    expect(report.objects[0].causes).toEqual([{ path: '.spec.replica', message: 'unknown field' }]);
    const w = await call('/v1/preview', {
      fieldManager: 'ci',
      now: NOW,
      mode: 'client-side',
      fieldValidation: 'Warn',
      items: [{ intent: typo() }],
    });
    expect(w.json().objects[0].action).toBe('create');
    expect(w.json().objects[0].notes.map((n: { code: string }) => n.code)).toContain('field-warning');
  });

  it("kubectl's YAML form: a repeated key is the apply patch decoder's 400 by line; Warn warns; a live object's repeat is refused", async () => {
    const yaml = (extra = '') =>
      `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\n  namespace: shop\ndata:\n  a: "1"\n  a: "2"\n${extra}`;
    const send = (path: string, text: string) =>
      SELF.fetch(`http://api.test${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/apply-patch+yaml' },
        body: text,
      });
    const strict = await send('/v1/apply?fieldManager=kubectl', yaml());
    expect(strict.status).toBe(400);
    expect(((await strict.json()) as { message: string }).message).toBe(
      'error strict decoding YAML: error converting YAML to JSON: yaml: unmarshal errors:\n  line 8: key "a" already set in map',
    );
    const warn = await send('/v1/apply?fieldManager=kubectl&fieldValidation=Warn', yaml());
    expect(warn.status).toBe(200);
    expect(warn.headers.get('warning')).toBe('299 - "line 8: key \\"a\\" already set in map"');
    expect(((await warn.json()) as { object: { data: { a: string } } }).object.data.a).toBe('2');
    const live =
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\n  namespace: shop\n  resourceVersion: "1"\n  resourceVersion: "2"\n';
    const refused = await send(
      '/v1/apply?fieldManager=kubectl',
      `${yaml().replace('  a: "2"\n', '')}---\n${live}`,
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'request body: duplicate key "resourceVersion" in a mapping at line 15, column 3',
    );
  });
});
