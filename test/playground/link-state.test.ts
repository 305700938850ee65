// The page's settings in its link (core/preview/link.ts): the apply mode, the
// applier preset and server defaults travel in the fragment only when they differ
// from their defaults, so links made before them still load as they did, and a
// link of a default view is byte for byte what it was.

import { deflateSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  decodeState,
  encodeState,
  normalizeState,
  type PlaygroundState,
  stateFromFragment,
} from '../../core/preview/link.ts';
import { NEWEST_BUILTIN_VERSION } from '../../core/schema/builtin/index.ts';
import { modelledVersionsText } from '../../core/versions.ts';

const manifest = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: old\n  namespace: ns\ndata:\n  k: v\n';
const base: PlaygroundState = { live: '', manifest, crd: '', fieldManager: 'kubectl', force: true };
/** A fragment made by the release before the settings (core/preview/link.ts at 7941b6d) for `base`. */
const OLD_FRAGMENT =
  '#s=PY0xDoAgEAS_cqGmsaW1trXxLE5BQ5CFCPp-sdByN5OZqdNKaSXZj-4sPsHQ3TGChzXUJ2x-HyQzoqtipYphEEGiM5QO-42SZW0PCuOHQjMxmjtci1vrofSbmh8';

const b64url = (b: Uint8Array) => Buffer.from(b).toString('base64url');

describe('the settings in a link', () => {
  it('an old link loads as it did: server-side, no applier, defaults on', () => {
    const s = stateFromFragment(OLD_FRAGMENT);
    expect(s).toEqual(base);
    expect(s?.mode).toBeUndefined();
    expect(s?.applier).toBeUndefined();
    expect(s?.defaults).toBeUndefined();
  });

  it('a default view makes the same link as before the settings, whether they are given or not', () => {
    expect(`#s=${encodeState(base)}`).toBe(OLD_FRAGMENT);
    expect(`#s=${encodeState({ ...base, mode: 'server-side', applier: '', defaults: true })}`).toBe(
      OLD_FRAGMENT,
    );
  });

  it('mode, applier and defaults survive the trip, each alone and together', () => {
    const cases: PlaygroundState[] = [
      { ...base, force: false, mode: 'client-side' },
      { ...base, applier: 'flux', fieldManager: '' },
      { ...base, defaults: false },
      { ...base, force: false, mode: 'client-side', applier: 'helm3', defaults: false },
    ];
    for (const s of cases) {
      expect(decodeState(encodeState(s))).toEqual(s);
      // A setting costs a few characters, not a second copy of anything.
      expect(encodeState(s).length - encodeState(base).length).toBeLessThan(60);
    }
  });

  it('normalizeState drops the settings left at their defaults', () => {
    expect(normalizeState({ ...base, mode: 'server-side', applier: '', defaults: true })).toEqual(base);
    expect(normalizeState({ ...base, mode: 'client-side', defaults: false })).toEqual({
      ...base,
      mode: 'client-side',
      defaults: false,
    });
  });

  it('field validation travels when it is not Strict, and a bad value is named', () => {
    for (const fieldValidation of ['Warn', 'Ignore'] as const) {
      const s = { ...base, fieldValidation };
      expect(decodeState(encodeState(s))).toEqual(s);
    }
    expect(`#s=${encodeState({ ...base, fieldValidation: 'Strict' })}`).toBe(OLD_FRAGMENT);
    const doc = b64url(
      deflateSync(strToU8(JSON.stringify([1, '', manifest, 'm', 0, '', { fieldValidation: 'warn' }]))),
    );
    expect(() => decodeState(doc)).toThrow(/fieldValidation must be Strict, Warn or Ignore/);
  });

  it('the Kubernetes version travels when it is not the default, and one not modelled is named', () => {
    for (const kubernetesVersion of ['1.36', '1.35.4', '1.33']) {
      const s = { ...base, kubernetesVersion };
      expect(decodeState(encodeState(s))).toEqual(s);
    }
    expect(`#s=${encodeState({ ...base, kubernetesVersion: NEWEST_BUILTIN_VERSION })}`).toBe(OLD_FRAGMENT);
    const doc = (v: unknown) =>
      b64url(deflateSync(strToU8(JSON.stringify([1, '', manifest, 'm', 0, '', { kubernetesVersion: v }]))));
    expect(() => decodeState(doc('1.20'))).toThrow(
      `the link's state: kubernetesVersion: Kubernetes 1.20 is not modelled: apply-preview models ${modelledVersionsText()} (a later patch of these minors is previewed as the newest modelled one)`,
    );
    expect(() => decodeState(doc(136))).toThrow("the link's state: kubernetesVersion must be text");
  });

  it('names what is wrong with damaged settings', () => {
    const doc = (settings: unknown) =>
      b64url(deflateSync(strToU8(JSON.stringify([1, '', manifest, 'm', 0, '', settings]))));
    expect(() => decodeState(doc('x'))).toThrow(/settings must be an object/);
    expect(() => decodeState(doc({ mode: 'sideways' }))).toThrow(/mode must be server-side or client-side/);
    expect(() => decodeState(doc({ applier: 7 }))).toThrow(/applier must be text/);
    expect(() => decodeState(doc({ defaults: 'no' }))).toThrow(/defaults must be true or false/);
    // Settings a later release adds are ignored: the link still opens.
    expect(decodeState(doc({ mode: 'client-side', future: 1 }))).toEqual({
      live: '',
      manifest,
      crd: '',
      fieldManager: 'm',
      force: false,
      mode: 'client-side',
    });
  });
});
