// A representative pull-request comment, computed by the engine: a Deployment whose
// applied replicas conflict with the HPA that scaled it, a ConfigMap created with a
// multi-line value, and a Secret whose password changes. Shared by the GFM check and
// the browser screenshot.

import { renderMarkdown } from '../../core/preview/render/markdown.ts';
import { type PreviewItem, previewOutcome, summarize } from '../../core/preview/report.ts';
import type { BatchReport, ObjectSides } from '../../core/preview/types.ts';
import { builtinType } from '../../core/schema/builtin/index.ts';
import { serverWrite } from '../../core/server/write.ts';
import type { JsonObject } from '../../core/value.ts';
import { deployment, deploymentScaledByHpa, NOW, secret } from '../preview/cases.ts';

export const MARKER = 'apply-preview';
/** The columns of the report's table of objects (every object here has the built-in schema: said once above it). */
export const OBJECT_COLUMNS = 'Action|Kind|Name|Namespace|Changes|Ownership changes|Conflicts'.split('|');
export const OLD_PASSWORD = 'old-pa55word-7f3a';
export const NEW_PASSWORD = 'new-pa55word-c9d2';

function liveSecret(): JsonObject {
  const root = builtinType('v1', 'Secret');
  if (root === null) throw new Error('no built-in Secret');
  // As the API server stored it (uid, creationTimestamp, the Secret's defaults).
  const r = serverWrite({
    verb: 'apply',
    live: null,
    body: secret({ password: btoa(OLD_PASSWORD), user: btoa('app') }),
    manager: 'kubectl',
    schema: { root, source: 'builtin:1.35' },
    now: NOW,
    random: () => 0.5,
  });
  if (!r.ok) throw new Error(r.status.message);
  return r.object;
}

export function commentItems(): PreviewItem[] {
  return [
    {
      live: deploymentScaledByHpa(),
      intent: deployment('nginx:1.27', 3),
      source: { file: 'deploy/web.yaml' },
    },
    {
      live: null,
      intent: {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: 'web-config', namespace: 'shop', labels: { app: 'web' } },
        data: {
          LOG_LEVEL: 'info',
          'nginx.conf':
            'server {\n  listen 8080;\n  location / {\n    proxy_pass http://127.0.0.1:3000;\n  }\n}\n',
        },
      },
      source: { file: 'deploy/config.yaml' },
    },
    {
      live: liveSecret(),
      intent: secret({ password: btoa(NEW_PASSWORD), user: btoa('app') }),
      source: { file: 'deploy/secret.yaml' },
    },
  ];
}

export function commentReport(): { report: BatchReport; sides: (ObjectSides | null)[] } {
  const outcomes = commentItems().map((it) => previewOutcome(it, { fieldManager: 'kubectl', now: NOW }));
  const objects = outcomes.map((o) => o.report);
  return { report: { summary: summarize(objects), objects }, sides: outcomes.map((o) => o.sides ?? null) };
}

export function commentMarkdown(): string {
  const { report, sides } = commentReport();
  return renderMarkdown(report, {
    marker: MARKER,
    title: 'Server-side apply preview — kubectl onto cluster (prod)',
    sides,
  });
}
