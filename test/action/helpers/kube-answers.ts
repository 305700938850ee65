// What the Kubernetes API stand-in (kube.ts) answers with, as kube-apiserver does:
// its discovery lists, where its /openapi/v3 documents are read from, a Status, and
// the /version answer.

import { join } from 'node:path';
import type { JsonObject } from '../../../core/value.ts';

interface ResourceInfo {
  name: string;
  kind: string;
  namespaced: boolean;
}

export const RESOURCES: Record<string, ResourceInfo[]> = {
  v1: [
    { name: 'configmaps', kind: 'ConfigMap', namespaced: true },
    { name: 'secrets', kind: 'Secret', namespaced: true },
    { name: 'services', kind: 'Service', namespaced: true },
    { name: 'services/status', kind: 'Service', namespaced: true },
    { name: 'namespaces', kind: 'Namespace', namespaced: false },
  ],
  'apps/v1': [
    { name: 'deployments', kind: 'Deployment', namespaced: true },
    { name: 'deployments/scale', kind: 'Scale', namespaced: true },
  ],
  'example.com/v1': [
    { name: 'gadgets', kind: 'Gadget', namespaced: true },
    { name: 'widgets', kind: 'Widget', namespaced: false },
  ],
};

const SHARED_OPENAPI = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  '..',
  'shared',
  'kubernetes',
  'openapi-v3-1.35',
);
const FIXTURE_OPENAPI = join(import.meta.dirname, '..', '..', 'fixtures', 'action', 'cluster');

/** Where each group-version document of the /openapi/v3 index is read from. */
export const DOCUMENTS: Record<string, string> = {
  'api/v1': join(SHARED_OPENAPI, 'api', 'v1.json'),
  'apis/apps/v1': join(SHARED_OPENAPI, 'apis', 'apps', 'v1.json'),
  'apis/batch/v1': join(SHARED_OPENAPI, 'apis', 'batch', 'v1.json'),
  'apis/example.com/v1': join(FIXTURE_OPENAPI, 'openapi-example.com-v1.json'),
};

export function status(code: number, reason: string, message: string, details?: JsonObject): JsonObject {
  const s: JsonObject = {
    kind: 'Status',
    apiVersion: 'v1',
    metadata: {},
    status: 'Failure',
    message,
    reason,
    code,
  };
  if (details) s.details = details;
  return s;
}

/**
 * The answer of `GET /version` as kube-apiserver gives it (k8s.io/apimachinery
 * pkg/version/types.go Info, with the emulation fields of KEP-4330): major and
 * minor as strings, gitVersion `v<major>.<minor>.<patch>`.
 */
export function versionInfo(gitVersion: string): JsonObject {
  const m = /^v(\d+)\.(\d+)/.exec(gitVersion);
  const major = m?.[1] ?? '';
  const minor = m?.[2] ?? '';
  return {
    major,
    minor,
    emulationMajor: major,
    emulationMinor: minor,
    minCompatibilityMajor: major,
    minCompatibilityMinor: minor === '' ? '' : String(Number(minor) - 1),
    gitVersion,
    gitCommit: '0123456789abcdef0123456789abcdef01234567',
    gitTreeState: 'clean',
    buildDate: '2026-10-14T12:00:00Z',
    goVersion: 'go1.25.3',
    compiler: 'gc',
    platform: 'linux/amd64',
  };
}
