// `live: cluster`: each object as the cluster has it now (with managedFields), over
// plain HTTPS with the kubeconfig's credentials. Paths used, all GET:
//   /api/v1, /apis/<group>/<version>            discovery: resource names, scope
//   /api/v1/namespaces/<ns>/<resource>/<name>   (or /apis/... , cluster-scoped without namespaces/)
//                                               200: the live object; 404: it will be created
//   /openapi/v3 and the documents it lists      exact schemas of the served kinds
// Only the group-versions the manifests use are discovered and their documents read.

import http from 'node:http';
import https from 'node:https';
import {
  CLUSTER_TIMEOUT_MS,
  isObject,
  type JsonObject,
  MAX_CLUSTER_ANSWER_BYTES,
  parseJsonExact,
} from '../core/index.ts';
import { type ClusterDocumentRef, clusterDocumentRefs, pathOfAPIVersion } from '../core/schema/index.ts';
import { FatalError, oneLine } from './errors.ts';
import type { ClusterAccess } from './kubeconfig.ts';
import type { Logger } from './log.ts';
import { objectPathProblem } from './names.ts';
import { namespaceMismatchMessage } from './namespace.ts';
import { pool } from './pool.ts';
import { describeRef, refOf } from './refs.ts';

/** Requests in flight at once (reads and dry runs alike). */
export const CONCURRENCY = 8;
const TIMEOUT_MS = CLUSTER_TIMEOUT_MS;

export interface HttpResponse {
  status: number;
  body: string;
}

export class KubeClient {
  private readonly agent: http.Agent;
  private readonly url: URL;

  constructor(private readonly access: ClusterAccess) {
    this.url = new URL(access.server);
    this.agent =
      this.url.protocol === 'https:'
        ? new https.Agent({
            keepAlive: true,
            maxSockets: CONCURRENCY,
            ca: access.ca,
            cert: access.cert,
            key: access.key,
            servername: access.servername,
            rejectUnauthorized: !access.insecure,
          })
        : new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  }

  close(): void {
    this.agent.destroy();
  }

  get(path: string): Promise<HttpResponse> {
    return this.request('GET', path);
  }

  /**
   * One request. GET for the reads; PATCH (and a client-side apply's POST) only
   * with `dryRun=All` in the path (verify: server-dry-run): the Action never
   * writes. `signal` aborts it.
   */
  request(
    method: 'GET' | 'PATCH' | 'POST',
    path: string,
    send: { body?: string; contentType?: string; signal?: AbortSignal } = {},
  ): Promise<HttpResponse> {
    if (method !== 'GET' && !/[?&]dryRun=All(&|$)/.test(path))
      throw new Error(`refusing ${method} ${path}: only dry-run writes are sent`);
    const headers: Record<string, string> = { Accept: 'application/json', 'User-Agent': 'apply-preview' };
    if (send.contentType) headers['Content-Type'] = send.contentType;
    if (send.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(send.body));
    if (this.access.token) headers.Authorization = `Bearer ${this.access.token}`;
    else if (this.access.basic) {
      headers.Authorization = `Basic ${Buffer.from(`${this.access.basic.username}:${this.access.basic.password}`).toString('base64')}`;
    }
    const base = this.url.pathname.replace(/\/+$/, '');
    const mod = this.url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const req = mod.request(
        {
          protocol: this.url.protocol,
          hostname: this.url.hostname.replace(/^\[|\]$/g, ''),
          port: this.url.port || undefined,
          path: base + path,
          method,
          headers,
          agent: this.agent,
          timeout: TIMEOUT_MS,
          signal: send.signal,
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (c: Buffer) => {
            size += c.length;
            if (size > MAX_CLUSTER_ANSWER_BYTES) {
              req.destroy(new Error(`the answer is larger than ${MAX_CLUSTER_ANSWER_BYTES / 1048576} MiB`));
              return;
            }
            chunks.push(c);
          });
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer in ${TIMEOUT_MS / 1000} s`)));
      req.on('error', (e) =>
        reject(new FatalError(`cluster ${this.access.describe}: ${method} ${path}: ${errorText(e)}`)),
      );
      req.end(send.body);
    });
  }

  /** GET and parse JSON; 404 gives null; 401/403 and other failures throw a one-line error. */
  async getJSON(path: string): Promise<JsonObject | null> {
    const r = await this.get(path);
    if (r.status === 404) return null;
    if (r.status !== 200)
      throw new FatalError(`cluster ${this.access.describe}: GET ${path}: ${statusText(r)}`);
    try {
      const v: unknown = JSON.parse(r.body);
      if (!isObject(v)) throw new Error('not an object');
      return v;
    } catch {
      throw new FatalError(`cluster ${this.access.describe}: GET ${path}: the answer is not a JSON object`);
    }
  }
}

function errorText(e: unknown): string {
  const code = typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : '';
  return code ? `cannot connect (${code}): ${oneLine(e)}` : oneLine(e);
}

/** "403 Forbidden: <the Status message>". */
export function statusText(r: HttpResponse): string {
  let message = '';
  try {
    const s: unknown = JSON.parse(r.body);
    if (isObject(s) && typeof s.message === 'string') message = s.message;
  } catch {
    // not a Status
  }
  return `${r.status} ${http.STATUS_CODES[r.status] ?? ''}${message ? `: ${oneLine(message)}` : ''}`.trim();
}

interface Resource {
  name: string;
  namespaced: boolean;
}

/** The discovery path of a group/version checked by apiVersionProblem (names.ts), its segments encoded. */
function gvPath(apiVersion: string): string {
  return (
    pathOfAPIVersion(apiVersion) ??
    (apiVersion.includes('/')
      ? `apis/${apiVersion.split('/').map(encodeURIComponent).join('/')}`
      : `api/${encodeURIComponent(apiVersion)}`)
  );
}

/** What the cluster has for each intent: the object, null (not found: a create), or an error for that object. */
export type LiveResult =
  /** `path`: the object's API path (absent when the cluster does not serve its kind). */
  { live: JsonObject | null; intent: JsonObject; path?: string } | { error: string; code: number };

export interface ClusterState {
  results: LiveResult[];
  /** OpenAPI v3 documents by the index's path (`apis/apps/v1`). */
  openapi: Record<string, JsonObject>;
}

/** Reads the live state of every intent, and the OpenAPI v3 documents of their group-versions. */
export async function readCluster(
  intents: readonly JsonObject[],
  access: ClusterAccess,
  log: Logger,
  /** A client of the caller's (kept open for its later requests); default: one of its own. */
  given?: KubeClient,
  /**
   * kubectl's -n (namespace.ts): where objects of a namespaced kind without a
   * namespace go instead of the kubeconfig's, and the only namespace allowed.
   */
  required?: string,
): Promise<ClusterState> {
  const client = given ?? new KubeClient(access);
  try {
    // An identity outside Kubernetes' name rules never reaches a URL.
    const refused = intents.map((i) => objectPathProblem(refOf(i)));
    const versions = [
      ...new Set(intents.filter((_, j) => refused[j] === null).map((i) => String(i.apiVersion))),
    ];
    const discovery = new Map<string, Map<string, Resource> | null>();
    await pool(versions, CONCURRENCY, async (v) => {
      const list = await client.getJSON(`/${gvPath(v)}`);
      if (list === null) {
        discovery.set(v, null);
        log.warning(`cluster: ${v} is not served by the cluster: its objects are previewed as new`);
        return;
      }
      const byKind = new Map<string, Resource>();
      for (const r of Array.isArray(list.resources) ? list.resources : []) {
        if (!isObject(r) || typeof r.name !== 'string' || r.name.includes('/') || typeof r.kind !== 'string')
          continue;
        byKind.set(r.kind, { name: r.name, namespaced: r.namespaced === true });
      }
      discovery.set(v, byKind);
    });

    const results = await pool(
      intents.map((intent, j) => ({ intent, problem: refused[j] })),
      CONCURRENCY,
      async ({ intent, problem }): Promise<LiveResult> => {
        if (problem !== null) return { error: `not requested from the cluster: ${problem}`, code: 400 };
        const ref = refOf(intent);
        const resources = discovery.get(ref.apiVersion);
        if (!resources) return { live: null, intent };
        const res = resources.get(ref.kind);
        if (!res) {
          log.warning(
            `cluster: ${ref.apiVersion} has no kind ${ref.kind}: ${describeRef(ref)} is previewed as new`,
          );
          return { live: null, intent };
        }
        let target = intent;
        let ns = '';
        if (res.namespaced) {
          if (required !== undefined && ref.namespace !== undefined && ref.namespace !== required)
            return { error: namespaceMismatchMessage(ref.namespace, required), code: 400 };
          ns = ref.namespace ?? required ?? access.namespace;
          if (ref.namespace === undefined && objectPathProblem({ ...ref, namespace: ns }) !== null)
            return {
              error: `not requested from the cluster: the kubeconfig's namespace ${JSON.stringify(ns)} is not a namespace name`,
              code: 400,
            };
          if (ref.namespace === undefined) {
            const meta = isObject(intent.metadata) ? intent.metadata : {};
            target = { ...intent, metadata: { ...meta, namespace: ns } };
          }
        } else if (ref.namespace !== undefined) {
          // A cluster-scoped kind: stored without the namespace the manifest gives it
          // (k8s.io/apiserver pkg/registry/rest/create.go EnsureObjectNamespaceMatchesRequestNamespace).
          const { namespace: _, ...meta } = isObject(intent.metadata) ? intent.metadata : {};
          target = { ...intent, metadata: meta };
        }
        const path = `/${gvPath(ref.apiVersion)}/${ns ? `namespaces/${encodeURIComponent(ns)}/` : ''}${encodeURIComponent(res.name)}/${encodeURIComponent(ref.name)}`;
        const r = await client.get(path);
        if (r.status === 404) return { live: null, intent: target, path };
        if (r.status === 401)
          throw new FatalError(`cluster ${access.describe}: GET ${path}: ${statusText(r)}`);
        if (r.status !== 200)
          return { error: `cannot read it from the cluster: GET ${path}: ${statusText(r)}`, code: r.status };
        try {
          const live: unknown = parseJsonExact(r.body);
          if (!isObject(live)) throw new Error();
          return { live, intent: target, path };
        } catch {
          return {
            error: `cannot read it from the cluster: GET ${path}: the answer is not a JSON object`,
            code: 500,
          };
        }
      },
    );

    const openapi: Record<string, JsonObject> = {};
    const index = await client.getJSON('/openapi/v3');
    if (index === null) log.warning('cluster: no /openapi/v3 (Kubernetes 1.27+): using the built-in schemas');
    else {
      let refs: ClusterDocumentRef[];
      try {
        refs = clusterDocumentRefs(index);
      } catch (e) {
        throw new FatalError(`cluster ${access.describe}: GET /openapi/v3: ${oneLine(e)}`);
      }
      const used = new Set(versions);
      await pool(
        refs.filter((r) => used.has(r.apiVersion)),
        CONCURRENCY,
        async (r) => {
          const doc = await client.getJSON(r.serverRelativeURL);
          if (doc) openapi[r.path] = doc;
        },
      );
    }
    return { results, openapi };
  } finally {
    if (!given) client.close();
  }
}
