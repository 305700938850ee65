// A keyed list item whose key changes (a Service port renumbered 80 -> 8080, the
// list keyed by port and protocol) is one item replaced by another, not a prune:
// no "Pruned" entry (and so no "field will be removed" annotation), a
// `replaced-item` note instead (issue 26, rough edge 8c).

import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../core/preview/render/markdown.ts';
import { renderText } from '../../core/preview/render/text.ts';
import { previewOutcome, summarize } from '../../core/preview/report.ts';
import type { JsonObject } from '../../core/value.ts';

const NOW = '2026-11-27T10:00:00Z';

function service(ports: JsonObject[]): JsonObject {
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: 'web', namespace: 'shop' },
    spec: { selector: { app: 'web' }, ports },
  };
}

function applyOver(base: JsonObject, head: JsonObject) {
  const opts = { fieldManager: 'kubectl', now: NOW, random: () => 0.5 };
  const live = previewOutcome({ live: null, intent: base }, opts).object;
  expect(live).not.toBeNull();
  return previewOutcome({ live, intent: head }, opts);
}

describe('a renumbered Service port', () => {
  const out = applyOver(
    service([{ name: 'http', port: 80, targetPort: 8080 }]),
    service([{ name: 'http', port: 8080, targetPort: 8080 }]),
  );
  const r = out.report;

  it('is not pruned: a replaced-item note names both items', () => {
    expect(r.action).toBe('update');
    expect(r.pruned).toEqual([]);
    expect(r.notes.filter((n) => n.code === 'replaced-item')).toEqual([
      {
        code: 'replaced-item',
        path: '.spec.ports[port=80,protocol="TCP"]',
        message:
          '.spec.ports[port=80,protocol="TCP"] is replaced by .spec.ports[port=8080,protocol="TCP"]: the item\'s key changed, so the old item is removed and the new one added in its place.',
      },
    ]);
    // The changes still say what goes and what comes.
    expect(r.changes).toContainEqual({
      path: '.spec.ports[port=80,protocol="TCP"].port',
      kind: 'removed',
      before: 80,
    });
    expect(r.changes).toContainEqual({
      path: '.spec.ports[port=8080,protocol="TCP"].port',
      kind: 'added',
      after: 8080,
    });
  });

  it('the text and the Markdown say replaced, not pruned', () => {
    const batch = { summary: summarize([r]), objects: [r] };
    const text = renderText(batch);
    expect(text).not.toContain('pruned');
    expect(text).toContain('is replaced by .spec.ports[port=8080,protocol="TCP"]');
    const md = renderMarkdown(batch, { sides: out.sides ? [out.sides] : [] });
    expect(md).not.toContain('Pruned');
    expect(md).toContain('replaced-item');
  });
});

describe('a port removed with nothing in its place', () => {
  it('is still pruned', () => {
    const r = applyOver(
      service([
        { name: 'http', port: 80 },
        { name: 'https', port: 443 },
      ]),
      service([{ name: 'http', port: 80 }]),
    ).report;
    expect(r.pruned.map((p) => p.path)).toEqual(['.spec.ports[port=443,protocol="TCP"]']);
    expect(r.notes.map((n) => n.code)).not.toContain('replaced-item');
  });
});
