// The pod spec's security contexts, scheduling constraints, probes, lifecycle hooks
// and sidecar rules through the real write path (serverWrite: defaulting, the
// strategy, validation, the 422): upstream cases ported as data
// (test/validation/data/podspec-rules.json), each a valid Deployment whose pod spec
// gets the case's fields, checked against the 422's causes in order.

import { describe, expect, it } from 'vitest';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import { serverWrite } from '../../core/server/index.ts';
import type { JsonObject } from '../../core/value.ts';
import data from './data/podspec-rules.json' with { type: 'json' };

const resolver = new SchemaResolver({});

function deployment(podSpec: Record<string, unknown>, container: Record<string, unknown>): JsonObject {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', namespace: 'default' },
    spec: {
      replicas: 1,
      selector: { matchLabels: { app: 'web' } },
      template: {
        metadata: { labels: { app: 'web' } },
        spec: {
          containers: [{ name: 'web', image: 'nginx:1.27', ports: [{ containerPort: 80 }], ...container }],
          ...podSpec,
        },
      },
    },
  } as JsonObject;
}

interface Case {
  test: string;
  name: string;
  pod?: Record<string, unknown>;
  container?: Record<string, unknown>;
  verb?: 'create';
  /** `<field>: <message>`; a leading `~` asks only that the message end with the rest. */
  errors: string[];
}

function causesOf(body: JsonObject, verb: 'apply' | 'create'): string[] {
  const r = serverWrite({
    verb,
    body,
    live: null,
    manager: 'kubectl',
    now: '2026-01-01T00:00:00Z',
    schema: resolver.resolve('apps/v1', 'Deployment'),
  });
  if (r.ok) return [];
  expect(r.status.code).toBe(422);
  return (r.status.details?.causes ?? []).map((c) => `${c.field}: ${c.message}`);
}

describe(`pod spec rules (${data.origin.repo} ${data.origin.path} ${data.origin.tag})`, () => {
  for (const c of data.cases as Case[]) {
    it(`${c.test}: ${c.name}`, () => {
      const got = causesOf(deployment(c.pod ?? {}, c.container ?? {}), c.verb ?? 'apply');
      expect(got.length, got.join('\n')).toBe(c.errors.length);
      c.errors.forEach((want, i) => {
        if (want.startsWith('~')) {
          const [field, tail] = want.slice(1).split(/: (.*)/s) as [string, string];
          expect(got[i]?.startsWith(`${field}: `)).toBe(true);
          expect(got[i]?.endsWith(tail)).toBe(true);
        } else expect(got[i]).toBe(want);
      });
    });
  }
});
