// The Action's playground links (action/playground.ts) carry the run's applier,
// mode and defaults: the page opened from one previews the object with the same
// write, so it shows the report the Action showed.

import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { playgroundLinks } from '../../action/playground.ts';
import { stateFromFragment } from '../../core/preview/link.ts';
import { type PreviewOptions, previewOutcome, summarize } from '../../core/preview/report.ts';
import { DEFAULT_KUBERNETES_VERSION, loadKubernetesVersion } from '../../core/request/version.ts';
import type { JsonObject } from '../../core/value.ts';
import type { Preview } from '../../gather/gather.ts';
import { examples } from '../../playground/examples.ts';
import { localView } from '../../playground/src/engine.ts';

const NOW = '2026-11-25T08:00:00Z';
const byId = Object.fromEntries(examples().map((ex) => [ex.id, ex.state]));

/** What the Action gathers for one object previewed with `opts`. */
function previewOf(
  live: JsonObject | null,
  intent: JsonObject,
  opts: PreviewOptions,
  kubernetesVersion = DEFAULT_KUBERNETES_VERSION,
): Preview {
  const report = previewOutcome({ live, intent }, { ...opts, now: NOW, kubernetesVersion }).report;
  return {
    kubernetesVersion,
    report: { summary: summarize([report]), objects: [report] },
    entries: [],
    files: [],
    liveDescription: 'snapshot',
    inputs: [{ live, intent }],
    crds: [],
    sides: [null],
  };
}

describe("the Action's playground links", () => {
  // The page loads its version's built-in schemas before it previews (playground/src/main.ts).
  beforeAll(async () => {
    await loadKubernetesVersion();
    await loadKubernetesVersion('1.36');
  });

  it("carries the run's Kubernetes version: the page types the object with it", () => {
    const src = byId['hpa-handover'];
    const live = parse(src.live) as JsonObject;
    const intent = parse(src.manifest) as JsonObject;
    const opts = { fieldManager: 'kubectl', force: false, defaults: true };
    const preview = previewOf(live, intent, opts, '1.36.2');
    expect(preview.report.objects[0].schemaSource).toBe('builtin:1.36');
    const url = (playgroundLinks('https://pg.example/', preview, opts).links[0] as { url: string }).url;
    const state = stateFromFragment(url.slice(url.indexOf('#')));
    expect(state?.kubernetesVersion).toBe('1.36.2');
    expect(localView(state as NonNullable<typeof state>, NOW).report).toEqual(preview.report.objects[0]);
  });

  const cases: [string, string, Parameters<typeof playgroundLinks>[2]][] = [
    [
      'flux, defaults off',
      'hpa-handover',
      { fieldManager: 'kustomize-controller', force: true, applier: 'flux', defaults: false },
    ],
    [
      'client-side (mode only)',
      'client-side',
      {
        fieldManager: 'kubectl-client-side-apply',
        force: false,
        applier: 'kubectl',
        mode: 'client-side',
        defaults: true,
      },
    ],
    ['helm3', 'client-side', { fieldManager: 'helm', force: false, applier: 'helm3', defaults: true }],
    [
      'helm4 with its release named',
      'hpa-handover',
      { fieldManager: 'helm', force: false, applier: 'helm4', defaults: true, owner: 'default/web' },
    ],
    ['a plain server-side apply', 'hpa-handover', { fieldManager: 'kubectl', force: false, defaults: true }],
  ];
  for (const [name, example, opts] of cases) {
    it(`${name}: the page opened from the link shows the Action's report`, () => {
      const src = byId[example];
      const live = parse(src.live) as JsonObject;
      // Helm upgrades an object its release made: the release metadata is on it.
      if (opts.applier === 'helm3' || opts.applier === 'helm4') {
        const meta = live.metadata as JsonObject;
        meta.labels = { ...(meta.labels as JsonObject), 'app.kubernetes.io/managed-by': 'Helm' };
        meta.annotations = {
          ...(meta.annotations as JsonObject),
          'meta.helm.sh/release-name': opts.owner ? opts.owner.split('/')[1] : 'default',
          'meta.helm.sh/release-namespace': 'default',
        };
      }
      const intent = parse(src.manifest) as JsonObject;
      const preview = previewOf(live, intent, {
        fieldManager: opts.fieldManager,
        force: opts.force,
        ...(opts.applier ? { applier: opts.applier } : {}),
        ...(opts.mode ? { mode: opts.mode } : {}),
        ...(opts.owner ? { owner: opts.owner } : {}),
        defaults: opts.defaults,
      });
      const { links, counts } = playgroundLinks('https://pg.example/', preview, opts);
      expect(counts.linked).toBe(1);
      const url = (links[0] as { url: string }).url;
      const state = stateFromFragment(url.slice(url.indexOf('#')));
      expect(state?.applier).toBe(opts.applier);
      expect(state?.owner).toBe(opts.owner);
      expect(state?.mode).toBe(opts.mode === 'client-side' ? 'client-side' : undefined);
      expect(state?.defaults).toBe(opts.defaults === false ? false : undefined);
      const shown = localView(state as NonNullable<typeof state>, NOW).report;
      expect(shown).toEqual(preview.report.objects[0]);
    });
  }
});
