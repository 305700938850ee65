// renderText: the plain text report for terminals, with and without colour, and
// hostile user text and Secret values.

import { describe, expect, it } from 'vitest';
import { renderText } from '../../core/preview/render/text.ts';
import { SECRET_MASK } from '../../core/preview/types.ts';
import {
  base,
  batch,
  configMapConflict,
  createdService,
  hpaConflict,
  leakySecret,
  retainedLabel,
  SECRET_VALUES,
  secretUpdate,
  unchanged,
} from './render-fixtures.ts';

describe('renderText', () => {
  const report = batch([
    configMapConflict(),
    hpaConflict(),
    createdService(),
    retainedLabel(),
    unchanged('same'),
  ]);

  it('without colour: no escape codes, the verdict, the table, conflicts with their ways out, and changes', () => {
    const out = renderText(report);
    expect(out).not.toContain('\u001b');
    const lines = out.split('\n');
    expect(lines[0]).toBe(
      '2 objects change (1 new), 2 conflict with horizontal-pod-autoscaler and kubectl, 1 unchanged',
    );
    expect(lines[2]).toMatch(/^ACTION\s+KIND\s+NAMESPACE\s+NAME\s+CHANGES\s+OWNERSHIP\s+CONFLICTS\s+SCHEMA$/);
    expect(lines[3].split(/\s+/)).toEqual([
      'conflict',
      'ConfigMap',
      'default',
      'test-cm',
      '1',
      '1',
      '1',
      'builtin:1.35',
    ]);
    expect(lines[7].split(/\s+/)).toEqual([
      'unchanged',
      'ConfigMap',
      'default',
      'same',
      '0',
      '0',
      '0',
      'builtin:1.35',
    ]);
    expect(out).toContain('CONFLICTS (2 fields)');
    expect(out).toContain(
      '    .spec.replicas  owned by horizontal-pod-autoscaler (Update with subresource "scale" using apps/v1)',
    );
    expect(out).toContain('      live: 5   applied: 3');
    expect(out).toContain('      drop:   Remove .data.b from the manifest');
    expect(out).toContain('    ~ .spec.template.spec.containers[name="app"].image: nginx:1.25 → nginx:1.26');
    expect(out).toContain('    + .spec.selector.app: web');
    expect(out).toContain('    - .metadata.annotations.owner: ci');
    expect(out).toContain('    .metadata.labels.team: platform (Apply), ci (Apply) → platform (Apply)');
    expect(out).toContain('    ci (Apply): 3 → 1 field (+0 -2)');
    expect(out).toContain(
      '  retained (left out of the manifest, still owned by others):\n    .metadata.labels.team: platform (Apply)',
    );
    // Conflicts are listed before the per-object sections.
    expect(out.indexOf('CONFLICTS')).toBeLessThan(out.indexOf('changes if forced:'));
    // The unchanged object has no section of its own.
    expect(out).not.toMatch(/^ConfigMap default\/same/m);
  });

  it('names the Kubernetes version previewed on the line after the verdict', () => {
    const out = renderText(batch([{ ...unchanged('same'), kubernetesVersion: '1.35.2' }]));
    expect(out.split('\n')[1]).toBe('Kubernetes 1.35.2');
    expect(renderText(batch([unchanged('same')])).split('\n')[1]).not.toContain('Kubernetes');
  });

  it('with colour: added green, removed red, conflicts bold red', () => {
    const out = renderText(report, { color: true });
    expect(out).toContain('\u001b[32m+ .spec.selector.app: web\u001b[0m');
    expect(out).toContain('\u001b[31m- .metadata.annotations.owner: ci\u001b[0m');
    expect(out).toContain('\u001b[1;31mCONFLICTS (2 fields)\u001b[0m');
    expect(out).toContain('\u001b[1;31m.spec.replicas\u001b[0m');
    // Same text once the colour codes are removed.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping ANSI codes
    expect(out.replace(/\u001b\[[0-9;]*m/g, '')).toBe(renderText(report));
  });

  it('user text cannot send terminal codes or break lines; Secret values never appear', () => {
    const o = base(
      { apiVersion: 'v1', kind: 'ConfigMap', namespace: 'default', name: 'x\u001b[2Jy' },
      { changes: [{ path: '.data["a\nb"]', kind: 'added', after: 'v\u001b]0;title\u0007' }] },
    );
    const out = renderText(batch([o, leakySecret(), secretUpdate()]));
    expect(out).not.toContain('\u001b');
    expect(out).not.toContain('\u0007');
    expect(out).toContain('x\\u001b[2Jy');
    expect(out).toContain('+ .data["a\\nb"]: "v\\u001b]0;title\\u0007"');
    for (const v of SECRET_VALUES) expect(out).not.toContain(v);
    expect(out).toContain(`~ .data.password: ${SECRET_MASK} → ${SECRET_MASK}`);
  });
});
