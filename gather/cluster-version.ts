// `live: cluster` without a version given: the cluster's Kubernetes version, read
// from its `GET /version` (k8s.io/apimachinery pkg/version Info: gitVersion such
// as "v1.36.2", or with a vendor's suffix, "v1.36.2-gke.1200", "v1.36.2+k3s1"),
// through the same client, limits and timeouts as the other cluster reads.

import { kubernetesVersionProblem } from '../core/request/index.ts';
import type { KubeClient } from './cluster.ts';
import { FatalError } from './errors.ts';

/** The version a cluster reports, and the one previewed with (the same, without a vendor's suffix). */
export interface ClusterVersion {
  /** gitVersion as the cluster reports it (`v1.36.2-gke.1200`). */
  reported: string;
  /** What the preview uses: `1.36.2`. */
  version: string;
}

/**
 * The cluster's version from `/version`. An answer without a gitVersion of the form
 * v<major>.<minor>.<patch>, or a version not modelled, fails the run with a message
 * naming the modelled versions (and the input that sets one).
 */
export async function readClusterVersion(client: KubeClient, describe: string): Promise<ClusterVersion> {
  const info = await client.getJSON('/version');
  const git = info !== null && typeof info.gitVersion === 'string' ? info.gitVersion : undefined;
  const m = git === undefined ? null : /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(git);
  if (git === undefined || m === null) {
    throw new FatalError(
      `cluster ${describe}: GET /version: ${git === undefined ? 'no gitVersion in the answer' : `gitVersion ${JSON.stringify(git.slice(0, 60))} is not v<major>.<minor>.<patch>`}; give the version (kubernetes-version, --kubernetes-version)`,
    );
  }
  const version = `${m[1]}.${m[2]}.${m[3]}`;
  const problem = kubernetesVersionProblem(version);
  if (problem !== null) {
    throw new FatalError(
      `cluster ${describe} runs Kubernetes ${git}: ${problem} (give one of them with kubernetes-version or --kubernetes-version to preview anyway)`,
    );
  }
  return { reported: git, version };
}
