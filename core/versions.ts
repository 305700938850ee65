// The Kubernetes versions the preview models and what differs between them: the
// structured-merge-diff release each patch ships, the feature-gate defaults that
// change a result, and the field manager's and registry's behaviour. Parsing
// "1.36", "1.36.2" or "v1.36.2" into one of them; refusing the others by name.
//
// Sources (checked 2026-11-27; docs/engine.md#kubernetes-versions lists them):
// - SMD per patch: the go.mod of kubernetes/client-go at v0.35.0-v0.35.7
//   (v6.3.0), v0.36.0-v0.36.2 (v6.3.2), v0.36.3 (v6.3.3), v0.37.0-beta.0 (v6.4.2).
//   1.37 is modelled from v0.37.0-beta.0 (the newest 1.37 tag of that snapshot).
// - MaxUnavailableStatefulSet: beta and on in 1.35.0-1.35.3 (kubernetes#133153),
//   off from 1.36.0 and 1.35.4 (kubernetes#137904, cherry-pick #137926), on again
//   in 1.37 (kubernetes#139466); read by pkg/apis/apps/v1/defaults.go
//   SetDefaults_StatefulSet.
// - StrictIPCIDRValidation: alpha from 1.33 (off), on by default in 1.36.0
//   (kubernetes#137053, kubernetes CHANGELOG-1.36.md "API Change"); 1.37 keeps it
//   (its notes to v1.37.0-alpha.1 do not change it); read by the validation of
//   legacy IP and CIDR fields (apimachinery pkg/util/validation/ip.go
//   IsValidIPForLegacyField, IsValidCIDRForLegacyField).
// - Field manager: k8s.io/apimachinery v0.37.0-beta.0 pkg/util/managedfields/
//   internal/fieldmanager.go UpdateNoErrors keeps the live managedFields when the
//   field manager fails (v0.36.x cleared them); k8s.io/apiserver v0.37.0-beta.0
//   pkg/registry/generic/registry/store.go Update wipes system metadata on a PUT
//   or apply that creates (commit "Enable field wiping on create-via-update and
//   create-via-patch requests"); SMD v6.4.1+ fieldpath/serialize-pe.go refuses data
//   after a `k:`/`v:` key's JSON (#324, #328).

export type KubernetesMinor = '1.33' | '1.34' | '1.35' | '1.36' | '1.37';
export type SmdRelease = 'v4.6.0' | 'v6.3.0' | 'v6.3.2' | 'v6.3.3' | 'v6.4.2';

/** The feature gates whose defaults change a result the preview shows. */
export interface FeatureGates {
  /** apps/v1 SetDefaults_StatefulSet: rollingUpdate.maxUnavailable defaults to 1 only when on. */
  MaxUnavailableStatefulSet: boolean;
  /**
   * Legacy IP and CIDR fields (a Service's clusterIPs, externalIPs and
   * loadBalancerSourceRanges, a NetworkPolicy's ipBlock) refuse leading zeros, IPv4-mapped
   * IPv6 and host bits when on: alpha (off) in 1.33-1.35, on by default from 1.36.
   */
  StrictIPCIDRValidation: boolean;
}

/** One modelled Kubernetes version and what it does differently. */
export interface KubernetesVersion {
  /** The version modelled, "1.36.2". */
  readonly version: string;
  readonly minor: KubernetesMinor;
  readonly patch: number;
  /** The version asked for when it is a patch newer than the newest modelled one ("1.36.5"). */
  readonly requested?: string;
  /** The structured-merge-diff release of this patch. */
  readonly smd: SmdRelease;
  readonly gates: Readonly<FeatureGates>;
  /** SMD v6.3.1-v6.3.2 (structured-merge-diff #306, reverted in v6.3.3): a map or list emptied by pruning stays `{}`/`[]`. */
  readonly keepsEmptiedContainers: boolean;
  /** SMD v6.4.1 and later: a managedFields `k:`/`v:` key with data after its JSON is refused (before: ignored). */
  readonly refusesTrailingKeyData: boolean;
  /** 1.37: a PUT or apply that creates wipes deletionTimestamp, deletionGracePeriodSeconds and selfLink as a POST does. */
  readonly wipesMetadataOnCreateByUpdate: boolean;
  /** 1.37: when the field manager fails on a create or update, the live managedFields are kept (before: cleared). */
  readonly keepsLiveManagedFieldsOnFailure: boolean;
  /** The upstream tag the version's facts come from (kubernetes/client-go). */
  readonly source: string;
}

interface PatchRange {
  /** First patch of the range. */
  from: number;
  smd: SmdRelease;
  gates: FeatureGates;
}

interface MinorFacts {
  minor: KubernetesMinor;
  /** The newest patch the facts were checked for. */
  newest: number;
  /** client-go tag of a patch (the tag of the newest patch checked). */
  source: (patch: number) => string;
  /** Ranges in order of `from`; each holds until the next one's `from`. */
  ranges: PatchRange[];
  fieldManager137: boolean;
}

const MINORS: readonly MinorFacts[] = [
  {
    // Out of upstream support; MaxUnavailableStatefulSet was alpha (off). SMD v4.6.0
    // differs from v6.3.0 in one rule that changes a result: a keyed list item must
    // have every key field (core/typed/key-rule.ts); its other changes (omitzero,
    // the jsoniter APIs, tests) do not touch how the API server merges.
    minor: '1.33',
    newest: 13,
    source: (p) => `client-go v0.33.${p}`,
    ranges: [
      { from: 0, smd: 'v4.6.0', gates: { MaxUnavailableStatefulSet: false, StrictIPCIDRValidation: false } },
    ],
    fieldManager137: false,
  },
  {
    minor: '1.34',
    newest: 10,
    source: (p) => `client-go v0.34.${p}`,
    ranges: [
      { from: 0, smd: 'v6.3.0', gates: { MaxUnavailableStatefulSet: false, StrictIPCIDRValidation: false } },
    ],
    fieldManager137: false,
  },
  {
    minor: '1.35',
    newest: 7,
    source: (p) => `client-go v0.35.${p}`,
    ranges: [
      { from: 0, smd: 'v6.3.0', gates: { MaxUnavailableStatefulSet: true, StrictIPCIDRValidation: false } },
      { from: 4, smd: 'v6.3.0', gates: { MaxUnavailableStatefulSet: false, StrictIPCIDRValidation: false } },
    ],
    fieldManager137: false,
  },
  {
    minor: '1.36',
    newest: 3,
    source: (p) => `client-go v0.36.${p}`,
    ranges: [
      { from: 0, smd: 'v6.3.2', gates: { MaxUnavailableStatefulSet: false, StrictIPCIDRValidation: true } },
      { from: 3, smd: 'v6.3.3', gates: { MaxUnavailableStatefulSet: false, StrictIPCIDRValidation: true } },
    ],
    fieldManager137: false,
  },
  {
    minor: '1.37',
    newest: 0,
    source: () => 'client-go v0.37.0-beta.0',
    ranges: [
      { from: 0, smd: 'v6.4.2', gates: { MaxUnavailableStatefulSet: true, StrictIPCIDRValidation: true } },
    ],
    fieldManager137: true,
  },
];

/** The minors modelled, oldest first. */
export const MODELLED_MINORS: readonly KubernetesMinor[] = MINORS.map((m) => m.minor);

function build(m: MinorFacts, patch: number, requested?: string): KubernetesVersion {
  const used = Math.min(patch, m.newest);
  let range = m.ranges[0];
  for (const r of m.ranges) if (r.from <= used) range = r;
  const v: KubernetesVersion = {
    version: `${m.minor}.${used}`,
    minor: m.minor,
    patch: used,
    smd: range.smd,
    gates: Object.freeze({ ...range.gates }),
    keepsEmptiedContainers: range.smd === 'v6.3.2',
    refusesTrailingKeyData: range.smd === 'v6.4.2',
    wipesMetadataOnCreateByUpdate: m.fieldManager137,
    keepsLiveManagedFieldsOnFailure: m.fieldManager137,
    source: m.source(used),
  };
  return Object.freeze(requested !== undefined && patch > m.newest ? { ...v, requested } : v);
}

/** "1.33.0-1.33.13, 1.34.0-1.34.10, 1.35.0-1.35.7, 1.36.0-1.36.3 and 1.37.0". */
export function modelledVersionsText(): string {
  const parts = MINORS.map((m) => (m.newest === 0 ? `${m.minor}.0` : `${m.minor}.0-${m.minor}.${m.newest}`));
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** The version used when none is given: the newest modelled minor's newest patch. */
export const DEFAULT_KUBERNETES_VERSION: KubernetesVersion = (() => {
  const m = MINORS[MINORS.length - 1];
  return build(m, m.newest);
})();

/**
 * What core uses when its caller names no version: the newest patch of the minor
 * of the base schema table (1.35, core/schema/builtin/k8s-1.35.ts), so that the
 * schemas and the behaviour of an unnamed version agree. Every surface names one
 * (DEFAULT_KUBERNETES_VERSION unless the user gives another).
 */
export const UNNAMED_KUBERNETES_VERSION: KubernetesVersion = (() => {
  const m = MINORS.find((f) => f.minor === '1.35');
  if (m === undefined) throw new Error('core/versions.ts: 1.35 is the base table and must be modelled');
  return build(m, m.newest);
})();

export type VersionParse = { ok: true; version: KubernetesVersion } | { ok: false; message: string };

const VERSION_FORM = /^v?(\d{1,4})\.(\d{1,4})(?:\.(\d{1,6}))?(?:[-+][0-9A-Za-z.+-]*)?$/;

const cache = new Map<string, VersionParse>();

/**
 * `text` ("1.36", "1.36.2", "v1.36.2", a server's gitVersion such as
 * "v1.36.2-gke.100") as a modelled version. A minor alone is its newest modelled
 * patch; a patch newer than the newest modelled one is previewed as that one
 * (`requested` keeps what was asked). Anything else is refused with a message that
 * names the modelled versions.
 */
export function parseKubernetesVersion(text: unknown): VersionParse {
  if (typeof text !== 'string') {
    return { ok: false, message: `must be a string such as "1.36" or "1.36.2"` };
  }
  const known = cache.get(text);
  if (known !== undefined) return known;
  const r = parse(text);
  if (cache.size < 256) cache.set(text, r);
  return r;
}

function parse(text: string): VersionParse {
  const m = VERSION_FORM.exec(text.trim());
  const shown = JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}...` : text);
  if (m === null) {
    return {
      ok: false,
      message: `${shown} is not a Kubernetes version: give "1.36" or "1.36.2" (apply-preview models ${modelledVersionsText()})`,
    };
  }
  const minor = `${Number(m[1])}.${Number(m[2])}`;
  const facts = MINORS.find((f) => f.minor === minor);
  const asked = m[3] === undefined ? minor : `${minor}.${Number(m[3])}`;
  if (facts === undefined) {
    return {
      ok: false,
      message: `Kubernetes ${asked} is not modelled: apply-preview models ${modelledVersionsText()} (a later patch of these minors is previewed as the newest modelled one)`,
    };
  }
  const patch = m[3] === undefined ? facts.newest : Number(m[3]);
  return { ok: true, version: build(facts, patch, asked) };
}

export class KubernetesVersionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KubernetesVersionError';
  }
}

/** The version for `text` (undefined: the default); throws KubernetesVersionError when not modelled. */
export function kubernetesVersion(text: string | undefined): KubernetesVersion {
  if (text === undefined) return DEFAULT_KUBERNETES_VERSION;
  const r = parseKubernetesVersion(text);
  if (!r.ok) throw new KubernetesVersionError(r.message);
  return r.version;
}

/** A note for a report when the version asked for is newer than the one modelled; null otherwise. */
export function versionNote(v: KubernetesVersion): string | null {
  if (v.requested === undefined) return null;
  return `Kubernetes ${v.requested} is newer than the newest ${v.minor} patch modelled: previewed as ${v.version}`;
}
