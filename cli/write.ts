// `apply-preview apply|create|update`: one write (or a tool's writes, with
// --client-side or --applier) onto the --live object, as the API server answers
// it with dryRun=All; the object (or the Status) is printed as YAML.

import { goJson } from '../core/fieldpath/index.ts';
import { isObject, type JsonObject, type JsonValue } from '../core/index.ts';
import { parseTime } from '../core/managed/index.ts';
import { isSecret, maskSecretFields } from '../core/preview/index.ts';
import type { Writer } from '../core/request/index.ts';
import {
  builtinResolver,
  chooseWriter,
  DEFAULT_KUBERNETES_VERSION,
  loadKubernetesVersion,
  runRequest,
} from '../core/request/index.ts';
import { deduced } from '../core/schema/index.ts';
import type { WriteResult } from '../core/server/index.ts';
import { refuseFieldManager, refuseObject, withLiveType } from '../core/server/index.ts';
import {
  fieldValidationOption,
  kubernetesVersionOption,
  type OptionSpec,
  type Parsed,
  UsageError,
} from './args.ts';
import { APPLY_HELP, CREATE_HELP, PROG, UPDATE_HELP } from './help.ts';
import { type CliIO, expandLists, InputError, inputName, readDocuments, toYaml, toYamlStream } from './io.ts';
import { ownerLines } from './owner.ts';
import { loadSchema } from './schema.ts';

export const APPLY_SPEC: OptionSpec = {
  'no-defaults': { type: 'boolean' },
  'field-validation': { type: 'string' },
  'kubernetes-version': { type: 'string' },
  'client-side': { type: 'boolean' },
  applier: { type: 'string' },
  owner: { type: 'string' },
  manager: { type: 'string' },
  force: { type: 'boolean' },
  live: { type: 'string' },
  schema: { type: 'string' },
  now: { type: 'string' },
  subresource: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
};

export const UPDATE_SPEC: OptionSpec = {
  'no-defaults': { type: 'boolean' },
  'field-validation': { type: 'string' },
  'kubernetes-version': { type: 'string' },
  manager: { type: 'string' },
  live: { type: 'string' },
  schema: { type: 'string' },
  now: { type: 'string' },
  subresource: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
};

/** A client-side patch as printed: a Secret's values masked (core/preview/secrets.ts). */
function shownPatch(intent: JsonObject, body: JsonValue): JsonValue {
  return isSecret(intent) && isObject(body) ? maskSecretFields(body) : body;
}

interface ObjectRef {
  group: string;
  kind: string;
  namespace: string;
  name: string;
}

function refOf(obj: JsonObject): ObjectRef {
  const apiVersion = typeof obj.apiVersion === 'string' ? obj.apiVersion : '';
  const slash = apiVersion.indexOf('/');
  const meta = Object.hasOwn(obj, 'metadata') && isObject(obj.metadata) ? obj.metadata : {};
  return {
    group: slash >= 0 ? apiVersion.slice(0, slash) : '',
    kind: typeof obj.kind === 'string' ? obj.kind : '',
    namespace: typeof meta.namespace === 'string' ? meta.namespace : '',
    name: typeof meta.name === 'string' ? meta.name : '',
  };
}

function describeRef(r: ObjectRef): string {
  const kind = r.group ? `${r.kind}.${r.group}` : r.kind || '(no kind)';
  const name = r.name || '(no name)';
  return `${kind} ${r.namespace ? `${r.namespace}/` : ''}${name}`;
}

/** The live document an intent is written onto: same group, kind and name, and namespace when the intent gives one. */
function findLive(intent: JsonObject, live: JsonObject[], liveName: string): JsonObject | null {
  const want = refOf(intent);
  const found = live.filter((l) => {
    const r = refOf(l);
    return (
      r.group === want.group &&
      r.kind === want.kind &&
      r.name === want.name &&
      (want.namespace === '' || r.namespace === want.namespace)
    );
  });
  if (found.length > 1) {
    throw new InputError(`${liveName}: ${found.length} documents match ${describeRef(want)}`);
  }
  return found[0] ?? null;
}

function requireOption(p: Parsed, name: string, what: string): string {
  const v = p.strings.get(name);
  if (v === undefined || v === '') throw new UsageError(`--${name} ${what} is required`);
  return v;
}

export async function runWrite(op: 'apply' | 'create' | 'update', p: Parsed, io: CliIO): Promise<number> {
  if (p.booleans.has('help')) {
    io.stdout.write(op === 'apply' ? APPLY_HELP : op === 'create' ? CREATE_HELP : UPDATE_HELP);
    return 0;
  }
  // Who writes: --manager's own request, or a tool's write (a preset, the client-side
  // apply, an owner), which names its own field manager (--manager overrides it).
  const writer: Writer = {
    fieldManager: p.strings.get('manager'),
    applier: p.strings.get('applier'),
    mode: p.booleans.has('client-side') ? 'client-side' : undefined,
    owner: p.strings.get('owner'),
    force: p.booleans.has('force') ? true : undefined,
  };
  const choice = chooseWriter(op, writer);
  if (typeof choice === 'string') throw new UsageError(choice);
  const manager = choice !== null ? choice.fieldManager : requireOption(p, 'manager', 'NAME');
  if (p.positionals.length !== 1) {
    throw new UsageError(
      p.positionals.length === 0
        ? `missing the ${op === 'apply' ? 'INTENT' : 'OBJECT'} file (- for stdin)`
        : `expected one file, got ${p.positionals.length}: ${p.positionals.join(' ')}`,
    );
  }
  const [file] = p.positionals;
  const liveArg = p.strings.get('live');
  const schemaArg = p.strings.get('schema');
  const stdinUsers = [file, liveArg, schemaArg].filter((a) => a === '-').length;
  if (stdinUsers > 1) throw new UsageError('only one input can be read from stdin (-)');
  const now = p.strings.get('now');
  if (now !== undefined && parseTime(now) === null) {
    throw new UsageError(`--now ${JSON.stringify(now)} is not an RFC 3339 time (e.g. 2024-01-02T03:04:05Z)`);
  }
  const fieldValidation = fieldValidationOption(p);
  const kubernetesVersion = kubernetesVersionOption(p, DEFAULT_KUBERNETES_VERSION);
  const sub = p.strings.get('subresource');
  if (sub !== undefined && sub !== 'status' && sub !== 'scale') {
    throw new UsageError(`--subresource must be status or scale, got ${JSON.stringify(sub)}`);
  }
  // A /scale body is a Scale: the parent (--live) names the object and its schema,
  // as POST /v1/update takes it (api/handlers.ts).
  const scale = sub === 'scale';

  const name = inputName(file);
  let intents = expandLists(await readDocuments(file, io.stdin), name) as JsonObject[];
  if (intents.length === 0) throw new InputError(`${name}: no object in the file`);
  const liveName = liveArg === undefined ? '' : inputName(liveArg);
  const live =
    liveArg === undefined
      ? []
      : (expandLists(await readDocuments(liveArg, io.stdin), liveName) as JsonObject[]);
  const pick = schemaArg === undefined ? undefined : await loadSchema(schemaArg, io.stdin);

  // What the API server refuses before any merge (core/server/refuse.ts), before objects
  // are matched by kind: an update takes a missing kind and apiVersion from its live object.
  if (op === 'update' && live.length === 1 && !scale) {
    intents = intents.map((i) => withLiveType(i, live[0]));
  }
  const refused =
    refuseFieldManager(manager, op) ??
    [...intents, ...live].map((o) => refuseObject(o)).find((s) => s !== null) ??
    null;
  if (refused !== null) {
    io.stdout.write(toYaml(refused));
    io.stderr.write(`${PROG}: ${refused.message}\n`);
    return 1;
  }

  // One intent and one live object must be the same object: a mismatch is a mistake, not a create.
  if (scale && (intents.length !== 1 || live.length > 1)) {
    throw new UsageError('--subresource scale takes one Scale and one --live parent object');
  }
  if (!scale && intents.length === 1 && live.length === 1 && findLive(intents[0], live, liveName) === null) {
    throw new InputError(
      `${liveName}: the live object (${describeRef(refOf(live[0]))}) is not the object of ${name} (${describeRef(refOf(intents[0]))})`,
    );
  }

  const outputs: JsonValue[] = [];
  await loadKubernetesVersion(kubernetesVersion);
  const resolver = builtinResolver(kubernetesVersion);
  // What every write of the command shares.
  const settings = { now, defaults: !p.booleans.has('no-defaults'), fieldValidation, kubernetesVersion };
  let failed = false;
  for (const intent of intents) {
    const base = scale ? (live[0] ?? null) : findLive(intent, live, liveName);
    // Without --schema: the built-in type of the kind in --kubernetes-version, else the deduced schema.
    // A /scale write's body is a Scale: the schema is the parent's (the live object's).
    const typed = scale && base !== null ? base : intent;
    // One write as kube-apiserver runs it with dryRun=All (core/server), or the
    // tool's requests (kubectl's client-side patch, a preset's sequence), each as
    // the server answers it.
    const run = runRequest({
      verb: op,
      subresource: sub,
      live: base,
      body: intent,
      writer,
      settings,
      schema: pick
        ? { schema: { root: pick(typed) ?? deduced, source: pick.source ?? 'explicit' }, crd: pick.crd }
        : { resolver },
    });
    if (run.refused === 'writer') throw new UsageError(run.reason);
    const r: WriteResult =
      run.refused === 'request' ? { ok: false, status: run.status, conflicts: [], notes: [] } : run.result;
    if (r.ok) outputs.push(r.scale ?? r.object);
    else {
      failed = true;
      outputs.push(r.status as unknown as JsonObject);
      const who = intents.length > 1 ? `${describeRef(refOf(intent))}: ` : '';
      io.stderr.write(`${PROG}: ${who}${r.status.message}\n`);
    }
    if (run.refused === null && run.patch !== undefined) {
      const w = run.patch;
      const what =
        w.type === 'none'
          ? 'nothing (the patch is empty)'
          : w.type === 'create'
            ? 'a create'
            : `this patch (${w.type}): ${goJson(shownPatch(intent, w.body ?? null))}`;
      io.stderr.write(`${PROG}: note: kubectl sends ${what}\n`);
    }
    for (const n of r.notes) io.stderr.write(`${PROG}: note: ${n.message}\n`);
    if (choice !== null) {
      for (const line of ownerLines(choice, base, r.ok ? r.object : null))
        io.stderr.write(`${PROG}: note: ${line}\n`);
    }
    // As kubectl prints the API server's warnings.
    for (const m of r.warnings ?? []) io.stderr.write(`Warning: ${m}\n`);
  }
  io.stdout.write(outputs.length === 1 ? toYaml(outputs[0]) : toYamlStream(outputs));
  return failed ? 1 : 0;
}
