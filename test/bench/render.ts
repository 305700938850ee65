// A repository of Kustomize apps (10 ConfigMaps and a Deployment each: 200 apps
// are 2,200 objects), previewed with render: auto and live: base against its
// base commit (every app's image changed), in-process. Prints the time spent
// rendering the head and the base beside the time spent previewing (the rest
// of the run) for each concurrency. `npm run bench:render` runs it alone
// (concurrency 1, 2 and 4); `npm run bench:action` runs it with RENDER_CONCURRENCY.
// Not a test: numbers only.
//
//   npm run bench:render                  # 200 apps
//   npm run bench:render -- --apps 50

import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runPreview } from '../../gather/gather.ts';
import { commitAll, writeRepo } from '../gather/render/repo.ts';
import { renderTools } from '../gather/render/tools.ts';
import setupTools from '../gather/render/tools-setup.ts';

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

/** Renders and previews `apps` Kustomize apps once per concurrency, printing a line each. */
export async function benchRender(apps: number, concurrencies: readonly number[]): Promise<void> {
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
  try {
    const base = commitAll(dir, 'base');
    for (let i = 0; i < apps; i++)
      writeFileSync(join(dir, `apps/app${i}/deployment.yaml`), deployment(i, '1.1'));
    commitAll(dir, 'head');
    console.log(`render: ${apps} Kustomize apps, ${apps * 11} objects, live: base, render: auto`);
    for (const concurrency of concurrencies) {
      const renders: { side: string; ms: number }[] = [];
      const log = {
        info: (m: string) => {
          const r = /^render \((head|base [0-9a-f]+)\): .* in (\d+) ms$/.exec(m);
          if (r) renders.push({ side: r[1].split(' ')[0], ms: Number(r[2]) });
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
      const rendering = renders.reduce((a, r) => a + r.ms, 0);
      const s = preview.report.summary;
      console.log(
        `render: concurrency ${concurrency}: rendering ${Math.round(rendering)} ms (${renders.map((r) => `${r.side} ${r.ms} ms`).join(', ')}), previewing ${Math.round(total - rendering)} ms (the rest), whole run ${Math.round(total)} ms (${s.update} updates, ${s.error} errors)`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argAt = process.argv.indexOf('--apps');
  const apps = argAt > 0 ? Number(process.argv[argAt + 1]) : 200;
  await benchRender(apps, [1, 2, 4]);
}
