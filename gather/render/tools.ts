// Runs kustomize (`kubectl kustomize`) and helm: by path, never from PATH, with a
// scrubbed environment (no tokens or other secrets of the job: only a fixed PATH,
// a temporary HOME and XDG/Helm directories, and proxies that lead nowhere so
// neither tool reaches the network), a timeout and a cap on what it writes.

import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_RENDER_OUTPUT_BYTES, RENDER_TIMEOUT_MS } from '../../core/index.ts';

/** The binaries rendering runs. */
export interface RenderTools {
  /** A kubectl whose `kubectl kustomize` is the kustomize to use. */
  kubectl: string;
  helm: string;
}

export interface ToolRun {
  ok: boolean;
  stdout: string;
  stderr: string;
  /** Why the run failed when the tool did not say (timeout, output cap, could not start). */
  failure?: string;
  /** The signal that ended the tool, when one did (SIGXFSZ: a file-size limit it ran under). */
  signal?: string;
}

export interface RunLimits {
  timeoutMs: number;
  outputBytes: number;
}

/** An address nothing listens on: every proxied request fails at once. */
const NO_PROXY_TARGET = 'http://127.0.0.1:9';

/** The environment of every tool run: nothing from the job's own. */
export function scrubbedEnv(home: string): Record<string, string> {
  const dirs = {
    HOME: home,
    XDG_CONFIG_HOME: join(home, 'config'),
    XDG_CACHE_HOME: join(home, 'cache'),
    XDG_DATA_HOME: join(home, 'data'),
    HELM_CONFIG_HOME: join(home, 'helm-config'),
    HELM_CACHE_HOME: join(home, 'helm-cache'),
    HELM_DATA_HOME: join(home, 'helm-data'),
    HELM_PLUGINS: join(home, 'helm-plugins'),
  };
  for (const d of Object.values(dirs)) mkdirSync(d, { recursive: true });
  const kubeconfig = join(home, 'kubeconfig');
  writeFileSync(kubeconfig, 'apiVersion: v1\nkind: Config\n');
  return {
    ...dirs,
    PATH: '/usr/bin:/bin',
    LANG: 'C',
    KUBECONFIG: kubeconfig,
    HELM_REPOSITORY_CONFIG: join(home, 'helm-config', 'repositories.yaml'),
    HELM_REGISTRY_CONFIG: join(home, 'helm-config', 'registry.json'),
    HTTP_PROXY: NO_PROXY_TARGET,
    HTTPS_PROXY: NO_PROXY_TARGET,
    http_proxy: NO_PROXY_TARGET,
    https_proxy: NO_PROXY_TARGET,
    ALL_PROXY: NO_PROXY_TARGET,
    NO_PROXY: '',
    no_proxy: '',
    GIT_TERMINAL_PROMPT: '0',
    // kustomize clones remote bases with git: no protocol is allowed, ssh included (which ignores proxies).
    GIT_ALLOW_PROTOCOL: 'none',
    GIT_SSH_COMMAND: '/bin/false',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
  };
}

/** Runs `bin args` in `cwd` and collects its output, within the limits. */
export function runTool(
  bin: string,
  args: readonly string[],
  cwd: string,
  env: Record<string, string>,
  limits: RunLimits = { timeoutMs: RENDER_TIMEOUT_MS, outputBytes: MAX_RENDER_OUTPUT_BYTES },
): Promise<ToolRun> {
  return new Promise((resolve) => {
    const child = spawn(bin, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let outBytes = 0;
    let errBytes = 0;
    let failure: string | undefined;
    const stop = (why: string) => {
      failure ??= why;
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    };
    const timer = setTimeout(() => stop(`stopped after ${limits.timeoutMs / 1000} s`), limits.timeoutMs);
    child.stdout.on('data', (c: Buffer) => {
      outBytes += c.length;
      if (outBytes > limits.outputBytes) stop(`wrote more than ${limits.outputBytes} bytes`);
      else out.push(c);
    });
    child.stderr.on('data', (c: Buffer) => {
      errBytes += c.length;
      if (errBytes <= limits.outputBytes) err.push(c);
    });
    child.on('error', (e) => {
      clearTimeout(timer);
      resolve({ ok: false, stdout: '', stderr: '', failure: `cannot run ${bin}: ${e.message}` });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const stdout = Buffer.concat(out).toString('utf8');
      const stderr = Buffer.concat(err).toString('utf8');
      resolve({
        ok: code === 0 && failure === undefined,
        stdout,
        stderr,
        ...(failure ? { failure } : {}),
        ...(signal ? { signal } : {}),
      });
    });
  });
}
