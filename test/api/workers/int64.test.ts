// Integers beyond a double (int64), kept exactly through the API: parsed from the
// JSON or YAML body, merged, owned, and written in the JSON (and Markdown) answer.

import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { NOW } from '../fixtures.ts';
import { JSON_TYPE, send } from './errors-helpers.ts';

describe('int64 integers', () => {
  const crd = {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'counters.example.com' },
    spec: {
      group: 'example.com',
      names: { kind: 'Counter', plural: 'counters' },
      scope: 'Namespaced',
      versions: [
        {
          name: 'v1',
          served: true,
          storage: true,
          schema: {
            openAPIV3Schema: {
              type: 'object',
              properties: {
                spec: {
                  type: 'object',
                  properties: {
                    big: { type: 'integer' },
                    ids: { type: 'array', 'x-kubernetes-list-type': 'set', items: { type: 'integer' } },
                  },
                },
              },
            },
          },
        },
      ],
    },
  };
  const live =
    '{"apiVersion":"example.com/v1","kind":"Counter","metadata":{"name":"c","namespace":"default","managedFields":[{"manager":"ctl","operation":"Update","apiVersion":"example.com/v1","time":"2026-01-01T00:00:00Z","fieldsType":"FieldsV1","fieldsV1":{"f:spec":{"f:big":{},"f:ids":{"v:-9223372036854775808":{},"v:9007199254740993":{}}}}}]},"spec":{"big":9007199254740993,"ids":[9007199254740993,-9223372036854775808]}}';
  const intent =
    '{"apiVersion":"example.com/v1","kind":"Counter","metadata":{"name":"c","namespace":"default"},"spec":{"big":9007199254740992,"ids":[9007199254740993,9223372036854775807]}}';

  it('apply: a last-digit difference conflicts; forced, the answer keeps every digit', async () => {
    const body = (force: boolean) =>
      `{"fieldManager":"me","force":${force},"now":"${NOW}","schema":{"crd":${JSON.stringify(crd)}},"live":${live},"intent":${intent}}`;
    const c = await send('/v1/apply', body(false), JSON_TYPE);
    expect(c.status).toBe(409);
    expect(c.json.message).toBe(
      'Apply failed with 1 conflict: conflict with "ctl" using example.com/v1: .spec.big',
    );
    const r = await SELF.fetch('http://api.test/v1/apply', {
      method: 'POST',
      headers: JSON_TYPE,
      body: body(true),
    });
    expect(r.status).toBe(200);
    const text = await r.text();
    expect(text).toContain(
      '"spec":{"big":9007199254740992,"ids":[9007199254740993,-9223372036854775808,9223372036854775807]}',
    );
    expect(text).toContain('"f:ids":{"v:9007199254740993":{},"v:9223372036854775807":{}}');
    expect(text).toContain('"f:ids":{"v:-9223372036854775808":{},"v:9007199254740993":{}}');
    expect(text).toContain('"before":9007199254740993,"after":9007199254740992');
  });

  it('the same in the Markdown report, and from a YAML body of manifests', async () => {
    const yamlLive = `apiVersion: example.com/v1\nkind: Counter\nmetadata:\n  name: c\n  namespace: default\n  managedFields:\n  - manager: ctl\n    operation: Update\n    apiVersion: example.com/v1\n    time: "2026-01-01T00:00:00Z"\n    fieldsType: FieldsV1\n    fieldsV1:\n      f:spec:\n        f:big: {}\nspec:\n  big: 9007199254740993\n`;
    const yamlIntent =
      'apiVersion: example.com/v1\nkind: Counter\nmetadata:\n  name: c\n  namespace: default\nspec:\n  big: 9223372036854775807\n';
    const body = `{"fieldManager":"me","force":true,"schemas":[{"crd":${JSON.stringify(crd)}}],"items":[{"live":${live},"intent":${intent}}]}`;
    const r = await SELF.fetch('http://api.test/v1/preview', {
      method: 'POST',
      headers: { ...JSON_TYPE, Accept: 'text/markdown' },
      body,
    });
    expect(r.status).toBe(200);
    const md = await r.text();
    // The live value and the added set item, each a digit off what a double holds.
    for (const n of ['9007199254740993', '9007199254740992', '9223372036854775807']) expect(md).toContain(n);
    expect(md).not.toContain('9223372036854776000');
    const y = await SELF.fetch(`http://api.test/v1/apply?fieldManager=me&force=true`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/apply-patch+yaml' },
      body: `${yamlLive}---\n${yamlIntent}`,
    });
    expect(y.status).toBe(200);
    expect(await y.text()).toContain('"spec":{"big":9223372036854775807}');
  });
});
