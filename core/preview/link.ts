// Links to the playground page (`GET /` of the Worker): the page's whole state
// (the live object, the manifest, an optional CRD, the field manager, force, and
// the apply mode, applier preset, server defaults, field validation and Kubernetes
// version when not the defaults)
// travels in the URL fragment, deflated and base64url-encoded, so a link
// reproduces a view with nothing stored on a server (a fragment is not even sent
// to one). Synchronous and pure (fflate's deflate, no DOM, no streams), so the
// Action can build a link for its comment and the page can read and write one.
//
// A state that holds a Secret gets no link: anyone with the link could read its
// values (deflate is an encoding, not encryption).

import { deflateSync, Inflate, strFromU8, strToU8 } from 'fflate';
import { DEFAULT_KUBERNETES_VERSION, kubernetesVersionProblem } from '../request/version.ts';
import { type FieldValidation, isFieldValidation } from '../server/fieldvalidation.ts';

/** Everything the page shows is computed from this. */
export interface PlaygroundState {
  /** The live object as YAML or JSON (`kubectl get -o yaml --show-managed-fields`); empty: the apply creates it. */
  live: string;
  /** The applied manifest as YAML or JSON. */
  manifest: string;
  /** A CustomResourceDefinition for a custom resource's schema; empty: built-in or deduced schema. */
  crd: string;
  fieldManager: string;
  force: boolean;
  /** `client-side`: kubectl's client-side apply (a three-way patch); absent: server-side. */
  mode?: PlaygroundMode;
  /** An applier preset (core/appliers `PRESETS`: kubectl, flux, helm4, ...); absent or empty: none. */
  applier?: string;
  /** `false`: the raw merge, without the API server's defaulting; absent: defaulted. */
  defaults?: boolean;
  /** Flux, Helm, Argo CD: the Kustomization, release or Application (`namespace/name`); absent or empty: the live object's. */
  owner?: string;
  /** The fieldValidation of the write: Warn or Ignore; absent: Strict (what kubectl sends). */
  fieldValidation?: FieldValidation;
  /** The cluster's Kubernetes version (`1.36`, `1.36.2`); absent: the newest modelled. */
  kubernetesVersion?: string;
}

export type PlaygroundMode = 'server-side' | 'client-side';

/**
 * The state as a link carries it: the optional settings only when they differ
 * from their defaults (server-side, no applier, defaults on, Strict), so equal
 * views give equal links.
 */
export function normalizeState(state: PlaygroundState): PlaygroundState {
  const { mode, applier, defaults, owner, fieldValidation, kubernetesVersion, ...rest } = state;
  return {
    ...rest,
    ...(mode === 'client-side' ? { mode } : {}),
    ...(applier ? { applier } : {}),
    ...(defaults === false ? { defaults } : {}),
    ...(owner ? { owner } : {}),
    ...(fieldValidation === 'Warn' || fieldValidation === 'Ignore' ? { fieldValidation } : {}),
    ...(kubernetesVersion && kubernetesVersion !== DEFAULT_KUBERNETES_VERSION ? { kubernetesVersion } : {}),
  };
}

/**
 * The longest link made, in characters. RFC 9110 (section 4.1) recommends that
 * every sender and recipient support URIs of at least 8,000 octets (browsers take
 * far more: Chromium 2 MB); and a GitHub comment holds 65,536 characters, so
 * eight such links fill one: a longer link would crowd the report out of the
 * comment it belongs to.
 */
export const PLAYGROUND_LINK_LIMIT = 8000;
/** The fragment key: `#s=<payload>`. */
export const FRAGMENT_KEY = 's';
/** Inflated state larger than this is refused (a link cannot carry a bigger one honestly). */
export const MAX_STATE_BYTES = 2 * 1024 * 1024;
const VERSION = 1;

/** A fragment that cannot be read as playground state; the message says why. */
export class PlaygroundLinkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlaygroundLinkError';
  }
}

// A `kind: Secret` line of YAML (any indentation, quoted or not) or a JSON "kind": "Secret".
const SECRET_KIND =
  /(^|\n)[ \t-]*["']?kind["']?[ \t]*:[ \t]*["']?Secret["']?[ \t]*(#[^\n]*)?(\r?\n|$)|"kind"\s*:\s*"Secret"/;

/** Whether any text of the state may hold a Secret (conservative: a `kind: Secret` anywhere). */
export function stateHasSecret(state: PlaygroundState): boolean {
  return SECRET_KIND.test(state.live) || SECRET_KIND.test(state.manifest) || SECRET_KIND.test(state.crd);
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function base64url(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    out += B64[n >> 18] + B64[(n >> 12) & 63] + B64[(n >> 6) & 63] + B64[n & 63];
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i] << 16;
    out += B64[n >> 18] + B64[(n >> 12) & 63];
  } else if (rest === 2) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8);
    out += B64[n >> 18] + B64[(n >> 12) & 63] + B64[(n >> 6) & 63];
  }
  return out;
}

function fromBase64url(s: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(s) || s.length % 4 === 1) {
    throw new PlaygroundLinkError('the link is damaged: its state is not base64url text');
  }
  const out = new Uint8Array(Math.floor((s.length * 3) / 4));
  let o = 0;
  for (let i = 0; i < s.length; i += 4) {
    const c = [0, 1, 2, 3].map((k) => (i + k < s.length ? B64.indexOf(s[i + k]) : -1));
    const n = (c[0] << 18) | (c[1] << 12) | (Math.max(c[2], 0) << 6) | Math.max(c[3], 0);
    out[o++] = n >> 16;
    if (c[2] >= 0) out[o++] = (n >> 8) & 255;
    if (c[3] >= 0) out[o++] = n & 255;
  }
  return out.subarray(0, o);
}

/** The fragment payload (what follows `#s=`) of a state. */
export function encodeState(state: PlaygroundState): string {
  const doc: unknown[] = [
    VERSION,
    state.live,
    state.manifest,
    state.fieldManager,
    state.force ? 1 : 0,
    state.crd,
  ];
  // The settings added later: a seventh element, only when one differs from its
  // default, so links made before them (and links of default views) are unchanged.
  const { mode, applier, defaults, owner, fieldValidation, kubernetesVersion } = normalizeState(state);
  if (
    mode !== undefined ||
    applier !== undefined ||
    defaults !== undefined ||
    owner !== undefined ||
    fieldValidation !== undefined ||
    kubernetesVersion !== undefined
  ) {
    doc.push({
      ...(mode !== undefined ? { mode } : {}),
      ...(applier !== undefined ? { applier } : {}),
      ...(defaults !== undefined ? { defaults } : {}),
      ...(owner !== undefined ? { owner } : {}),
      ...(fieldValidation !== undefined ? { fieldValidation } : {}),
      ...(kubernetesVersion !== undefined ? { kubernetesVersion } : {}),
    });
  }
  return base64url(deflateSync(strToU8(JSON.stringify(doc)), { level: 9 }));
}

function inflateBounded(data: Uint8Array): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total > MAX_STATE_BYTES) {
      throw new PlaygroundLinkError(`the link's state inflates to more than ${MAX_STATE_BYTES} bytes`);
    }
    chunks.push(chunk);
  });
  try {
    // Small pieces: the handler sees the output grow and stops it early.
    for (let i = 0; i < data.length || i === 0; i += 1024) {
      inflater.push(data.subarray(i, i + 1024), i + 1024 >= data.length);
    }
  } catch (e) {
    if (e instanceof PlaygroundLinkError) throw e;
    throw new PlaygroundLinkError('the link is damaged: its state does not inflate');
  }
  const out = new Uint8Array(total);
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.length;
  }
  return out;
}

/** Reads a fragment payload back; throws PlaygroundLinkError naming what is wrong. */
export function decodeState(payload: string): PlaygroundState {
  const text = strFromU8(inflateBounded(fromBase64url(payload)));
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new PlaygroundLinkError('the link is damaged: its state is not JSON');
  }
  if (!Array.isArray(doc) || doc[0] !== VERSION) {
    throw new PlaygroundLinkError(`the link's state is not of version ${VERSION} (made by another release?)`);
  }
  const [, live, manifest, fieldManager, force, crd, settings] = doc;
  const str = (v: unknown, name: string): string => {
    if (typeof v !== 'string') throw new PlaygroundLinkError(`the link's state: ${name} must be text`);
    return v;
  };
  if (force !== 0 && force !== 1) throw new PlaygroundLinkError("the link's state: force must be 0 or 1");
  const state: PlaygroundState = {
    live: str(live, 'live'),
    manifest: str(manifest, 'manifest'),
    fieldManager: str(fieldManager, 'fieldManager'),
    force: force === 1,
    crd: crd === undefined ? '' : str(crd, 'crd'),
  };
  if (settings === undefined) return state;
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) {
    throw new PlaygroundLinkError("the link's state: its settings must be an object");
  }
  const { mode, applier, defaults, owner, fieldValidation, kubernetesVersion } = settings as {
    mode?: unknown;
    applier?: unknown;
    defaults?: unknown;
    owner?: unknown;
    fieldValidation?: unknown;
    kubernetesVersion?: unknown;
  };
  if (kubernetesVersion !== undefined) {
    const problem = kubernetesVersionProblem(str(kubernetesVersion, 'kubernetesVersion'));
    if (problem !== null) throw new PlaygroundLinkError(`the link's state: kubernetesVersion: ${problem}`);
  }
  if (fieldValidation !== undefined && !isFieldValidation(fieldValidation)) {
    throw new PlaygroundLinkError("the link's state: fieldValidation must be Strict, Warn or Ignore");
  }
  if (mode !== undefined && mode !== 'server-side' && mode !== 'client-side') {
    throw new PlaygroundLinkError("the link's state: mode must be server-side or client-side");
  }
  if (defaults !== undefined && typeof defaults !== 'boolean') {
    throw new PlaygroundLinkError("the link's state: defaults must be true or false");
  }
  return normalizeState({
    ...state,
    ...(mode !== undefined ? { mode } : {}),
    ...(applier !== undefined ? { applier: str(applier, 'applier') } : {}),
    ...(defaults !== undefined ? { defaults } : {}),
    ...(owner !== undefined ? { owner: str(owner, 'owner') } : {}),
    ...(fieldValidation !== undefined ? { fieldValidation } : {}),
    ...(typeof kubernetesVersion === 'string' ? { kubernetesVersion } : {}),
  });
}

/** The state in a URL fragment (`#s=...`, with or without the `#`); null when it holds none. */
export function stateFromFragment(fragment: string): PlaygroundState | null {
  const f = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  for (const part of f.split('&')) {
    if (part.startsWith(`${FRAGMENT_KEY}=`)) return decodeState(part.slice(FRAGMENT_KEY.length + 1));
  }
  return null;
}

/**
 * A link to the playground at `baseUrl` (its fragment, if any, replaced) showing
 * `state`; null when the link would be longer than `maxLength` characters
 * (default PLAYGROUND_LINK_LIMIT) or when the state holds a Secret.
 */
export function playgroundLink(
  baseUrl: string,
  state: PlaygroundState,
  maxLength: number = PLAYGROUND_LINK_LIMIT,
): string | null {
  const r = playgroundLinkOf(baseUrl, state, maxLength);
  return 'url' in r ? r.url : null;
}

/** A link made, or why there is none: a Secret, or a link longer than `limit` characters. */
export type PlaygroundLinkResult =
  | { url: string }
  | { omitted: 'secret' }
  | { omitted: 'too-long'; length: number; limit: number };

/** playgroundLink, saying why when there is no link. */
export function playgroundLinkOf(
  baseUrl: string,
  state: PlaygroundState,
  maxLength: number = PLAYGROUND_LINK_LIMIT,
): PlaygroundLinkResult {
  if (stateHasSecret(state)) return { omitted: 'secret' };
  const hash = baseUrl.indexOf('#');
  const base = hash < 0 ? baseUrl : baseUrl.slice(0, hash);
  const prefix = `${base}#${FRAGMENT_KEY}=`;
  if (prefix.length >= maxLength) return { omitted: 'too-long', length: prefix.length, limit: maxLength };
  const link = prefix + encodeState(state);
  return link.length > maxLength
    ? { omitted: 'too-long', length: link.length, limit: maxLength }
    : { url: link };
}
