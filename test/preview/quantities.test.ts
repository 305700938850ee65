// The report on quantities spelled another way: no change between two spellings
// of the same amount, and a conflict on a spelling named as such.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { previewObject } from '../../core/preview/index.ts';
import type { JsonObject } from '../../core/value.ts';

// The live Deployment of scenario 44 (kubectl applied cpu: 500m, memory: 1Gi).
const scenario = JSON.parse(
  readFileSync(new URL('../scenarios/44-quantity-reapply-other-spelling.json', import.meta.url), 'utf8'),
) as { scenario: { live: JsonObject; steps: { object: JsonObject }[] } };
const live = scenario.scenario.live;
const otherSpelling = scenario.scenario.steps[1].object; // cpu: 0.5, memory: 1024Mi
const NOW = '2026-01-01T00:00:00Z';

function withLiveSpelling(obj: JsonObject, cpu: unknown): JsonObject {
  const copy = structuredClone(obj) as JsonObject & {
    spec: { template: { spec: { containers: JsonObject[] } } };
  };
  const res = copy.spec.template.spec.containers[0].resources as { requests: Record<string, unknown> };
  res.requests.cpu = cpu;
  return copy;
}

describe('quantities in the report', () => {
  it('lists no change between two spellings of the same quantities', () => {
    const r = previewObject({ live, intent: otherSpelling }, { fieldManager: 'kubectl', now: NOW });
    expect(r.conflicts).toEqual([]);
    expect(r.changes.filter((c) => c.path.includes('resources'))).toEqual([]);
    expect(r.changes.some((c) => c.path === '.metadata.generation')).toBe(false);
  });
  it("names a conflict on another manager's value in another spelling", () => {
    const r = previewObject(
      { live, intent: withLiveSpelling(otherSpelling, 0.5) },
      { fieldManager: 'ci', now: NOW },
    );
    expect(r.action).toBe('conflict');
    expect(r.conflicts.map((c) => c.path)).toEqual([
      '.spec.template.spec.containers[name="web"].resources.limits.memory',
      '.spec.template.spec.containers[name="web"].resources.requests.cpu',
      '.spec.template.spec.containers[name="web"].resources.requests.memory',
    ]);
    const notes = r.notes.filter((n) => n.code === 'quantity-spelling');
    expect(notes.map((n) => n.path)).toEqual(r.conflicts.map((c) => c.path));
    expect(notes[1].message).toContain('0.5 and the live "500m" are the same quantity');
    // The forced apply stores the same values: no change listed for them.
    expect(r.changes.filter((c) => c.path.includes('resources'))).toEqual([]);
  });
  it('says nothing of spelling for a real change', () => {
    const r = previewObject(
      { live, intent: withLiveSpelling(otherSpelling, '2') },
      { fieldManager: 'ci', now: NOW },
    );
    const cpu = r.conflicts.find((c) => c.path.endsWith('.cpu'));
    expect(cpu?.appliedValue).toBe('2');
    expect(r.notes.filter((n) => n.code === 'quantity-spelling').map((n) => n.path)).toEqual([
      '.spec.template.spec.containers[name="web"].resources.limits.memory',
      '.spec.template.spec.containers[name="web"].resources.requests.memory',
    ]);
  });
});
