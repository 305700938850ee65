// The remote chart of a Flux HelmRelease: `spec.chart.spec` with a sourceRef to
// a HelmRepository (found in the repository: sourceRef.namespace, else the
// HelmRelease's, as helm-controller looks it up), its `spec.url` and `type`
// (`oci`), the chart and version (Flux's default `*`); or `spec.chartRef` to an
// OCIRepository (its url, `ref.digest`, else `ref.semver`, else `ref.tag`).
// A source with credentials (secretRef, certSecretRef, a cloud provider) is not
// rendered: the preview uses none. fluxcd/source-controller api/v1 helmrepository_types.go,
// ocirepository_types.go; fluxcd/helm-controller api/v2 helmrelease_types.go.

import type { JsonObject } from '../../core/index.ts';
import { type DiscoverContext, findObject } from './context.ts';
import { bool, str } from './fields.ts';
import { type RemoteChart, remoteChart } from './remote-chart.ts';

/** The chart, or why it is not fetched; `file`: the tree file of the HelmRepository or OCIRepository (a change to it touches the release). */
export type FluxChartSource = ({ chart: RemoteChart } | { refused: string; what: string }) & {
  file?: string;
};

const SOURCE_VERSIONS = ['source.toolkit.fluxcd.io/v1', 'source.toolkit.fluxcd.io/v1beta2'];

function findSource(ctx: DiscoverContext, kind: string, namespace: string, name: string) {
  for (const v of SOURCE_VERSIONS) {
    const found = findObject(ctx, v, kind, namespace, name);
    if (found?.intent) return { source: found.intent, file: found.file };
  }
  return undefined;
}

/** Why a source's credentials keep it from being fetched, or null. */
function credentials(source: JsonObject): string | null {
  for (const field of ['secretRef', 'certSecretRef', 'proxySecretRef']) {
    if (str(source, 'spec', field, 'name') !== undefined) return `spec.${field}`;
  }
  const provider = str(source, 'spec', 'provider');
  if (provider !== undefined && provider !== 'generic') return `spec.provider ${provider}`;
  return null;
}

/** The remote chart of a HelmRelease's HelmRepository sourceRef (chartSpec given) or OCIRepository chartRef. */
export function fluxRemoteChart(
  ctx: DiscoverContext,
  ref: JsonObject | undefined,
  chartSpec: JsonObject | undefined,
  ownNamespace: string,
): FluxChartSource {
  const kind = str(ref, 'kind') ?? '';
  const name = str(ref, 'name') ?? '';
  const namespace = str(ref, 'namespace') ?? ownNamespace;
  const chartName = str(chartSpec, 'chart') ?? '';
  const what =
    chartSpec !== undefined
      ? `${chartName} from ${kind} ${namespace}/${name}`
      : `${kind} ${namespace}/${name}`;
  if (kind !== 'HelmRepository' && kind !== 'OCIRepository')
    return {
      refused: `a chart from chartRef ${kind || '(no kind)'} ${namespace}/${name} is not rendered`,
      what,
    };
  const found = findSource(ctx, kind, namespace, name);
  if (found === undefined)
    return { refused: `the chart's ${kind} ${namespace}/${name} is not in the repository`, what };
  const { source, file } = found;
  const secret = credentials(source);
  if (secret !== null)
    return {
      refused: `${kind} ${namespace}/${name} has ${secret}: credentials are not used by the preview`,
      what,
      file,
    };
  const url = str(source, 'spec', 'url') ?? '';
  const plainHttp = bool(source, 'spec', 'insecure') === true;
  let got: ReturnType<typeof remoteChart>;
  if (kind === 'HelmRepository') {
    const oci = str(source, 'spec', 'type') === 'oci';
    got = remoteChart(url, chartName, str(chartSpec, 'version') ?? '*', { oci, plainHttp });
  } else {
    // The digest wins over semver, semver over tag (source-controller OCIRepositoryRef).
    const digest = str(source, 'spec', 'ref', 'digest');
    const version =
      digest !== undefined
        ? ''
        : (str(source, 'spec', 'ref', 'semver') ?? str(source, 'spec', 'ref', 'tag') ?? '');
    const slash = url.replace(/\/+$/, '').lastIndexOf('/');
    const repo = slash > 'oci://'.length ? url.slice(0, slash) : url;
    got = remoteChart(repo, url.slice(slash + 1).replace(/\/+$/, ''), version, {
      oci: true,
      plainHttp,
      ...(digest !== undefined ? { digest } : {}),
    });
  }
  if ('refused' in got) return { refused: `${kind} ${namespace}/${name}: ${got.refused}`, what, file };
  return { chart: got, file };
}
