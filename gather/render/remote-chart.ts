// A chart from a remote repository, as a controller object names it: a Helm
// HTTP repository (its index.yaml) or an OCI registry, the chart's name and the
// version constraint. The URL comes from the pull request: only http, https and
// oci are allowed, never a user or password in it, and the chart name and
// version may not read as flags of helm.

/** A chart to fetch (remote-fetch.ts) and render (remote-render.ts). */
export interface RemoteChart {
  /** `http`: a repository with an index.yaml (http or https); `oci`: a registry. */
  protocol: 'http' | 'oci';
  /** The repository URL (`https://charts.example.com`) or, for OCI, the chart's own reference (`oci://ghcr.io/org/charts/web`). */
  repo: string;
  /** The chart's name (the last segment of an OCI reference). */
  chart: string;
  /** helm's `--version`: an exact version or a semver constraint; '' for the latest. */
  version: string;
  /** OCI over plain HTTP (Flux HelmRepository / OCIRepository `spec.insecure`). */
  plainHttp?: boolean;
  /** Values files in helm's order, with where the source names each: relative to the chart's top, or (`tree`) a file of the repository. */
  valueFiles?: { path: string; line: number; tree?: boolean }[];
  /** Argo CD ignoreMissingValueFiles, Flux ignoreMissingValuesFiles. */
  ignoreMissingValueFiles?: boolean;
}

/** One key per distinct fetch: head and base share it. */
export function remoteKey(c: RemoteChart): string {
  return JSON.stringify([c.protocol, c.repo, c.chart, c.version, c.plainHttp === true]);
}

/** `web 1.2.x from https://charts.example.com`, `oci://ghcr.io/org/charts/web 1.2.0`. */
export function describeRemote(c: RemoteChart): string {
  const version = c.version === '' ? '' : ` ${c.version}`;
  return c.protocol === 'oci' ? `${c.repo}${version}` : `${c.chart}${version} from ${c.repo}`;
}

/** Helm chart names: letters, digits, `-`, `_`, `.` (never a leading `-`, `.` or `/`). */
const CHART_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** A version or constraint (`1.2.3`, `^1.2`, `>=1.0.0 <2.0.0`, `1.x`, `*`): no leading `-`, nothing a shell or flag parser could take for more. */
const VERSION = /^[A-Za-z0-9*^~=<>!.,|+ _-]*$/;

/** Why a URL may not be fetched, or null when it may. */
export function refusedUrl(url: string, allowed: readonly string[]): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return `${JSON.stringify(url)} is not a URL`;
  }
  const scheme = u.protocol.replace(/:$/, '');
  if (!allowed.includes(scheme))
    return `the URL scheme ${scheme}: is not fetched (only ${allowed.map((s) => `${s}://`).join(', ')})`;
  if (u.username !== '' || u.password !== '')
    return 'the URL holds a user name or password: credentials are not used by the preview';
  if (u.hostname === '') return `${JSON.stringify(url)} names no host`;
  if (u.search !== '' || u.hash !== '') return 'the URL holds a query or fragment';
  return null;
}

/** Why a chart name or version may not be passed to helm, or null. */
export function refusedChart(chart: string, version: string): string | null {
  if (!CHART_NAME.test(chart)) return `chart name ${JSON.stringify(chart)} is not a Helm chart name`;
  if (version.startsWith('-') || !VERSION.test(version))
    return `version ${JSON.stringify(version)} is not a version or constraint`;
  return null;
}

/** `oci://host/path` and the chart's name -> the chart's OCI reference. */
export function ociReference(repo: string, chart: string): string {
  return `${repo.replace(/\/+$/, '')}/${chart}`;
}

/**
 * A remote chart from a repository URL (`https://...`, `oci://...`, or Argo
 * CD's bare `host/path` for OCI), a chart name and a version; a reason when it
 * is refused.
 */
export function remoteChart(
  url: string,
  chart: string,
  version: string,
  o: { oci?: boolean; plainHttp?: boolean; digest?: string } = {},
): RemoteChart | { refused: string } {
  const trimmed = url.trim();
  // Argo CD names an OCI repository without a scheme (`registry-1.docker.io/bitnamicharts`).
  const bareHost = !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(trimmed) && /^[A-Za-z0-9.-]+(:\d+)?\/\S*$/.test(trimmed);
  const full = bareHost ? `oci://${trimmed}` : trimmed;
  const oci = o.oci === true || full.toLowerCase().startsWith('oci://');
  const why = refusedUrl(full, oci ? ['oci'] : ['http', 'https']) ?? refusedChart(chart, version);
  if (why !== null) return { refused: why };
  if (o.digest !== undefined && !(oci && /^sha(256:[0-9a-f]{64}|512:[0-9a-f]{128})$/.test(o.digest)))
    return { refused: `digest ${JSON.stringify(o.digest)} is not a sha256 or sha512 digest` };
  const repo = full.replace(/\/+$/, '');
  return {
    protocol: oci ? 'oci' : 'http',
    // helm pulls `oci://host/path/chart@sha256:...` by its manifest digest.
    repo: oci ? `${ociReference(repo, chart)}${o.digest ? `@${o.digest}` : ''}` : repo,
    chart,
    version,
    ...(o.plainHttp ? { plainHttp: true } : {}),
  };
}
