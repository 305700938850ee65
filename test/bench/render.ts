// `npm run bench:render`: a repository of 200 Kustomize apps (10 ConfigMaps and a
// Deployment each, 2,200 objects), previewed with render: auto and live: base
// against its base commit (every app's image changed), in-process. Prints the time
// spent rendering the head and the base beside the whole run, for concurrency
// 1, 2 and 4 (RENDER_CONCURRENCY is the default). Not a test: numbers only.
//
//   npm run bench:render                  # 200 apps
//   npm run bench:render -- --apps 50

import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runPreview } from '../../gather/gather.ts';
import { commitAll, writeRepo } from '../gather/render/repo.ts';
import { renderTools } from '../gather/render/tools.ts';
import setupTools from '../gather/render/tools-setup.ts';

const argAt = process.argv.indexOf('--apps');
const apps = argAt > 0 ? Number(process.argv[argAt + 1]) : 200;

function deployment(i: number, tag: string): string {
  return `apiVersion: apps/v1
kind: Deployment
metadata:
  name: app${i}
spec:
  selector: {matchLabels: {app: app${i}}}
  template:
    metadata: {labels: {app: app${i}}}
    spec:
      containers: [{name: app, image: "registry.example.com/app${i}:${tag}"}]
`;
}

setupTools();
const files: Record<string, string> = {};
for (let i = 0; i < apps; i++) {
  const res = ['  - deployment.yaml'];
  for (let j = 0; j < 10; j++) {
    files[`apps/app${i}/cm${j}.yaml`] =
      `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app${i}-cm${j}\ndata:\n  k: v${j}\n`;
    res.push(`  - cm${j}.yaml`);
  }
  files[`apps/app${i}/deployment.yaml`] = deployment(i, '1.0');
  files[`apps/app${i}/kustomization.yaml`] = `namespace: app${i}\nresources:\n${res.join('\n')}\n`;
}
const dir = writeRepo(files);
const base = commitAll(dir, 'base');
for (let i = 0; i < apps; i++) writeFileSync(join(dir, `apps/app${i}/deployment.yaml`), deployment(i, '1.1'));
commitAll(dir, 'head');

console.log(`${apps} Kustomize apps, ${apps * 11} objects, live: base, render: auto`);
for (const concurrency of [1, 2, 4]) {
  const renders: string[] = [];
  const log = {
    info: (m: string) => {
      const r = /^render \((head|base [0-9a-f]+)\): .* in (\d+) ms$/.exec(m);
      if (r) renders.push(`${r[1].split(' ')[0]} ${r[2]} ms`);
    },
    warning: () => {},
  };
  const t0 = performance.now();
  const preview = await runPreview(
    {
      workspace: dir,
      manifests: ['.'],
      changed: null,
      live: { mode: 'base', ref: base },
      fieldManager: 'kubectl',
      force: false,
      crds: [],
      render: 'auto',
      renderTools: renderTools(),
      renderConcurrency: concurrency,
    },
    log,
  );
  const total = performance.now() - t0;
  const s = preview.report.summary;
  console.log(
    `concurrency ${concurrency}: rendering ${renders.join(', ')}; whole run ${Math.round(total)} ms (${s.update} updates, ${s.error} errors)`,
  );
}
rmSync(dir, { recursive: true, force: true });
