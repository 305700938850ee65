// A stand-in for a Kubernetes API server over HTTPS (the test boundary of `live:
// cluster`): the GET paths the Action uses, answered as kube-apiserver answers
// them — discovery (APIResourceList), objects with their managedFields, 404 and
// 403 as `Status`, the `/openapi/v3` index and its group-version documents — and
// authentication by bearer token or client certificate. Certificates come from a
// throwaway CA made with `openssl` at test time.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import type { JsonObject } from '../../../core/value.ts';

export interface Pki {
  ca: string;
  serverCert: string;
  serverKey: string;
  clientCert: string;
  clientKey: string;
  /** Another CA, that did not sign the server's certificate. */
  otherCa: string;
}

/** A CA, a server certificate for 127.0.0.1/localhost and a client certificate (CN=ci-bot), via openssl. */
export function makePki(): Pki {
  const dir = mkdtempSync(join(tmpdir(), 'apply-preview-pki-'));
  const ssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  try {
    for (const name of ['ca', 'other-ca']) {
      ssl(
        'req',
        '-x509',
        ...ec,
        '-keyout',
        `${name}.key`,
        '-out',
        `${name}.crt`,
        '-days',
        '2',
        '-subj',
        `/CN=apply-preview test ${name}`,
        '-addext',
        'basicConstraints=critical,CA:TRUE',
        '-addext',
        'keyUsage=critical,keyCertSign,cRLSign',
      );
    }
    writeFileSync(
      join(dir, 'server.ext'),
      'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n',
    );
    writeFileSync(join(dir, 'client.ext'), 'extendedKeyUsage=clientAuth\n');
    for (const [name, cn] of [
      ['server', 'localhost'],
      ['client', 'ci-bot'],
    ]) {
      ssl('req', ...ec, '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', `/CN=${cn}`);
      ssl(
        'x509',
        '-req',
        '-in',
        `${name}.csr`,
        '-CA',
        'ca.crt',
        '-CAkey',
        'ca.key',
        '-CAcreateserial',
        '-out',
        `${name}.crt`,
        '-days',
        '2',
        '-extfile',
        `${name}.ext`,
      );
    }
    const read = (f: string) => readFileSync(join(dir, f), 'utf8');
    return {
      ca: read('ca.crt'),
      serverCert: read('server.crt'),
      serverKey: read('server.key'),
      clientCert: read('client.crt'),
      clientKey: read('client.key'),
      otherCa: read('other-ca.crt'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface KubeRequest {
  path: string;
  authorization: string;
  clientCN: string;
}

interface ResourceInfo {
  name: string;
  kind: string;
  namespaced: boolean;
}

const RESOURCES: Record<string, ResourceInfo[]> = {
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
  'example.com/v1': [{ name: 'gadgets', kind: 'Gadget', namespaced: true }],
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
const DOCUMENTS: Record<string, string> = {
  'api/v1': join(SHARED_OPENAPI, 'api', 'v1.json'),
  'apis/apps/v1': join(SHARED_OPENAPI, 'apis', 'apps', 'v1.json'),
  'apis/batch/v1': join(SHARED_OPENAPI, 'apis', 'batch', 'v1.json'),
  'apis/example.com/v1': join(FIXTURE_OPENAPI, 'openapi-example.com-v1.json'),
};

function status(code: number, reason: string, message: string, details?: JsonObject): JsonObject {
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

export class FakeKube {
  readonly requests: KubeRequest[] = [];
  /** Objects by their API path. */
  private readonly objects = new Map<string, JsonObject>();
  /** Paths answered with 403 Forbidden. */
  readonly forbidden = new Set<string>();
  /** Paths answered only after this many milliseconds (to order concurrent answers). */
  readonly delays = new Map<string, number>();
  /** `user:password` accepted as HTTP basic authentication, if any. */
  basic: string | null = null;
  private server: Server | null = null;
  url = '';

  constructor(
    private readonly pki: Pki,
    private readonly token: string,
  ) {}

  static pathOf(obj: JsonObject): string {
    const apiVersion = String(obj.apiVersion);
    const meta = obj.metadata as JsonObject;
    const res = RESOURCES[apiVersion].find((r) => r.kind === obj.kind && !r.name.includes('/'))!;
    const prefix = apiVersion.includes('/') ? `/apis/${apiVersion}` : `/api/${apiVersion}`;
    const ns = res.namespaced ? `/namespaces/${String(meta.namespace)}` : '';
    return `${prefix}${ns}/${res.name}/${String(meta.name)}`;
  }

  add(...objects: JsonObject[]): this {
    for (const o of objects) this.objects.set(FakeKube.pathOf(o), o);
    return this;
  }

  async start(): Promise<this> {
    this.server = createServer(
      {
        key: this.pki.serverKey,
        cert: this.pki.serverCert,
        ca: this.pki.ca,
        requestCert: true,
        rejectUnauthorized: false,
      },
      (req, res) => this.handle(req, res),
    );
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `https://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private send(res: ServerResponse, code: number, body: unknown): void {
    res.writeHead(code, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const delay = this.delays.get(new URL(req.url ?? '/', this.url).pathname);
    if (delay === undefined) this.answer(req, res);
    else setTimeout(() => this.answer(req, res), delay);
  }

  private answer(req: IncomingMessage, res: ServerResponse): void {
    const u = new URL(req.url ?? '/', this.url);
    const socket = req.socket as TLSSocket;
    const peer = socket.authorized ? socket.getPeerCertificate() : null;
    const clientCN = peer && typeof peer.subject?.CN === 'string' ? peer.subject.CN : '';
    const authorization = String(req.headers.authorization ?? '');
    this.requests.push({ path: u.pathname, authorization, clientCN });
    if (req.method !== 'GET') {
      this.send(res, 405, status(405, 'MethodNotAllowed', 'the stand-in only answers GET'));
      return;
    }
    const basicOk =
      this.basic !== null && authorization === `Basic ${Buffer.from(this.basic).toString('base64')}`;
    if (authorization !== `Bearer ${this.token}` && clientCN !== 'ci-bot' && !basicOk) {
      this.send(res, 401, status(401, 'Unauthorized', 'Unauthorized'));
      return;
    }
    const p = u.pathname;
    if (p === '/openapi/v3') {
      const paths: Record<string, unknown> = {
        api: { serverRelativeURL: '/openapi/v3/api?hash=1' },
        apis: { serverRelativeURL: '/openapi/v3/apis?hash=2' },
        version: { serverRelativeURL: '/openapi/v3/version?hash=3' },
      };
      for (const path of Object.keys(DOCUMENTS)) {
        paths[path] = {
          serverRelativeURL: `/openapi/v3/${path}?hash=${path.length.toString(16).toUpperCase()}0F`,
        };
      }
      this.send(res, 200, { paths });
      return;
    }
    if (p.startsWith('/openapi/v3/')) {
      const file = DOCUMENTS[p.slice('/openapi/v3/'.length)];
      if (file && u.searchParams.has('hash')) this.send(res, 200, readFileSync(file, 'utf8'));
      else this.send(res, 404, status(404, 'NotFound', 'the server could not find the requested resource'));
      return;
    }
    const gv = /^\/(?:api\/(v1)|apis\/([^/]+\/[^/]+))$/.exec(p);
    if (gv) {
      const groupVersion = gv[1] ?? gv[2];
      const resources = RESOURCES[groupVersion];
      if (!resources)
        this.send(res, 404, status(404, 'NotFound', 'the server could not find the requested resource'));
      else {
        this.send(res, 200, {
          kind: 'APIResourceList',
          apiVersion: 'v1',
          groupVersion,
          resources: resources.map((r) => ({
            name: r.name,
            singularName: '',
            namespaced: r.namespaced,
            kind: r.kind,
            verbs: ['get', 'list', 'patch'],
          })),
        });
      }
      return;
    }
    if (this.forbidden.has(p)) {
      const resource = p.split('/').at(-2) ?? '';
      this.send(
        res,
        403,
        status(
          403,
          'Forbidden',
          `${resource} "${p.split('/').at(-1)}" is forbidden: User "ci-bot" cannot get resource "${resource}"`,
        ),
      );
      return;
    }
    const obj = this.objects.get(p);
    if (obj) this.send(res, 200, obj);
    else {
      const parts = p.split('/');
      const name = parts.at(-1) ?? '';
      const resource = parts.at(-2) ?? '';
      this.send(
        res,
        404,
        status(404, 'NotFound', `${resource} "${name}" not found`, { name, kind: resource }),
      );
    }
  }
}
