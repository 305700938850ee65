// A stand-in OCI registry for the remote chart tests: a node http server on
// 127.0.0.1 answering the distribution API that `helm pull oci://...` uses
// (GET /v2/, /v2/<name>/tags/list, HEAD and GET /v2/<name>/manifests/<tag or
// digest>, GET /v2/<name>/blobs/<digest>), serving charts made by the real
// `helm package` in Helm's OCI layout (config application/vnd.cncf.helm.config.v1+json,
// one layer application/vnd.cncf.helm.chart.content.v1.tar+gzip: helm.sh/helm
// pkg/registry constants.go). Over plain HTTP: helm's --plain-http.

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeRepo } from './repo.ts';
import { renderTools } from './tools.ts';

export interface RegistryServer {
  /** `127.0.0.1:port`. */
  host: string;
  requests: Map<string, number>;
  /** `<path>/<name>:<version>` -> the digest of its manifest. */
  digests: Map<string, string>;
  close(): Promise<void>;
}

const MANIFEST = 'application/vnd.oci.image.manifest.v1+json';

function digest(b: Buffer): string {
  return `sha256:${createHash('sha256').update(b).digest('hex')}`;
}

/** Serves each chart (files, with Chart.yaml name and version) at `<path>/<chart name>:<version>`. */
export async function startRegistry(path: string, charts: Record<string, string>[]): Promise<RegistryServer> {
  const work = mkdtempSync(join(tmpdir(), 'chart-registry-'));
  const blobs = new Map<string, Buffer>();
  const manifests = new Map<string, Buffer>(); // `<name>:<tag>` and `<name>@<digest>`
  const tags = new Map<string, string[]>();
  charts.forEach((files, i) => {
    const name = /^name: (\S+)$/m.exec(files['Chart.yaml'])![1];
    const version = /^version: (\S+)$/m.exec(files['Chart.yaml'])![1];
    const src = writeRepo(files, join(work, `src-${i}`));
    const out = join(work, `out-${i}`);
    execFileSync(renderTools().helm, ['package', src, '--destination', out], {
      stdio: 'ignore',
      env: {
        PATH: '/usr/bin:/bin',
        HOME: work,
        HELM_CACHE_HOME: join(work, 'c'),
        HELM_CONFIG_HOME: join(work, 'f'),
      },
    });
    const layer = readFileSync(join(out, readdirSync(out)[0]));
    const config = Buffer.from(JSON.stringify({ name, version, apiVersion: 'v2' }));
    blobs.set(digest(layer), layer);
    blobs.set(digest(config), config);
    const manifest = Buffer.from(
      JSON.stringify({
        schemaVersion: 2,
        mediaType: MANIFEST,
        config: {
          mediaType: 'application/vnd.cncf.helm.config.v1+json',
          digest: digest(config),
          size: config.length,
        },
        layers: [
          {
            mediaType: 'application/vnd.cncf.helm.chart.content.v1.tar+gzip',
            digest: digest(layer),
            size: layer.length,
          },
        ],
      }),
    );
    const repo = `${path}/${name}`;
    manifests.set(`${repo}:${version}`, manifest);
    manifests.set(`${repo}@${digest(manifest)}`, manifest);
    tags.set(repo, [...(tags.get(repo) ?? []), version]);
  });
  const requests = new Map<string, number>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x').pathname;
    requests.set(`${req.method} ${url}`, (requests.get(`${req.method} ${url}`) ?? 0) + 1);
    const send = (status: number, body: Buffer, type: string, extra: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': type, 'content-length': String(body.length), ...extra });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const notFound = () => send(404, Buffer.from('{"errors":[{"code":"NOT_FOUND"}]}'), 'application/json');
    if (url === '/v2/' || url === '/v2') return send(200, Buffer.from('{}'), 'application/json');
    let m = /^\/v2\/(.+)\/tags\/list$/.exec(url);
    if (m) {
      const list = tags.get(m[1]);
      return list
        ? send(200, Buffer.from(JSON.stringify({ name: m[1], tags: list })), 'application/json')
        : notFound();
    }
    m = /^\/v2\/(.+)\/manifests\/(.+)$/.exec(url);
    if (m) {
      const ref = m[2].startsWith('sha256:') ? `${m[1]}@${m[2]}` : `${m[1]}:${m[2]}`;
      const body = manifests.get(ref);
      return body ? send(200, body, MANIFEST, { 'docker-content-digest': digest(body) }) : notFound();
    }
    m = /^\/v2\/(.+)\/blobs\/(sha256:[0-9a-f]{64})$/.exec(url);
    if (m) {
      const body = blobs.get(m[2]);
      return body
        ? send(200, body, 'application/octet-stream', { 'docker-content-digest': m[2] })
        : notFound();
    }
    return notFound();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    digests: new Map([...manifests].filter(([k]) => !k.includes('@')).map(([k, body]) => [k, digest(body)])),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(work, { recursive: true, force: true });
      }),
  };
}
