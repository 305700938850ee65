// A stand-in for a Kubernetes API server over HTTPS (the test boundary of `live:
// cluster`): the GET paths the Action uses, answered as kube-apiserver answers
// them — `/version`, discovery (APIResourceList), objects with their managedFields, 404 and
// 403 as `Status`, the `/openapi/v3` index and its group-version documents — and
// authentication by bearer token or client certificate. Certificates come from a
// throwaway CA made with `openssl` at test time. Dry-run PATCH requests (verify:
// server-dry-run) are answered from the stand-in's state with our own engine plus
// recorded admission behaviour: see README.md next to this file.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { parseJsonExact } from '../../../core/json.ts';
import type { KubeStatus } from '../../../core/managed/types.ts';
import { applyJsonMergePatch, applyStrategicPatch } from '../../../core/patch/index.ts';
import { SchemaResolver } from '../../../core/schema/resolve.ts';
import type { WriteResult } from '../../../core/server/types.ts';
import { serverWrite } from '../../../core/server/write.ts';
import { deepEqual, isObject, type JsonObject } from '../../../core/value.ts';

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
  method: string;
  /** The query string (`dryRun=All&fieldManager=kubectl`), without `?`. */
  query: string;
  contentType: string;
  /** The request body as received (UTF-8). */
  body: string;
}

/**
 * What the cluster's admission does to a dry-run PATCH of one object (by its API
 * path), after the field manager and defaulting: a mutating webhook (`mutate`,
 * which changes the object; managedFields are left as the field manager wrote
 * them, as kube-apiserver leaves them), a refusal (`status`: answered instead of
 * the object), and a slow answer (`delayMs`).
 */
export interface DryRunBehaviour {
  mutate?: (obj: JsonObject) => void;
  status?: JsonObject;
  delayMs?: number;
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
  'example.com/v1': [
    { name: 'gadgets', kind: 'Gadget', namespaced: true },
    { name: 'widgets', kind: 'Widget', namespaced: false },
  ],
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

export function status(code: number, reason: string, message: string, details?: JsonObject): JsonObject {
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

/**
 * The answer of `GET /version` as kube-apiserver gives it (k8s.io/apimachinery
 * pkg/version/types.go Info, with the emulation fields of KEP-4330): major and
 * minor as strings, gitVersion `v<major>.<minor>.<patch>`.
 */
function versionInfo(gitVersion: string): JsonObject {
  const m = /^v(\d+)\.(\d+)/.exec(gitVersion);
  const major = m?.[1] ?? '';
  const minor = m?.[2] ?? '';
  return {
    major,
    minor,
    emulationMajor: major,
    emulationMinor: minor,
    minCompatibilityMajor: major,
    minCompatibilityMinor: minor === '' ? '' : String(Number(minor) - 1),
    gitVersion,
    gitCommit: '0123456789abcdef0123456789abcdef01234567',
    gitTreeState: 'clean',
    buildDate: '2026-10-14T12:00:00Z',
    goVersion: 'go1.25.3',
    compiler: 'gc',
    platform: 'linux/amd64',
  };
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
  /** Recorded admission behaviour of dry-run PATCH requests, by object path. */
  readonly dryRun = new Map<string, DryRunBehaviour>();
  /** Object paths whose PATCH is refused by RBAC (403: the user cannot patch). */
  readonly patchForbidden = new Set<string>();
  /** Every dry-run answer is delayed by this many milliseconds (benchmarks: a cluster's latency). */
  dryRunLatencyMs = 0;
  /** What `GET /version` reports as gitVersion (a vendor's suffix such as `-gke.1200` may follow). */
  gitVersion = 'v1.36.2';
  private readonly timers = new Set<NodeJS.Timeout>();
  private resolver: SchemaResolver | null = null;
  private version = 5000;
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
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private send(res: ServerResponse, code: number, body: unknown): void {
    res.writeHead(code, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  }

  private later(ms: number, f: () => void): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
      f();
    }, ms);
    this.timers.add(t);
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const delay = this.delays.get(new URL(req.url ?? '/', this.url).pathname);
      if (delay === undefined) this.answer(req, res, body);
      else this.later(delay, () => this.answer(req, res, body));
    });
  }

  private answer(req: IncomingMessage, res: ServerResponse, body: string): void {
    const u = new URL(req.url ?? '/', this.url);
    const socket = req.socket as TLSSocket;
    const peer = socket.authorized ? socket.getPeerCertificate() : null;
    const clientCN = peer && typeof peer.subject?.CN === 'string' ? peer.subject.CN : '';
    const authorization = String(req.headers.authorization ?? '');
    this.requests.push({
      path: u.pathname,
      authorization,
      clientCN,
      method: req.method ?? '',
      query: u.search.replace(/^\?/, ''),
      contentType: String(req.headers['content-type'] ?? ''),
      body,
    });
    const basicOk =
      this.basic !== null && authorization === `Basic ${Buffer.from(this.basic).toString('base64')}`;
    if (authorization !== `Bearer ${this.token}` && clientCN !== 'ci-bot' && !basicOk) {
      this.send(res, 401, status(401, 'Unauthorized', 'Unauthorized'));
      return;
    }
    if (req.method === 'PATCH') {
      this.patch(u, String(req.headers['content-type'] ?? ''), body, res);
      return;
    }
    if (req.method === 'POST') {
      this.post(u, body, res);
      return;
    }
    if (req.method !== 'GET') {
      this.send(res, 405, status(405, 'MethodNotAllowed', 'the stand-in only answers GET and dry-run PATCH'));
      return;
    }
    const p = u.pathname;
    if (p === '/version') {
      this.send(res, 200, versionInfo(this.gitVersion));
      return;
    }
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

  /**
   * Stores the result of a real (not dry-run) write, as the API server would store
   * it: `apply` of a manifest or `update` of a whole object by `manager`.
   */
  write(
    verb: 'apply' | 'update',
    obj: JsonObject,
    manager: string,
    now = '2026-01-05T10:00:00Z',
  ): JsonObject {
    const p = FakeKube.pathOf(obj);
    const kind = String(obj.kind);
    const r = serverWrite({
      verb,
      live: this.objects.get(p) ?? null,
      body: obj,
      manager,
      schema: this.schemas().resolve(obj.apiVersion, kind),
      now,
    });
    if (!r.ok) throw new Error(`stand-in: ${verb} ${p}: ${r.status.message}`);
    const stored = structuredClone(r.object);
    const meta = stored.metadata as JsonObject;
    meta.resourceVersion = String(++this.version);
    this.objects.set(p, stored);
    return stored;
  }

  /** The schemas the stand-in serves (its /openapi/v3 documents), for its own answers. */
  private schemas(): SchemaResolver {
    if (this.resolver === null) {
      const openapi: Record<string, JsonObject> = {};
      for (const [path, file] of Object.entries(DOCUMENTS))
        openapi[path] = JSON.parse(readFileSync(file, 'utf8')) as JsonObject;
      this.resolver = new SchemaResolver({ openapi });
    }
    return this.resolver;
  }

  /**
   * A PATCH: only server-side apply with dryRun=All is answered (anything else is
   * a write, refused with 500 so a test sees it). The answer is our engine's
   * serverWrite of the stored object, then the recorded admission behaviour.
   */
  private patch(u: URL, contentType: string, body: string, res: ServerResponse): void {
    const p = u.pathname;
    const q = u.searchParams;
    if (q.get('dryRun') !== 'All') {
      this.send(res, 500, status(500, 'InternalError', 'the stand-in refuses writes: only dryRun=All'));
      return;
    }
    const m = /^\/(?:api\/(v1)|apis\/([^/]+\/[^/]+))\/(?:namespaces\/([^/]+)\/)?([^/]+)\/([^/]+)$/.exec(p);
    const groupVersion = m ? (m[1] ?? m[2]) : '';
    const info = m ? RESOURCES[groupVersion]?.find((r) => r.name === m[4]) : undefined;
    if (!m || !info) {
      this.send(res, 404, status(404, 'NotFound', 'the server could not find the requested resource'));
      return;
    }
    const [, , , ns, resource, name] = m;
    const group = groupVersion.includes('/') ? groupVersion.split('/')[0] : '';
    const qualified = group ? `${resource}.${group}` : resource;
    if (this.patchForbidden.has(p)) {
      const where = ns ? `in the namespace "${ns}"` : 'at the cluster scope';
      this.send(
        res,
        403,
        status(
          403,
          'Forbidden',
          `${qualified} "${name}" is forbidden: User "ci-bot" cannot patch resource "${resource}" in API group "${group}" ${where}`,
          { name, group, kind: resource },
        ),
      );
      return;
    }
    const type = contentType.split(';')[0].trim();
    if (type === STRATEGIC || type === MERGE) {
      this.clientPatch(u, p, type, body, res, { name, resource, kind: info.kind });
      return;
    }
    if (type !== 'application/apply-patch+yaml') {
      this.send(
        res,
        415,
        status(
          415,
          'UnsupportedMediaType',
          `the body of the request was in an unknown format - accepted media types include: application/json-patch+json, application/merge-patch+json, application/apply-patch+yaml`,
        ),
      );
      return;
    }
    const manager = q.get('fieldManager') ?? '';
    if (manager === '') {
      this.send(
        res,
        422,
        status(
          422,
          'Invalid',
          'PatchOptions.meta.k8s.io "" is invalid: fieldManager: Required value: is required for apply patch',
        ),
      );
      return;
    }
    let applied: unknown;
    try {
      applied = parseJsonExact(body);
    } catch {
      this.send(
        res,
        400,
        status(400, 'BadRequest', 'error decoding YAML: the stand-in takes JSON (a subset of YAML)'),
      );
      return;
    }
    const meta = isObject(applied) && isObject(applied.metadata) ? applied.metadata : {};
    if (meta.name !== name) {
      this.send(
        res,
        400,
        status(
          400,
          'BadRequest',
          `the name of the object (${String(meta.name)}) does not match the name on the URL (${name})`,
        ),
      );
      return;
    }
    const behaviour = this.dryRun.get(p) ?? {};
    const reply = () => {
      if (behaviour.status) {
        this.send(res, Number(behaviour.status.code), behaviour.status);
        return;
      }
      const live = this.objects.get(p) ?? null;
      const apiVersion = isObject(applied) ? applied.apiVersion : undefined;
      const result = serverWrite({
        verb: 'apply',
        live,
        body: applied,
        manager,
        force: q.get('force') === 'true',
        schema: this.schemas().resolve(apiVersion, info.kind),
        now: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      });
      if (!result.ok) {
        this.send(res, result.status.code, result.status);
        return;
      }
      let obj = result.object;
      if (behaviour.mutate) {
        obj = structuredClone(obj);
        behaviour.mutate(obj);
        // The strategy bumps generation when the spec changes: the webhook's change counts.
        const before = result.object;
        if (
          live !== null &&
          !deepEqual(before.spec, obj.spec) &&
          deepEqual(
            (before.metadata as JsonObject).generation,
            (live.metadata as JsonObject | undefined)?.generation,
          )
        ) {
          const m2 = obj.metadata as JsonObject;
          if (typeof m2.generation === 'number') m2.generation += 1;
        }
      }
      this.send(res, live === null ? 201 : 200, obj);
    };
    const delay = (behaviour.delayMs ?? 0) + this.dryRunLatencyMs;
    if (delay > 0) this.later(delay, reply);
    else reply();
  }

  /** A write's answer after the recorded admission of its object path (see patch). */
  private admitted(p: string, res: ServerResponse, live: JsonObject | null, write: () => WriteResult): void {
    const behaviour = this.dryRun.get(p) ?? {};
    const reply = () => {
      if (behaviour.status) {
        this.send(res, Number(behaviour.status.code), behaviour.status);
        return;
      }
      const result = write();
      if (!result.ok) {
        this.send(res, result.status.code, result.status);
        return;
      }
      let obj = result.object;
      if (behaviour.mutate) {
        obj = structuredClone(obj);
        behaviour.mutate(obj);
      }
      this.send(res, live === null ? 201 : 200, obj);
    };
    const delay = (behaviour.delayMs ?? 0) + this.dryRunLatencyMs;
    if (delay > 0) this.later(delay, reply);
    else reply();
  }

  /**
   * A client-side apply's dry-run patch (kubectl apply without --server-side): a
   * strategic merge patch or a JSON merge patch applied to the stored object (our
   * engine's core/patch, as the API server applies it), then the write as an update.
   */
  private clientPatch(
    u: URL,
    p: string,
    type: string,
    body: string,
    res: ServerResponse,
    o: { name: string; resource: string; kind: string },
  ): void {
    const live = this.objects.get(p) ?? null;
    if (live === null) {
      this.send(res, 404, status(404, 'NotFound', `${o.resource} "${o.name}" not found`));
      return;
    }
    let patch: unknown;
    try {
      patch = parseJsonExact(body);
    } catch {
      this.send(res, 400, status(400, 'BadRequest', 'the patch is not JSON'));
      return;
    }
    const schema = this.schemas().resolve(live.apiVersion, o.kind);
    const manager = u.searchParams.get('fieldManager') || 'kubectl';
    this.admitted(p, res, live, () => {
      let patched: unknown;
      try {
        patched =
          type === STRATEGIC
            ? applyStrategicPatch(live, patch as JsonObject, schema.root)
            : applyJsonMergePatch(live, patch as JsonObject);
      } catch (e) {
        return {
          ok: false,
          status: status(422, 'Invalid', e instanceof Error ? e.message : String(e)) as unknown as KubeStatus,
          conflicts: [],
          notes: [],
        };
      }
      return serverWrite({ verb: 'update', live, body: patched, manager, schema, now: nowSecond() });
    });
  }

  /** A client-side apply's dry-run create: a POST with dryRun=All to the object's collection. */
  private post(u: URL, body: string, res: ServerResponse): void {
    if (u.searchParams.get('dryRun') !== 'All') {
      this.send(res, 500, status(500, 'InternalError', 'the stand-in refuses writes: only dryRun=All'));
      return;
    }
    let obj: unknown;
    try {
      obj = parseJsonExact(body);
    } catch {
      this.send(res, 400, status(400, 'BadRequest', 'the body is not JSON'));
      return;
    }
    const meta = isObject(obj) && isObject(obj.metadata) ? obj.metadata : {};
    const p = `${u.pathname}/${String(meta.name)}`;
    const live = this.objects.get(p) ?? null;
    const schema = this.schemas().resolve(isObject(obj) ? obj.apiVersion : '', isObject(obj) ? obj.kind : '');
    const manager = u.searchParams.get('fieldManager') || 'kubectl';
    this.admitted(p, res, null, () =>
      serverWrite({ verb: 'create', live, body: obj, manager, schema, now: nowSecond() }),
    );
  }
}

const STRATEGIC = 'application/strategic-merge-patch+json';
const MERGE = 'application/merge-patch+json';

function nowSecond(): string {
  return new Date().toISOString().replace(/\.\d+Z$/, 'Z');
}
