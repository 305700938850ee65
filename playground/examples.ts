// The playground's examples, made at build time from the repository's own
// scenarios (examples/, test/scenarios/): the live object is what the steps
// before the chosen one leave (replayed with the engine), the manifest is that
// step's object. The build script bundles the result into the page.

import { readFileSync } from 'node:fs';
import { stringify } from 'yaml';
import { normalizeState, type PlaygroundState } from '../core/preview/link.ts';
import { parseScenario, simulate } from '../core/simulate.ts';
import { isObject, type JsonObject } from '../core/value.ts';

export interface Example {
  id: string;
  title: string;
  /** One sentence: what the example shows. */
  blurb: string;
  state: PlaygroundState;
}

const repo = new URL('../', import.meta.url);

/** Words on lines of at most `width` characters (a longer word on a line of its own). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let cur = '';
  for (const w of text.split(' ')) {
    if (cur !== '' && cur.length + 1 + w.length > width) {
      lines.push(cur);
      cur = w;
    } else cur = cur === '' ? w : `${cur} ${w}`;
  }
  lines.push(cur);
  return lines;
}

// Comments wrapped to fit the editor's width (about 64 characters at its narrowest on a wide screen).
const yaml = (v: unknown, comment: string) =>
  `${comment
    .split('\n')
    .flatMap((l) => wrap(l, 62))
    .map((l) => `# ${l}`.trimEnd())
    .join('\n')}\n${stringify(v, { lineWidth: 0, aliasDuplicateObjects: false })}`;

/** The state before step `step` of a scenario file, with that step as the manifest. */
function fromScenario(file: string, step: number, what: string): PlaygroundState {
  const doc = JSON.parse(readFileSync(new URL(file, repo), 'utf8')) as JsonObject;
  const sc = parseScenario(isObject(doc.scenario) ? doc.scenario : doc);
  const before = simulate({ ...sc, steps: sc.steps.slice(0, step) });
  let live = sc.live;
  for (const r of before.steps) if (r.ok) live = r.object;
  const s = sc.steps[step];
  if (s.op !== 'apply' && s.op !== 'client-side-apply')
    throw new Error(`${file}: step ${step} is not an apply`);
  const where = `${file}, step ${step + 1}`;
  return {
    live: live === null ? '' : yaml(live, `The live object after the steps before ${where}.`),
    manifest: yaml(s.object, `${what}\n(${where})`),
    crd: sc.crds?.[0] ? yaml(sc.crds[0], `The CustomResourceDefinition of ${file}.`) : '',
    fieldManager: s.manager,
    force: s.force === true,
    ...(s.op === 'client-side-apply' ? { mode: 'client-side' as const } : {}),
    ...(s.applier ? { applier: s.applier } : {}),
  };
}

export function examples(): Example[] {
  const text = (f: string) => readFileSync(new URL(f, repo), 'utf8');
  return [
    {
      id: 'configmap-conflict',
      title: 'ConfigMap conflict',
      blurb:
        'Another manager applies a different .data.b, which kubectl owns: 409 Conflict, with three ways out.',
      state: fromScenario(
        'examples/scenario-configmap-conflict.json',
        0,
        'other-manager applies a different value for .data.b, a field kubectl owns.',
      ),
    },
    {
      id: 'configmap-update',
      title: "kubectl's next apply",
      blurb: "kubectl changes its own field and adds one; the controller's field stays with the controller.",
      state: {
        live: text('examples/configmap-live.yaml'),
        manifest: text('examples/configmap-intent.yaml'),
        crd: '',
        fieldManager: 'kubectl',
        force: false,
      },
    },
    {
      id: 'hpa-handover',
      title: 'HPA handover',
      blurb:
        'The autoscaler scaled the Deployment through /scale; kubectl drops .spec.replicas from its manifest and leaves it to the controller.',
      state: fromScenario(
        'test/scenarios/14-builtin-deployment-hpa.json',
        3,
        'kubectl applies without spec.replicas: the HPA (kube-controller-manager) keeps them.',
      ),
    },
    {
      id: 'shared-field',
      title: 'Shared field',
      blurb: 'A second applier sets .data.b to the live value: no conflict, both managers own it.',
      state: fromScenario(
        'test/scenarios/04-conflict-co-own.json',
        2,
        'other applies .data.b with the live value: it shares ownership with kubectl.',
      ),
    },
    {
      id: 'forced-takeover',
      title: 'Forced takeover',
      blurb: 'The same conflicting apply with force: the applier takes .data.b and kubectl loses it.',
      state: fromScenario(
        'test/scenarios/02-conflict-force.json',
        2,
        'other applies a different .data.b with force (--force-conflicts): it takes the field.',
      ),
    },
    {
      id: 'custom-resource',
      title: 'Custom resource',
      blurb:
        'A RouteTable whose CRD makes spec.routes a map keyed by host and port: team-a conflicts with the platform team inside a shared route.',
      state: fromScenario(
        'test/scenarios/18-crd-list-map-keys-and-preserve-unknown-fields.json',
        2,
        'team-a applies its routes and plugin settings over the platform team’s.',
      ),
    },
    {
      id: 'client-side',
      title: 'Client-side apply',
      blurb:
        'kubectl apply without --server-side drops a container: the strategic merge patch kubectl computes from its last-applied annotation, and the Update it is recorded as.',
      state: fromScenario(
        'test/scenarios/29-client-side-apply-deployment-three-times.json',
        1,
        'kubectl apply (client-side) without the log container: the patch deletes it, by the last-applied annotation.',
      ),
    },
    {
      id: 'migration',
      title: 'Migration to server-side',
      blurb:
        'The same apply with kubectl apply --server-side: kubectl folds the client-side entry into its Apply entry, and the fields the old configuration set and the manifest drops are pruned.',
      state: normalizeState({
        ...fromScenario(
          'test/scenarios/29-client-side-apply-deployment-three-times.json',
          1,
          'kubectl apply --server-side without the log container: the first server-side apply of an object kubectl applied client-side.',
        ),
        mode: 'server-side',
        applier: 'kubectl-server-side',
      }),
    },
  ];
}
