// The modelled Kubernetes versions (core/versions.ts): parsing, refusals, and what
// differs per patch (the upstream facts are cited in core/versions.ts).

import { describe, expect, it } from 'vitest';
import { serverWrite } from '../../core/server/write.ts';
import { parseScenario, ScenarioError } from '../../core/simulate.ts';
import {
  DEFAULT_KUBERNETES_VERSION,
  KubernetesVersionError,
  kubernetesVersion,
  modelledVersionsText,
  parseKubernetesVersion,
  versionNote,
} from '../../core/versions.ts';

function version(text: string) {
  const r = parseKubernetesVersion(text);
  if (!r.ok) throw new Error(r.message);
  return r.version;
}

describe('Kubernetes versions', () => {
  it('reads a minor, a patch, a v prefix and a server gitVersion', () => {
    expect(version('1.36').version).toBe('1.36.3');
    expect(version('1.36.2').version).toBe('1.36.2');
    expect(version('v1.36.2').version).toBe('1.36.2');
    expect(version(' v1.35.1-gke.1200 ').version).toBe('1.35.1');
    expect(version('v1.37.0+k3s1').version).toBe('1.37.0');
  });

  it('defaults to the newest modelled version', () => {
    expect(DEFAULT_KUBERNETES_VERSION.version).toBe('1.37.0');
    expect(kubernetesVersion(undefined)).toBe(DEFAULT_KUBERNETES_VERSION);
  });

  it('refuses a version not modelled, naming the modelled ones', () => {
    expect(modelledVersionsText()).toBe(
      '1.33.0-1.33.13, 1.34.0-1.34.10, 1.35.0-1.35.7, 1.36.0-1.36.3 and 1.37.0',
    );
    const r = parseKubernetesVersion('1.20');
    expect(r).toEqual({
      ok: false,
      message:
        'Kubernetes 1.20 is not modelled: apply-preview models 1.33.0-1.33.13, 1.34.0-1.34.10, 1.35.0-1.35.7, 1.36.0-1.36.3 and 1.37.0 (a later patch of these minors is previewed as the newest modelled one)',
    });
    expect(() => kubernetesVersion('1.32.2')).toThrow(KubernetesVersionError);
    expect(() => kubernetesVersion('1.32.2')).toThrow('Kubernetes 1.32.2 is not modelled');
  });

  it('refuses what is not a version', () => {
    for (const bad of ['', 'latest', '1', '1.36.x', '1.36.2.1', 'v1..2']) {
      const r = parseKubernetesVersion(bad);
      expect(r.ok, bad).toBe(false);
      if (!r.ok) expect(r.message).toContain('is not a Kubernetes version');
    }
    expect(parseKubernetesVersion(136).ok).toBe(false);
  });

  it('previews a patch newer than the newest modelled as that one, and says so', () => {
    const v = version('1.36.7');
    expect(v.version).toBe('1.36.3');
    expect(v.requested).toBe('1.36.7');
    expect(versionNote(v)).toBe(
      'Kubernetes 1.36.7 is newer than the newest 1.36 patch modelled: previewed as 1.36.3',
    );
    expect(versionNote(version('1.36.3'))).toBeNull();
  });

  it('gives each patch its structured-merge-diff release', () => {
    const smd = (t: string) => version(t).smd;
    expect([smd('1.35.0'), smd('1.35.7'), smd('1.36.0'), smd('1.36.2'), smd('1.36.3'), smd('1.37')]).toEqual([
      'v6.3.0',
      'v6.3.0',
      'v6.3.2',
      'v6.3.2',
      'v6.3.3',
      'v6.4.2',
    ]);
    expect(version('1.36.1').keepsEmptiedContainers).toBe(true);
    expect(version('1.36.3').keepsEmptiedContainers).toBe(false);
    expect(version('1.37').refusesTrailingKeyData).toBe(true);
    expect(version('1.36.3').refusesTrailingKeyData).toBe(false);
  });

  it('gives MaxUnavailableStatefulSet its default per patch', () => {
    const on = (t: string) => version(t).gates.MaxUnavailableStatefulSet;
    expect(['1.35.0', '1.35.3', '1.35.4', '1.35.7', '1.36.0', '1.36.3', '1.37.0'].map(on)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  it('switches the 1.37 field manager and registry behaviour on for 1.37 only', () => {
    for (const t of ['1.35', '1.36']) {
      expect(version(t).wipesMetadataOnCreateByUpdate, t).toBe(false);
      expect(version(t).keepsLiveManagedFieldsOnFailure, t).toBe(false);
    }
    expect(version('1.37').wipesMetadataOnCreateByUpdate).toBe(true);
    expect(version('1.37').keepsLiveManagedFieldsOnFailure).toBe(true);
  });
});

describe('the kubernetesVersion option', () => {
  const cm = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'cm' }, data: { a: '1' } };

  it('is refused by a write with a 400 naming the modelled versions', () => {
    const r = serverWrite({ verb: 'apply', live: null, body: cm, manager: 'm', kubernetesVersion: '1.20' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.status.code).toBe(400);
    expect(r.status.reason).toBe('BadRequest');
    expect(r.status.message).toContain(
      'Kubernetes 1.20 is not modelled: apply-preview models 1.33.0-1.33.13',
    );
  });

  it('is refused by a scenario, naming the field', () => {
    let err: unknown;
    try {
      parseScenario({ kubernetesVersion: 'v1.32.4', live: null, steps: [] });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ScenarioError);
    expect((err as ScenarioError).path).toBe('kubernetesVersion');
    expect((err as ScenarioError).reason).toContain('Kubernetes 1.32.4 is not modelled');
  });
});
