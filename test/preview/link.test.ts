// The playground link builder (core/preview/link.ts): the state survives the
// trip through the fragment, links past the limit and links carrying a Secret
// are refused, and damaged fragments fail with a reason instead of a crash.

import { readFileSync } from 'node:fs';
import { deflateSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  decodeState,
  encodeState,
  MAX_STATE_BYTES,
  PLAYGROUND_LINK_LIMIT,
  PlaygroundLinkError,
  type PlaygroundState,
  playgroundLink,
  stateFromFragment,
  stateHasSecret,
} from '../../core/preview/link.ts';

const example = (f: string) => readFileSync(new URL(`../../examples/${f}`, import.meta.url), 'utf8');

const state: PlaygroundState = {
  live: example('configmap-live.yaml'),
  manifest: example('configmap-intent.yaml'),
  crd: '',
  fieldManager: 'kubectl',
  force: false,
};

const b64url = (b: Uint8Array) => Buffer.from(b).toString('base64url');

describe('playgroundLink', () => {
  it('builds a link whose fragment restores the state exactly', () => {
    const link = playgroundLink('https://apply-preview.example.dev/', state);
    expect(link).not.toBeNull();
    const url = new URL(link as string);
    expect(url.origin + url.pathname).toBe('https://apply-preview.example.dev/');
    expect(url.hash.startsWith('#s=')).toBe(true);
    expect(stateFromFragment(url.hash)).toEqual(state);
    // Compressed: shorter than the texts it carries.
    expect((link as string).length).toBeLessThan(state.live.length + state.manifest.length);
  });

  it('keeps force, the CRD and non-ASCII text', () => {
    const s: PlaygroundState = {
      live: '',
      manifest: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: café-☕\ndata:\n  "__proto__": x\n',
      crd: 'kind: CustomResourceDefinition\n',
      fieldManager: 'tëam',
      force: true,
    };
    expect(decodeState(encodeState(s))).toEqual(s);
  });

  it('keeps the applier and its owner; an empty owner is not carried', () => {
    const s: PlaygroundState = { ...state, fieldManager: '', applier: 'helm4', owner: 'prod/shop' };
    expect(decodeState(encodeState(s))).toEqual(s);
    expect(decodeState(encodeState({ ...s, owner: '' }))).toEqual({
      ...state,
      fieldManager: '',
      applier: 'helm4',
    });
    expect(() => decodeState(b64url(deflateSync(strToU8('[1,"","m","",0,"",{"owner":5}]'))))).toThrow(
      /owner must be text/,
    );
  });

  it('replaces a fragment already in the base URL', () => {
    const link = playgroundLink('http://127.0.0.1:8787/?x=1#old', state) as string;
    expect(link.startsWith('http://127.0.0.1:8787/?x=1#s=')).toBe(true);
    expect(link).not.toContain('#old');
  });

  it('gives null past the limit (default 8000 characters), and a link right at it', () => {
    // Random-looking text does not compress: the link grows with it.
    let x = 1;
    const noise = Array.from({ length: 9000 }, () => {
      x = (x * 48271) % 2147483647;
      return String.fromCharCode(97 + (x % 26));
    }).join('');
    const big = { ...state, manifest: `data:\n  k: ${noise}\n` };
    expect(PLAYGROUND_LINK_LIMIT).toBe(8000);
    expect(playgroundLink('https://x.dev/', big)).toBeNull();
    const exact = playgroundLink('https://x.dev/', state, 100000) as string;
    expect(playgroundLink('https://x.dev/', state, exact.length)).toBe(exact);
    expect(playgroundLink('https://x.dev/', state, exact.length - 1)).toBeNull();
  });

  it('gives no link for a state holding a Secret (YAML or JSON, live, manifest)', () => {
    const secretYaml =
      'apiVersion: v1\nkind: Secret\nmetadata:\n  name: s\ndata:\n  password: aHVudGVyMg==\n';
    expect(playgroundLink('https://x.dev/', { ...state, manifest: secretYaml })).toBeNull();
    expect(playgroundLink('https://x.dev/', { ...state, live: secretYaml })).toBeNull();
    expect(
      playgroundLink('https://x.dev/', { ...state, manifest: '{"apiVersion":"v1", "kind" : "Secret"}' }),
    ).toBeNull();
    expect(stateHasSecret({ ...state, manifest: "kind: 'Secret' # quoted\n" })).toBe(true);
    expect(stateHasSecret({ ...state, manifest: 'kind: SecretStore\n' })).toBe(false);
    expect(stateHasSecret(state)).toBe(false);
  });
});

describe('reading a fragment', () => {
  it('has no state without the key', () => {
    expect(stateFromFragment('')).toBeNull();
    expect(stateFromFragment('#top')).toBeNull();
  });

  it('names what is wrong with a damaged fragment', () => {
    const bad = (f: string) => {
      try {
        stateFromFragment(f);
      } catch (e) {
        expect(e).toBeInstanceOf(PlaygroundLinkError);
        return (e as Error).message;
      }
      return 'no error';
    };
    expect(bad('#s=@@@')).toMatch(/not base64url/);
    expect(bad('#s=AAAA')).toMatch(/does not inflate|not JSON/);
    expect(bad(`#s=${b64url(deflateSync(strToU8('not json')))}`)).toMatch(/not JSON/);
    expect(bad(`#s=${b64url(deflateSync(strToU8('[2,"","","m",0,""]')))}`)).toMatch(/version 1/);
    expect(bad(`#s=${b64url(deflateSync(strToU8('[1,5,"","m",0,""]')))}`)).toMatch(/live must be text/);
    expect(bad(`#s=${b64url(deflateSync(strToU8('[1,"","","m",2,""]')))}`)).toMatch(/force must be 0 or 1/);
    const full = encodeState(state);
    expect(bad(`#s=${full.slice(0, full.length - 8)}`)).toMatch(/does not inflate/);
  });

  it('refuses a state that inflates past the bound (a deflate bomb)', () => {
    const bomb = deflateSync(new Uint8Array(MAX_STATE_BYTES + 10).fill(32), { level: 9 });
    expect(b64url(bomb).length).toBeLessThan(PLAYGROUND_LINK_LIMIT);
    expect(() => decodeState(b64url(bomb))).toThrow(/inflates to more than/);
  });
});
