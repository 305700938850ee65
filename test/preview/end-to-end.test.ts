// The report and its renderers together, on reports the engine computes: a Secret
// whose data changes (no value may appear in any output, checked on the raw bytes)
// and a batch of 50 real objects whose Markdown must be capped.

import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { apply, update } from '../../core/managed/fieldmanager.ts';
import { renderBlame } from '../../core/preview/render/blame.ts';
import { renderMarkdown } from '../../core/preview/render/markdown.ts';
import { renderText } from '../../core/preview/render/text.ts';
import {
  type PreviewItem,
  type PreviewOptions,
  previewBatch,
  previewOutcome,
  summarize,
} from '../../core/preview/report.ts';
import type { BatchReport, ObjectSides } from '../../core/preview/types.ts';
import { builtinType } from '../../core/schema/builtin/index.ts';
import type { JsonObject } from '../../core/value.ts';
import { configMapOwnedByKubectl, deployment, deploymentScaledByHpa, NOW, secret } from './cases.ts';

const b64 = (s: string) => btoa(s);

/** The batch report and each object's sides, as the API builds them for Markdown. */
function withSides(
  items: PreviewItem[],
  opts: PreviewOptions,
): { report: BatchReport; sides: (ObjectSides | null)[] } {
  const outcomes = items.map((it) => previewOutcome(it, opts));
  const objects = outcomes.map((o) => o.report);
  return { report: { summary: summarize(objects), objects }, sides: outcomes.map((o) => o.sides ?? null) };
}

describe('Secret values never leave the engine', () => {
  const OLD_PASSWORD = 'hunter2-old-pa55word';
  const NEW_PASSWORD = 'c0rrect-h0rse-battery';
  const ROTATOR_PASSWORD = 'rotated-by-vault-9f8e';
  const TOKEN = 'tok-4c1f9a3bd27e';
  const secrets = [OLD_PASSWORD, NEW_PASSWORD, ROTATOR_PASSWORD, TOKEN];
  const forbidden = [...secrets, ...secrets.map(b64)];

  const schema = builtinType('v1', 'Secret');
  if (schema === null) throw new Error('no built-in Secret');
  // kubectl applied the Secret (client-side style annotation included), then a rotator
  // wrote a new password with a plain update.
  const first = apply(
    null,
    {
      ...secret({ password: b64(OLD_PASSWORD), api: b64(TOKEN) }),
      metadata: {
        name: 'db-credentials',
        namespace: 'shop',
        annotations: {
          'kubectl.kubernetes.io/last-applied-configuration': JSON.stringify(
            secret({ password: b64(OLD_PASSWORD), api: b64(TOKEN) }),
          ),
        },
      },
    },
    { manager: 'kubectl', schema, now: NOW },
  );
  if (!first.ok) throw new Error(first.status.message);
  const rotated = structuredClone(first.object);
  (rotated.data as JsonObject).rotated = b64(ROTATOR_PASSWORD);
  const live = (() => {
    const r = apply(first.object, secret({ rotated: b64(ROTATOR_PASSWORD) }), {
      manager: 'vault-rotator',
      schema,
      now: NOW,
    });
    if (!r.ok) throw new Error(r.status.message);
    return r.object;
  })();

  const items: PreviewItem[] = [
    // kubectl changes the password, drops `api`, and sets stringData.
    { live, intent: secret({ password: b64(NEW_PASSWORD) }, { extra: NEW_PASSWORD }) },
  ];

  it('in the JSON report, Markdown, text, and blame', () => {
    const asKubectl = previewBatch(items, { fieldManager: 'kubectl', now: NOW, includeObject: true });
    // Another applier wants `rotated` with another value: a conflict on a Secret key.
    const conflicting = previewBatch([{ live, intent: secret({ rotated: b64(NEW_PASSWORD) }) }], {
      fieldManager: 'ci',
      now: NOW,
    });
    expect(asKubectl.objects[0].action).toBe('update');
    expect(conflicting.objects[0].action).toBe('conflict');
    expect(conflicting.objects[0].conflicts[0]).toMatchObject({ path: '.data.rotated', masked: true });
    const o = asKubectl.objects[0];
    expect(o.changes.find((c) => c.path === '.data.password')).toMatchObject({
      kind: 'modified',
      masked: true,
    });
    expect(o.pruned.map((p) => p.path)).toContain('.data.api');

    const diffed = withSides(items, { fieldManager: 'kubectl', now: NOW });
    const diffedConflict = withSides([{ live, intent: secret({ rotated: b64(NEW_PASSWORD) }) }], {
      fieldManager: 'ci',
      now: NOW,
    });
    const withDiff = renderMarkdown(diffed.report, { sides: diffed.sides });
    // The diff shows the hidden value changing, and the key kubectl stops applying going.
    expect(withDiff).toContain('```diff');
    expect(withDiff).toMatch(/^- {2}password: \(secret value hidden\) +# kubectl \(Apply\)$/m);
    expect(withDiff).toMatch(
      /^\+ {2}password: \(secret value hidden\) +# kubectl \(Apply\); the hidden value changes$/m,
    );
    expect(withDiff).toMatch(/^- {2}api: \(secret value hidden\)/m);

    const outputs = [
      withDiff,
      renderMarkdown(diffedConflict.report, { sides: diffedConflict.sides }),
      renderMarkdown(diffedConflict.report, { sides: diffedConflict.sides, maxLength: 3000 }),
      JSON.stringify(asKubectl),
      JSON.stringify(conflicting),
      renderMarkdown(asKubectl),
      renderMarkdown(conflicting),
      renderMarkdown(conflicting, { maxLength: 3000 }),
      renderText(asKubectl),
      renderText(conflicting, { color: true }),
      renderBlame(live, schema),
      renderBlame(o.object as JsonObject, schema),
    ];
    for (const out of outputs) {
      const bytes = new TextEncoder().encode(out);
      const raw = new TextDecoder('latin1').decode(bytes);
      for (const f of forbidden) expect(raw.includes(f), `leaked ${f.slice(0, 4)}…`).toBe(false);
    }
    // The outputs still say which keys changed.
    expect(outputs[5]).toContain('password');
    expect(outputs[6]).toContain('rotated');
    expect(outputs[1]).toMatch(
      /^\+ {2}rotated: \(secret value hidden\) +# vault-rotator \(Apply\) → ci \(Apply\); the hidden value changes$/m,
    );
  });
});

describe('a batch of 50 real objects', () => {
  function batch(): PreviewItem[] {
    const items: PreviewItem[] = [];
    for (let i = 0; i < 48; i++) {
      const d = deployment(`registry.example.com/team/service-${i}:v${i}.1.0-with-a-long-tag-name`, 2);
      (d.metadata as JsonObject).name = `service-${i}`;
      items.push({ live: null, intent: d });
    }
    items.push({ live: deploymentScaledByHpa(), intent: deployment('nginx:1.26', 3) });
    // A controller rewrote .data.b with a plain update; kubectl's manifest still says "3".
    const cm = configMapOwnedByKubectl();
    const written = update(cm, { ...cm, data: { a: '1', b: '9' } }, { manager: 'config-operator', now: NOW });
    if (!written.ok) throw new Error(written.status.message);
    items.push({
      live: written.object,
      intent: {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: 'test-cm', namespace: 'default' },
        data: { b: '3' },
      },
    });
    return items;
  }

  it('Markdown capped at 20,000 characters keeps the verdict, every row and every conflict, and says what it left out', async () => {
    const { report, sides } = withSides(batch(), { fieldManager: 'kubectl', now: NOW });
    expect(report.summary).toMatchObject({ objects: 50, create: 48, conflict: 2, conflicts: 2 });
    const full = renderMarkdown(report, { sides });
    const capped = renderMarkdown(report, { maxLength: 20000, marker: 'apply-preview', sides });
    expect(full.length).toBeGreaterThan(20000);
    expect(capped.length).toBeLessThanOrEqual(20000);
    const html = await marked.parse(capped, { gfm: true });
    // The table has one row per object.
    const rows = html.split('<tbody>')[1]?.split('</tbody>')[0].match(/<tr>/g) ?? [];
    expect(rows).toHaveLength(50);
    // Both conflicts are there, with their paths.
    expect(capped).toContain('.spec.replicas');
    expect(capped).toContain('.data.b');
    expect(capped).toContain('horizontal-pod-autoscaler');
    expect(capped).toContain('config-operator');
    expect(capped.split('\n')[0]).toContain('apply-preview');
    expect(capped).toMatch(/left out|omitted|Shortened/i);
    await expect(capped).toMatchFileSnapshot('__snapshots__/batch-50-capped.md');
  });
});
