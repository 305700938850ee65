// Fetches remote charts with `helm pull`, each distinct (repository, chart,
// version) once per run: the head's and the base's renders share one
// RemoteCharts and its results. helm runs with homes of its own in a temporary
// directory, no credentials, no repositories or registry logins, the job's
// proxy settings only, a time limit and a file-size limit (a hostile server
// cannot fill the disk); the pulled archive is capped and kept in memory, the
// directory removed at once. With `remote-charts: skip` nothing is fetched.

import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_RENDER_OUTPUT_BYTES } from '../../core/index.ts';
import { describeRemote, type RemoteChart, remoteKey } from './remote-chart.ts';
import { type RunLimits, runTool, scrubbedEnv } from './tools.ts';

export type RemoteChartsMode = 'fetch' | 'skip';

/** The pulled chart archive, or why there is none. */
export type FetchedChart = { ok: true; archive: Buffer } | { ok: false; reason: string };

export interface RemoteCharts {
  readonly mode: RemoteChartsMode;
  /** The chart's archive (fetched on the first call for its key, shared after). */
  fetch(chart: RemoteChart, helm: string): Promise<FetchedChart>;
  /** How many `helm pull` runs were started. */
  readonly pulls: number;
}

export interface FetchLimits {
  /** Wall-clock limit of one `helm pull` (index and archive). */
  timeoutMs: number;
  /** The largest file `helm pull` may write (the repository's index.yaml, the archive). */
  fileBytes: number;
  /** The largest chart archive rendered. */
  chartBytes: number;
  /**
   * helm's address space (ulimit -v): helm reads a whole index.yaml or archive into
   * memory before writing it, so the file-size limit alone would not stop an endless
   * answer from filling the runner's memory. Go needs about 1 GiB to start.
   */
  memoryBytes: number;
}

export const DEFAULT_FETCH_LIMITS: FetchLimits = {
  timeoutMs: 60_000,
  fileBytes: 64 * 1024 * 1024,
  chartBytes: 16 * 1024 * 1024,
  // A 28 MB index.yaml (a large public repository's) takes helm about 800 MB.
  memoryBytes: 4 * 1024 * 1024 * 1024,
};

/** The job's proxy settings (a self-hosted runner may need them); nothing else of its environment. */
const PROXY_VARS = ['HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY', 'http_proxy', 'https_proxy', 'no_proxy'];

function fetchEnv(home: string, job: NodeJS.ProcessEnv): Record<string, string> {
  const env = scrubbedEnv(home);
  delete env.ALL_PROXY;
  for (const k of PROXY_VARS) {
    const v = job[k];
    if (v) env[k] = v;
    else delete env[k];
  }
  return env;
}

/** `64 MiB`, or `4096 bytes` when not a whole number of MiB. */
function size(bytes: number): string {
  const mib = bytes / 1024 / 1024;
  return Number.isInteger(mib) ? `${mib} MiB` : `${bytes} bytes`;
}

/** helm's message in one line: no log lines, no temporary paths, no user or password of any URL. */
export function fetchReason(raw: string, scratch: string): string {
  const lines = raw
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !/^level=(WARN|INFO|DEBUG)\b/.test(l));
  let m = lines
    .join('\n')
    .replace(/:\n/g, ': ')
    .replace(/\n/g, '; ')
    .replace(/^Error: /, '');
  m = m.split(scratch).join('(scratch)');
  m = m.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/@\s"]*@/gi, '$1');
  return m.length > 400 ? `${m.slice(0, 400)}...` : m || 'helm pull failed';
}

/** `helm pull` arguments for `c` into `dest`; flags in `--name=value` form, the chart after `--`. */
export function pullArgs(c: RemoteChart, dest: string): string[] {
  const args = ['pull', `--destination=${dest}`];
  if (c.version !== '') args.push(`--version=${c.version}`);
  if (c.protocol === 'oci') {
    if (c.plainHttp) args.push('--plain-http');
    args.push('--', c.repo);
  } else args.push(`--repo=${c.repo}`, '--', c.chart);
  return args;
}

async function pull(c: RemoteChart, helm: string, limits: FetchLimits): Promise<FetchedChart> {
  const scratch = mkdtempSync(join(tmpdir(), 'apply-preview-chart-'));
  try {
    const dest = join(scratch, 'out');
    mkdirSync(dest);
    const env = fetchEnv(join(scratch, 'home'), process.env);
    // ulimit -f counts 512-byte blocks (POSIX); a larger write fails with EFBIG (Go ignores SIGXFSZ).
    const blocks = Math.ceil(limits.fileBytes / 512);
    const kib = Math.ceil(limits.memoryBytes / 1024);
    const run = await runTool(
      '/bin/sh',
      [
        '-c',
        // A system that refuses to set RLIMIT_AS (macOS may) keeps the time and file limits.
        `ulimit -f ${blocks} && { ulimit -v ${kib} 2>/dev/null || :; } && exec "$0" "$@"`,
        helm,
        ...pullArgs(c, dest),
      ],
      scratch,
      env,
      { timeoutMs: limits.timeoutMs, outputBytes: MAX_RENDER_OUTPUT_BYTES } satisfies RunLimits,
    );
    if (run.signal === 'SIGXFSZ' || (!run.ok && /: file too large\b/.test(run.stderr)))
      return { ok: false, reason: `the download is larger than ${size(limits.fileBytes)}` };
    if (!run.ok && /\bout of memory\b|failed to reserve/.test(run.stderr))
      return { ok: false, reason: `helm pull needed more than its ${size(limits.memoryBytes)} of memory` };
    if (!run.ok) {
      const why = run.failure ?? fetchReason(run.stderr, scratch);
      return { ok: false, reason: run.failure ? `helm pull ${why}` : why };
    }
    let archives: string[] = [];
    try {
      archives = readdirSync(dest).filter((f) => f.endsWith('.tgz'));
    } catch {
      // nothing written
    }
    if (archives.length !== 1) return { ok: false, reason: 'helm pull wrote no chart archive' };
    const file = join(dest, archives[0]);
    const archiveBytes = statSync(file).size;
    if (archiveBytes > limits.chartBytes)
      return {
        ok: false,
        reason: `the chart archive is ${archiveBytes} bytes, more than ${size(limits.chartBytes)}`,
      };
    return { ok: true, archive: readFileSync(file) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Remote charts of one run, fetched (or not, with `skip`) once each. */
export function remoteCharts(
  mode: RemoteChartsMode = 'fetch',
  limits: FetchLimits = DEFAULT_FETCH_LIMITS,
  /** Told of each pull as it starts (`web 1.x from https://...`), for the run's log. */
  onPull?: (chart: string) => void,
): RemoteCharts {
  const fetched = new Map<string, Promise<FetchedChart>>();
  let pulls = 0;
  return {
    mode,
    get pulls() {
      return pulls;
    },
    fetch(chart, helm) {
      if (mode === 'skip')
        return Promise.resolve({ ok: false, reason: 'remote charts are not fetched (remote-charts: skip)' });
      const key = remoteKey(chart);
      let got = fetched.get(key);
      if (got === undefined) {
        pulls++;
        onPull?.(describeRemote(chart));
        got = pull(chart, helm, limits).catch(
          (e: unknown): FetchedChart => ({
            ok: false,
            reason: `helm pull failed: ${e instanceof Error ? e.message : String(e)}`,
          }),
        );
        fetched.set(key, got);
      }
      return got;
    },
  };
}
