// Job's strategy: the generated selector and labels (pkg/registry/batch/job/strategy.go).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../core/value.ts';
import { ownersOf } from '../scenario-helper.ts';
import { at, job, write } from './strategy-helpers.ts';

describe('Job: the generated selector (pkg/registry/batch/job/strategy.go)', () => {
  it('create: the selector and the four template labels carry the uid the Job gets and its name', () => {
    for (const verb of ['create', 'apply'] as const) {
      const r = write({ verb, body: job() });
      const uid = at(r.object, 'metadata', 'uid');
      expect(typeof uid).toBe('string');
      expect(at(r.object, 'spec', 'selector')).toEqual({
        matchLabels: { 'batch.kubernetes.io/controller-uid': uid },
      });
      const labels = {
        'batch.kubernetes.io/controller-uid': uid,
        'batch.kubernetes.io/job-name': 'pi',
        'controller-uid': uid,
        'job-name': 'pi',
      };
      expect(at(r.object, 'spec', 'template', 'metadata', 'labels')).toEqual(labels);
      // No labels of its own: the storage codec's second defaulting copies the template's.
      expect(at(r.object, 'metadata', 'labels')).toEqual(labels);
      expect(at(r.object, 'metadata', 'generation')).toBe(1);
      expect(at(r.object, 'spec', 'manualSelector')).toBe(false);
      // Nobody owns what the strategy adds.
      const owners = ownersOf(r.object);
      expect(owners.has('.spec.selector')).toBe(false);
      expect(owners.has('.metadata.labels.job-name')).toBe(false);
    }
  });
  it('serverSet names what the strategy added, for the report', () => {
    const r = write({ verb: 'create', body: job() });
    expect(r.serverSet).toEqual(['.spec.template.metadata.labels', '.spec.selector']);
    const withLabels = write({
      verb: 'create',
      body: job({
        template: {
          metadata: { labels: { app: 'pi' } },
          spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] },
        },
      }),
    });
    expect(withLabels.serverSet).toEqual([
      '.metadata.labels.job-name',
      '.metadata.labels.batch.kubernetes.io/job-name',
      '.metadata.labels.controller-uid',
      '.metadata.labels.batch.kubernetes.io/controller-uid',
      '.spec.template.metadata.labels.job-name',
      '.spec.template.metadata.labels.batch.kubernetes.io/job-name',
      '.spec.template.metadata.labels.controller-uid',
      '.spec.template.metadata.labels.batch.kubernetes.io/controller-uid',
      '.spec.selector',
    ]);
    const cm = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c', namespace: 'd' } };
    expect(write({ verb: 'create', body: cm }).serverSet).toBeUndefined();
  });
  it('a generated name is the one the labels carry', () => {
    const r = write({
      verb: 'create',
      body: { ...job(), metadata: { generateName: 'pi-', namespace: 'default' } },
    });
    const name = at(r.object, 'metadata', 'name');
    expect(name).toMatch(/^pi-[a-z0-9]{5}$/);
    expect(at(r.object, 'spec', 'template', 'metadata', 'labels', 'job-name')).toBe(name);
  });
  it('labels and a selector key the user set are kept; the Job keeps its own labels', () => {
    const r = write({
      verb: 'create',
      body: job(
        {
          selector: { matchLabels: { app: 'pi' } },
          template: {
            metadata: { labels: { app: 'pi', 'job-name': 'mine' } },
            spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] },
          },
        },
        { labels: { team: 'a' } },
      ),
    });
    const uid = at(r.object, 'metadata', 'uid');
    expect(at(r.object, 'spec', 'selector', 'matchLabels')).toEqual({
      app: 'pi',
      'batch.kubernetes.io/controller-uid': uid,
    });
    expect(at(r.object, 'spec', 'template', 'metadata', 'labels')).toEqual({
      app: 'pi',
      'job-name': 'mine',
      'batch.kubernetes.io/job-name': 'pi',
      'controller-uid': uid,
      'batch.kubernetes.io/controller-uid': uid,
    });
    expect(at(r.object, 'metadata', 'labels')).toEqual({ team: 'a' });
  });
  it("a Job without labels shares its template's labels map (SetDefaults_Job): it gets the generated ones too", () => {
    const body = job({
      template: {
        metadata: { labels: { app: 'pi' } },
        spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] },
      },
    });
    for (const verb of ['create', 'apply'] as const) {
      const r = write({ verb, body });
      const uid = at(r.object, 'metadata', 'uid');
      const labels = {
        app: 'pi',
        'job-name': 'pi',
        'batch.kubernetes.io/job-name': 'pi',
        'controller-uid': uid,
        'batch.kubernetes.io/controller-uid': uid,
      };
      expect(at(r.object, 'spec', 'template', 'metadata', 'labels')).toEqual(labels);
      expect(at(r.object, 'metadata', 'labels')).toEqual(labels);
      // The writer owns the label it wrote (copied by defaulting before the field manager on a
      // create, after it on an apply), nobody the generated ones.
      const owners = ownersOf(r.object);
      expect(owners.get('.metadata.labels.controller-uid') ?? []).toEqual([]);
    }
    // Without defaulting nothing is shared.
    const raw = write({ verb: 'create', body, defaults: false });
    expect(at(raw.object, 'metadata', 'labels')).toBeUndefined();
  });
  it('manualSelector: true: nothing is generated', () => {
    const body = job({
      manualSelector: true,
      selector: { matchLabels: { app: 'pi' } },
      template: {
        metadata: { labels: { app: 'pi' } },
        spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl:5.34' }] },
      },
    });
    const r = write({ verb: 'create', body });
    expect(at(r.object, 'spec', 'selector')).toEqual({ matchLabels: { app: 'pi' } });
    expect(at(r.object, 'spec', 'template', 'metadata', 'labels')).toEqual({ app: 'pi' });
  });
  it('an update generates nothing and bumps generation on a spec change only', () => {
    const live = write({ verb: 'apply', body: job(), manager: 'kubectl' }).object;
    const spec = live.spec as JsonObject;
    const same = write({
      verb: 'update',
      live,
      body: { ...live, metadata: { ...(live.metadata as JsonObject) } },
    });
    expect(at(same.object, 'metadata', 'generation')).toBe(1);
    const changed = write({ verb: 'update', live, body: { ...live, spec: { ...spec, parallelism: 2 } } });
    expect(at(changed.object, 'metadata', 'generation')).toBe(2);
    expect(at(changed.object, 'spec', 'selector')).toEqual(spec.selector);
  });
});
