// The cluster and credentials of a kubeconfig's current context: the server URL,
// its CA (or insecure-skip-tls-verify), and a bearer token, a token file, a client
// certificate and key, basic auth, an OIDC id-token, or an exec credential plugin
// (as kubectl runs it). The input is a path, several paths joined like
// $KUBECONFIG, or the kubeconfig's content itself (YAML or base64 of it). Every
// credential found is listed in `secrets` so the caller can mask it; no message
// here ever contains one.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, isAbsolute, join } from 'node:path';
import { parse } from 'yaml';
import { isObject, type JsonObject, type JsonValue } from '../core/index.ts';
import { FatalError, oneLine } from './errors.ts';

export interface ClusterAccess {
  server: string;
  ca?: Buffer;
  insecure?: boolean;
  servername?: string;
  cert?: Buffer;
  key?: Buffer;
  token?: string;
  basic?: { username: string; password: string };
  /** The context's namespace, else "default": where objects without one go. */
  namespace: string;
  /** Values to mask in logs. */
  secrets: string[];
  /** For messages: the kubeconfig's name and the context. */
  describe: string;
}

interface Loaded {
  doc: JsonObject;
  dir: string;
  name: string;
}

function looksLikeContent(s: string): boolean {
  return s.includes('\n') || /^\s*(\{|apiVersion\s*:|kind\s*:|clusters\s*:)/.test(s);
}

function decodeBase64Config(s: string): string | null {
  const t = s.trim();
  if (t.length < 64 || !/^[A-Za-z0-9+/=_-]+$/.test(t)) return null;
  const text = Buffer.from(t, 'base64').toString('utf8');
  return /(^|\n)\s*clusters\s*:/.test(text) || text.includes('"clusters"') ? text : null;
}

function parseConfig(text: string, name: string): JsonObject {
  let doc: unknown;
  try {
    doc = parse(text, { version: '1.1' });
  } catch (e) {
    // The parser's message may quote the line it stopped at: give only its position.
    const pos = /at line (\d+), column (\d+)/.exec(oneLine(e));
    throw new FatalError(
      `kubeconfig ${name}: not valid YAML${pos ? ` (line ${pos[1]}, column ${pos[2]})` : ''}`,
    );
  }
  if (!isObject(doc)) throw new FatalError(`kubeconfig ${name}: not a kubeconfig (expected a mapping)`);
  return doc;
}

function load(input: string, env: NodeJS.ProcessEnv): Loaded[] {
  const value = input.trim() === '' ? (env.KUBECONFIG ?? '') : input;
  if (value.trim() === '') {
    const p = join(env.HOME || homedir(), '.kube', 'config');
    return [{ doc: parseConfig(readConfigFile(p), p), dir: dirname(p), name: p }];
  }
  if (looksLikeContent(value))
    return [{ doc: parseConfig(value, '(content)'), dir: process.cwd(), name: '(content)' }];
  const b64 = decodeBase64Config(value);
  if (b64 !== null)
    return [{ doc: parseConfig(b64, '(base64 content)'), dir: process.cwd(), name: '(content)' }];
  return value
    .split(delimiter)
    .filter((p) => p !== '')
    .map((p) => ({ doc: parseConfig(readConfigFile(p), p), dir: dirname(p), name: p }));
}

function readConfigFile(p: string): string {
  try {
    return readFileSync(p, 'utf8');
  } catch (e) {
    const code = typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : '';
    throw new FatalError(
      `kubeconfig ${p}: cannot read${code === 'ENOENT' ? ': no such file' : ` (${code})`}`,
    );
  }
}

function named(docs: Loaded[], list: string, name: string): { value: JsonObject; from: Loaded } | null {
  for (const from of docs) {
    const items = from.doc[list];
    if (!Array.isArray(items)) continue;
    for (const it of items) {
      if (isObject(it) && it.name === name) {
        const inner = it[list.slice(0, -1)];
        return { value: isObject(inner) ? inner : {}, from };
      }
    }
  }
  return null;
}

function str(o: JsonObject, k: string): string | undefined {
  const v = Object.hasOwn(o, k) ? o[k] : undefined;
  return typeof v === 'string' && v !== '' ? v : undefined;
}

function fileOrData(
  o: JsonObject,
  fileKey: string,
  dataKey: string,
  from: Loaded,
  what: string,
): Buffer | undefined {
  const data = str(o, dataKey);
  if (data) return Buffer.from(data, 'base64');
  const file = str(o, fileKey);
  if (!file) return undefined;
  const p = isAbsolute(file) ? file : join(from.dir, file);
  try {
    return readFileSync(p);
  } catch {
    throw new FatalError(`kubeconfig ${from.name}: cannot read the ${what} file ${p}`);
  }
}

/** The access of the current context (or `context`). */
export function loadKubeconfig(
  input: string,
  env: NodeJS.ProcessEnv = process.env,
  context?: string,
): ClusterAccess {
  const docs = load(input, env);
  const first = docs[0];
  const ctxName = context || docs.map((d) => str(d.doc, 'current-context')).find((c) => c !== undefined);
  if (!ctxName) throw new FatalError(`kubeconfig ${first.name}: no current-context`);
  const ctx = named(docs, 'contexts', ctxName);
  if (!ctx) throw new FatalError(`kubeconfig ${first.name}: no context named ${JSON.stringify(ctxName)}`);
  const clusterName = str(ctx.value, 'cluster') ?? '';
  const cluster = named(docs, 'clusters', clusterName);
  if (!cluster)
    throw new FatalError(`kubeconfig ${first.name}: no cluster named ${JSON.stringify(clusterName)}`);
  const server = str(cluster.value, 'server');
  if (!server || !/^https?:\/\//.test(server)) {
    throw new FatalError(
      `kubeconfig ${first.name}: cluster ${JSON.stringify(clusterName)} has no https:// server`,
    );
  }
  const access: ClusterAccess = {
    server: server.replace(/\/+$/, ''),
    namespace: str(ctx.value, 'namespace') ?? 'default',
    secrets: [],
    describe: `${server} (context ${JSON.stringify(ctxName)})`,
  };
  const ca = fileOrData(
    cluster.value,
    'certificate-authority',
    'certificate-authority-data',
    cluster.from,
    'CA',
  );
  if (ca) access.ca = ca;
  if (cluster.value['insecure-skip-tls-verify'] === true) access.insecure = true;
  const tlsName = str(cluster.value, 'tls-server-name');
  if (tlsName) access.servername = tlsName;

  const userName = str(ctx.value, 'user');
  const user = userName === undefined ? null : named(docs, 'users', userName);
  if (userName !== undefined && !user) {
    throw new FatalError(`kubeconfig ${first.name}: no user named ${JSON.stringify(userName)}`);
  }
  if (user) applyUser(access, user.value, user.from, env);
  return access;
}

function applyUser(access: ClusterAccess, u: JsonObject, from: Loaded, env: NodeJS.ProcessEnv): void {
  const cert = fileOrData(u, 'client-certificate', 'client-certificate-data', from, 'client certificate');
  const key = fileOrData(u, 'client-key', 'client-key-data', from, 'client key');
  if (cert && key) {
    access.cert = cert;
    access.key = key;
    access.secrets.push(key.toString('utf8'));
  }
  const token = str(u, 'token');
  const tokenFile = str(u, 'tokenFile') ?? str(u, 'token-file');
  if (token) access.token = token;
  else if (tokenFile) {
    const p = isAbsolute(tokenFile) ? tokenFile : join(from.dir, tokenFile);
    try {
      access.token = readFileSync(p, 'utf8').trim();
    } catch {
      throw new FatalError(`kubeconfig ${from.name}: cannot read the token file ${p}`);
    }
  }
  const username = str(u, 'username');
  const password = str(u, 'password');
  if (username && password) {
    access.basic = { username, password };
    access.secrets.push(password);
  }
  const provider = Object.hasOwn(u, 'auth-provider') ? u['auth-provider'] : undefined;
  if (!access.token && isObject(provider)) {
    const cfg = isObject(provider.config) ? provider.config : {};
    const idToken = str(cfg, 'id-token') ?? str(cfg, 'access-token');
    if (!idToken) {
      throw new FatalError(
        `kubeconfig ${from.name}: the auth-provider ${JSON.stringify(provider.name)} holds no token; use a token, a client certificate or an exec plugin`,
      );
    }
    access.token = idToken;
  }
  const exec = Object.hasOwn(u, 'exec') ? u.exec : undefined;
  if (!access.token && !access.cert && isObject(exec)) runExec(access, exec, from, env);
  if (access.token) access.secrets.push(access.token);
}

/** Runs a client-go exec credential plugin and takes its ExecCredential status. */
function runExec(access: ClusterAccess, exec: JsonObject, from: Loaded, env: NodeJS.ProcessEnv): void {
  const command = str(exec, 'command');
  if (!command) throw new FatalError(`kubeconfig ${from.name}: the exec plugin has no command`);
  const cmd = command.includes('/') && !isAbsolute(command) ? join(from.dir, command) : command;
  const args = Array.isArray(exec.args) ? exec.args.map(String) : [];
  const childEnv: NodeJS.ProcessEnv = { ...env };
  for (const e of Array.isArray(exec.env) ? exec.env : []) {
    if (isObject(e) && typeof e.name === 'string') childEnv[e.name] = String(e.value ?? '');
  }
  const apiVersion = str(exec, 'apiVersion') ?? 'client.authentication.k8s.io/v1';
  childEnv.KUBERNETES_EXEC_INFO = JSON.stringify({
    apiVersion,
    kind: 'ExecCredential',
    spec: { interactive: false },
  });
  let out: string;
  try {
    out = execFileSync(cmd, args, {
      env: childEnv,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    });
  } catch (e) {
    const code = typeof e === 'object' && e !== null && 'status' in e ? ` (exit ${String(e.status)})` : '';
    throw new FatalError(`kubeconfig ${from.name}: the exec plugin ${JSON.stringify(command)} failed${code}`);
  }
  let cred: JsonValue;
  try {
    cred = JSON.parse(out) as JsonValue;
  } catch {
    throw new FatalError(
      `kubeconfig ${from.name}: the exec plugin ${JSON.stringify(command)} printed no ExecCredential JSON`,
    );
  }
  const status = isObject(cred) && isObject(cred.status) ? cred.status : {};
  const token = str(status, 'token');
  const cert = str(status, 'clientCertificateData');
  const key = str(status, 'clientKeyData');
  if (token) access.token = token;
  else if (cert && key) {
    access.cert = Buffer.from(cert);
    access.key = Buffer.from(key);
    access.secrets.push(key);
  } else {
    throw new FatalError(
      `kubeconfig ${from.name}: the exec plugin ${JSON.stringify(command)} returned no token or certificate`,
    );
  }
}
