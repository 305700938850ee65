// Growth of the preview report and of the merge with the number of items, for
// `npm run bench:report` (test/bench/README.md): each family at 1x, 4x and 16x
// its base size, the report (previewOutcome: the apply, the comparisons, the
// report's paths and values) and the merge alone (the field manager's apply),
// timed as the fastest of 5 interleaved batches, and the growth of each 4x step:
// 4.0 is linear, 16 quadratic. A family whose growth passes 6.0 is flagged: more
// than n log n and the machine's noise (see README: memory-heavy inputs vary by
// about ±20%). It never fails; it prints.
//
//   npx tsx test/bench/report-growth.ts [--quick]

import { apply } from '../../core/managed/fieldmanager.ts';
import { previewBatch, previewOutcome } from '../../core/preview/report.ts';
import type { TypeNode } from '../../core/schema/model.ts';
import { SchemaResolver } from '../../core/schema/resolve.ts';
import type { JsonObject } from '../../core/value.ts';
import { fastest } from './interleaved.ts';

const NOW = '2026-01-01T00:00:00Z';
const LATER = '2026-01-02T00:00:00Z';
const FLAG = 6;

interface Family {
  name: string;
  /** Items at 1x. */
  base: number;
  apiVersion: string;
  kind: string;
  /** The object with n items; `v` changes every tenth item's value. */
  make(n: number, v: string): JsonObject;
}

const FAMILIES: Family[] = [
  {
    name: 'keyed list (Deployment containers)',
    base: 250,
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    make: (n, v) => ({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'd', namespace: 'default' },
      spec: {
        selector: { matchLabels: { app: 'a' } },
        template: {
          metadata: { labels: { app: 'a' } },
          spec: {
            containers: Array.from({ length: n }, (_, i) => ({
              name: `c${i}`,
              image: `img:${i % 10 === 0 ? v : '1'}`,
              env: [{ name: 'X', value: `${i}` }],
            })),
          },
        },
      },
    }),
  },
  {
    name: 'map (ConfigMap data)',
    base: 1000,
    apiVersion: 'v1',
    kind: 'ConfigMap',
    make: (n, v) => ({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'c', namespace: 'default' },
      data: Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i % 10 === 0 ? v : `${i}`])),
    }),
  },
  {
    name: 'set (finalizers)',
    base: 1000,
    apiVersion: 'v1',
    kind: 'ConfigMap',
    make: (n, v) => ({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: {
        name: 'c',
        namespace: 'default',
        finalizers: Array.from({ length: n }, (_, i) => `example.com/f${i}${i % 10 === 0 ? v : ''}`),
      },
    }),
  },
];

/** Documents: a batch of n small ConfigMaps. */
const DOCUMENTS_BASE = 50;

function configMap(i: number, v: string): JsonObject {
  return {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: `c${i}`, namespace: 'default' },
    data: { a: i % 10 === 0 ? v : '1', b: '2' },
  };
}

function applied(obj: JsonObject, schema: TypeNode): JsonObject {
  const r = apply(null, obj, { manager: 'kubectl', schema, now: NOW });
  if (!r.ok) throw new Error(r.status.message);
  return r.object;
}

interface Row {
  name: string;
  sizes: number[];
  reportNs: number[];
  mergeNs: number[];
}

function measureFamily(f: Family, batchNs: number): Row {
  const schema = new SchemaResolver().resolve(f.apiVersion, f.kind).root;
  const sizes = [1, 4, 16].map((x) => x * f.base);
  const cases = sizes.map((n) => ({ live: applied(f.make(n, 'old'), schema), intent: f.make(n, 'new') }));
  const fns: (() => unknown)[] = [];
  for (const c of cases) {
    fns.push(() =>
      previewOutcome({ live: c.live, intent: c.intent }, { fieldManager: 'kubectl', now: LATER }),
    );
    fns.push(() => apply(c.live, c.intent, { manager: 'kubectl', schema, now: LATER }));
  }
  const ns = fastest(fns, batchNs, 5);
  return {
    name: f.name,
    sizes,
    reportNs: ns.filter((_, i) => i % 2 === 0),
    mergeNs: ns.filter((_, i) => i % 2 === 1),
  };
}

function measureDocuments(batchNs: number): Row {
  const schema = new SchemaResolver().resolve('v1', 'ConfigMap').root;
  const sizes = [1, 4, 16].map((x) => x * DOCUMENTS_BASE);
  const cases = sizes.map((n) =>
    Array.from({ length: n }, (_, i) => ({
      live: applied(configMap(i, 'old'), schema),
      intent: configMap(i, 'new'),
    })),
  );
  const fns: (() => unknown)[] = [];
  for (const items of cases) {
    fns.push(() => previewBatch(items, { fieldManager: 'kubectl', now: LATER }));
    fns.push(() => {
      for (const it of items) apply(it.live, it.intent, { manager: 'kubectl', schema, now: LATER });
    });
  }
  const ns = fastest(fns, batchNs, 5);
  return {
    name: 'documents (a batch of ConfigMaps)',
    sizes,
    reportNs: ns.filter((_, i) => i % 2 === 0),
    mergeNs: ns.filter((_, i) => i % 2 === 1),
  };
}

const ms = (ns: number) => `${(ns / 1e6).toFixed(2)} ms`;

function lines(row: Row): string[] {
  const out = [`${row.name}: ${row.sizes.join(' / ')} items`];
  for (const [label, ns] of [
    ['report', row.reportNs],
    ['merge ', row.mergeNs],
  ] as const) {
    const growth = [ns[1] / ns[0], ns[2] / ns[1]];
    const flag = growth.some((g) => g > FLAG) ? `  WORSE THAN LINEAR (> ${FLAG} per 4x)` : '';
    out.push(
      `  ${label} ${ns
        .map(ms)
        .map((s) => s.padStart(11))
        .join(' ')}   growth per 4x: ${growth.map((g) => g.toFixed(2)).join(', ')}${flag}`,
    );
  }
  return out;
}

export function reportGrowth(quick = false): string[] {
  const batchNs = quick ? 5e7 : 2e8;
  const out = ['Report and merge growth (fastest of 5 interleaved batches; 4.00 per 4x is linear):'];
  for (const f of FAMILIES) out.push(...lines(measureFamily(f, batchNs)));
  out.push(...lines(measureDocuments(batchNs)));
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(reportGrowth(process.argv.includes('--quick')).join('\n'));
