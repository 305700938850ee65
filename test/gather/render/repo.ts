// Test repositories for rendering: files written into a new temporary directory
// (optionally a git repository with a commit), and the tree rendering reads.

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Writes `files` (path -> text) under a new temporary directory; returns it. */
export function writeRepo(
  files: Record<string, string>,
  dir = mkdtempSync(join(tmpdir(), 'render-repo-')),
): string {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** Runs git in `dir` with a fixed identity and no user configuration. */
export function git(dir: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: dir,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.com',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.com',
    },
  });
}

/** Commits everything in `dir` (a new repository the first time); returns the commit id. */
export function commitAll(dir: string, message: string): string {
  try {
    git(dir, 'rev-parse', '--git-dir');
  } catch {
    git(dir, 'init', '-q', '-b', 'main');
  }
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', message);
  return git(dir, 'rev-parse', 'HEAD').trim();
}

/** The test repository of issue 28: a Flux Kustomization over an overlay, an Argo CD Application over a local chart. */
export const FLEET: Record<string, string> = {
  'clusters/prod/flux-system/gotk-sync.yaml': `apiVersion: source.toolkit.fluxcd.io/v1
kind: GitRepository
metadata:
  name: flux-system
  namespace: flux-system
spec:
  url: ssh://git@github.com/acme/fleet
  ref:
    branch: main
---
apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata:
  name: flux-system
  namespace: flux-system
spec:
  interval: 10m
  path: ./clusters/prod
  prune: true
  sourceRef:
    kind: GitRepository
    name: flux-system
`,
  'clusters/prod/apps.yaml': `apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata:
  name: apps
  namespace: flux-system
spec:
  interval: 10m
  path: ./apps/prod
  prune: true
  targetNamespace: shop
  namePrefix: prod-
  images:
    - name: nginx
      newTag: "1.27"
  sourceRef:
    kind: GitRepository
    name: flux-system
`,
  'apps/base/kustomization.yaml': `resources:
  - deployment.yaml
  - config.yaml
`,
  'apps/base/deployment.yaml': `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  replicas: 2
  selector:
    matchLabels: {app: web}
  template:
    metadata:
      labels: {app: web}
    spec:
      containers:
        - name: web
          image: nginx:1.25
`,
  'apps/base/config.yaml': `apiVersion: v1
kind: ConfigMap
metadata:
  name: web-config
data:
  greeting: hello
`,
  'apps/prod/kustomization.yaml': `resources:
  - ../base
`,
  'argocd/api.yaml': `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: api
  namespace: argocd
spec:
  project: default
  source:
    repoURL: https://github.com/acme/fleet.git
    path: charts/api
    helm:
      valueFiles:
        - values-prod.yaml
  destination:
    server: https://kubernetes.default.svc
    namespace: api
  syncPolicy:
    automated:
      prune: true
    syncOptions:
      - ServerSideApply=true
`,
  'charts/api/Chart.yaml': `apiVersion: v2
name: api
version: 0.1.0
`,
  'charts/api/values.yaml': `replicas: 1
image: ghcr.io/acme/api:1.0
`,
  'charts/api/values-prod.yaml': `replicas: 3
`,
  'charts/api/templates/deployment.yaml': `apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ .Release.Name }}
  labels:
    app: {{ .Release.Name }}
spec:
  replicas: {{ .Values.replicas }}
  selector:
    matchLabels:
      app: {{ .Release.Name }}
  template:
    metadata:
      labels:
        app: {{ .Release.Name }}
    spec:
      containers:
        - name: api
          image: {{ .Values.image }}
{{- if .Capabilities.APIVersions.Has "autoscaling/v2/HorizontalPodAutoscaler" }}
---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: {{ .Release.Name }}
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: {{ .Release.Name }}
  minReplicas: 1
  maxReplicas: 5
{{- end }}
`,
};
