// What a pull request may name as a remote chart (remote-chart.ts): http,
// https and oci URLs only, no user or password, no query or fragment, chart
// names and versions that cannot read as helm flags; Argo CD's bare host path
// is OCI. And the caps of the fetch (remote-fetch.ts) against the stand-in
// repository: a chart archive over the cap, a download over the file-size limit.

import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteChart } from '../../../gather/render/remote-chart.ts';
import {
  DEFAULT_FETCH_LIMITS,
  fetchReason,
  pullArgs,
  remoteCharts,
} from '../../../gather/render/remote-fetch.ts';
import { type ChartRepoServer, startChartRepo, webChart } from './remote-repo.ts';
import { renderTools } from './tools.ts';

describe('remote chart URLs', () => {
  it('takes http, https and oci, and a bare host path as OCI', () => {
    expect(remoteChart('https://charts.example.com/stable/', 'web', '^1')).toEqual({
      protocol: 'http',
      repo: 'https://charts.example.com/stable',
      chart: 'web',
      version: '^1',
    });
    expect(remoteChart('oci://ghcr.io/acme/charts', 'web', '1.2.0')).toMatchObject({
      protocol: 'oci',
      repo: 'oci://ghcr.io/acme/charts/web',
    });
    expect(remoteChart('registry-1.docker.io/bitnamicharts', 'nginx', '')).toMatchObject({
      protocol: 'oci',
      repo: 'oci://registry-1.docker.io/bitnamicharts/nginx',
    });
  });

  it('refuses other schemes, credentials, queries, and names or versions helm could read as flags', () => {
    const refused = (url: string, chart = 'web', version = '1.0.0') => {
      const r = remoteChart(url, chart, version);
      return 'refused' in r ? r.refused : 'taken';
    };
    expect(refused('file:///etc')).toBe('the URL scheme file: is not fetched (only http://, https://)');
    expect(refused('git://example.com/charts')).toBe(
      'the URL scheme git: is not fetched (only http://, https://)',
    );
    expect(refused('https://user:token@charts.example.com')).toBe(
      'the URL holds a user name or password: credentials are not used by the preview',
    );
    expect(refused('https://charts.example.com/?token=x')).toBe('the URL holds a query or fragment');
    expect(refused('https://charts.example.com', '--kubeconfig=/x')).toBe(
      'chart name "--kubeconfig=/x" is not a Helm chart name',
    );
    expect(refused('https://charts.example.com', 'web', '--devel')).toBe(
      'version "--devel" is not a version or constraint',
    );
    expect(refused('not a url')).toBe('"not a url" is not a URL');
    expect(remoteChart('oci://ghcr.io/acme', 'web', '', { digest: 'sha256:../../x' })).toEqual({
      refused: 'digest "sha256:../../x" is not a sha256 or sha512 digest',
    });
    expect(
      remoteChart('oci://ghcr.io/acme', 'web', '', { digest: `sha256:${'a'.repeat(64)}` }),
    ).toMatchObject({
      repo: `oci://ghcr.io/acme/web@sha256:${'a'.repeat(64)}`,
    });
  });

  it('passes flags as --name=value and the chart after --', () => {
    const c = remoteChart('https://charts.example.com', 'web', '>=1.0.0 <2.0.0');
    if ('refused' in c) throw new Error(c.refused);
    expect(pullArgs(c, '/d')).toEqual([
      'pull',
      '--destination=/d',
      '--version=>=1.0.0 <2.0.0',
      '--repo=https://charts.example.com',
      '--',
      'web',
    ]);
  });
});

describe('fetch caps', () => {
  let server: ChartRepoServer;
  beforeAll(async () => {
    // A file gzip cannot shrink makes the archive larger than 8 KiB.
    const noise = randomBytes(12 * 1024).toString('base64');
    server = await startChartRepo({ web: { ...webChart('1.2.0'), 'files/noise.txt': noise } });
  });
  afterAll(() => server.close());

  it('refuses a chart archive over the cap, and stops a download over the file-size limit', async () => {
    const c = remoteChart(server.url, 'web', '1.2.0');
    if ('refused' in c) throw new Error(c.refused);
    const limits = { timeoutMs: 30_000, memoryBytes: DEFAULT_FETCH_LIMITS.memoryBytes };
    const small = remoteCharts('fetch', { ...limits, fileBytes: 1024 * 1024, chartBytes: 100 });
    const got = await small.fetch(c, renderTools().helm);
    expect(got).toMatchObject({ ok: false });
    expect(got.ok ? '' : got.reason).toMatch(/^the chart archive is \d{5} bytes, more than 100 bytes$/);
    const tiny = remoteCharts('fetch', { ...limits, fileBytes: 8192, chartBytes: 1024 * 1024 });
    const cut = await tiny.fetch(c, renderTools().helm);
    expect(cut).toEqual({ ok: false, reason: 'the download is larger than 8192 bytes' });
    // Within the limits, the same chart is fetched.
    const fits = await remoteCharts('fetch').fetch(c, renderTools().helm);
    expect(fits.ok).toBe(true);
  });
});

describe('fetch failures', () => {
  it('an endless index.yaml stops at helm’s memory limit, not the runner’s', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 'entries: {}\n#');
    let sent = 0;
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/yaml' });
      const more = () => {
        while (!res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) {
            res.once('drain', more);
            return;
          }
        }
      };
      more();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const c = remoteChart(url, 'web', '1.0.0');
      if ('refused' in c) throw new Error(c.refused);
      // Go needs about 1 GiB of address space to start: 1.25 GiB leaves helm a few hundred MiB.
      const limits = { ...DEFAULT_FETCH_LIMITS, memoryBytes: 1.25 * 1024 * 1024 * 1024 };
      const got = await remoteCharts('fetch', limits).fetch(c, renderTools().helm);
      expect(got).toEqual({ ok: false, reason: 'helm pull needed more than its 1280 MiB of memory' });
      // The answer was still streaming when helm stopped: the limit, not the server, ended it.
      expect(sent).toBeGreaterThan(0);
      expect(server.listening).toBe(true);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('a repository whose index.yaml is not an index: helm’s reason', async () => {
    const server = createServer((_req, res) => res.writeHead(200).end('entries: [not, an, index'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const c = remoteChart(url, 'web', '1.0.0');
      if ('refused' in c) throw new Error(c.refused);
      const got = await remoteCharts('fetch').fetch(c, renderTools().helm);
      expect(got.ok).toBe(false);
      expect(got.ok ? '' : got.reason).toContain(`looks like "${url}" is not a valid chart repository`);
      expect(got.ok ? '' : got.reason).not.toContain('(scratch)');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('says helm’s message in one line, without log lines, temporary paths or credentials', () => {
    const raw = [
      'level=WARN msg="unable to find exact version requested"',
      'Error: looks like "https://bot:s3cret@charts.example.com" is not a valid chart repository or cannot be reached:',
      '  open /tmp/apply-preview-chart-x/home/index.yaml: no such file',
    ].join('\n');
    expect(fetchReason(raw, '/tmp/apply-preview-chart-x')).toBe(
      'looks like "https://charts.example.com" is not a valid chart repository or cannot be reached: open (scratch)/home/index.yaml: no such file',
    );
  });
});
