// The command line: `apply-preview apply|update|simulate`. `run()` does all the
// work and returns the exit status, so tests drive it with captured streams; the
// module only touches `process` when it is the program's entry.
//
// Exit status: 0 done; 1 the API server would reject the request (a conflict, an
// invalid object: the Status is printed); 2 a usage or input error (one line on
// stderr); 3 an internal error.

import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { goJson } from '../core/fieldpath/gofmt.ts';
import { stringifyJson } from '../core/json.ts';
import { parseTime } from '../core/managed/time.ts';
import { isSecret, maskSecretFields } from '../core/preview/secrets.ts';
import { chooseWriter, runRequest } from '../core/request/pipeline.ts';
import type { Writer } from '../core/request/types.ts';
import { deduced, type ResolvedSchema, type TypeNode } from '../core/schema/model.ts';
import {
  SchemaError,
  typeFromOpenAPIV3Schema,
  typesFromCRD,
  typesFromOpenAPIDocument,
} from '../core/schema/openapi.ts';
import { SchemaResolver } from '../core/schema/resolve.ts';
import { refuseFieldManager, refuseObject, withLiveType } from '../core/server/refuse.ts';
import type { WriteResult } from '../core/server/types.ts';
import { parseScenario, type Scenario, ScenarioError, scenarioSchema, simulate } from '../core/simulate.ts';
import { celValidation } from '../core/validation/cel/index.ts';
import { useCelEngine } from '../core/validation/index.ts';
import { isObject, type JsonObject, type JsonValue } from '../core/value.ts';
import { fieldValidationOption, type OptionSpec, type Parsed, parseArgs, UsageError } from './args.ts';
import { BLAME_SPEC, runBlame } from './blame.ts';
import { APPLY_HELP, CREATE_HELP, MAIN_HELP, PROG, SIMULATE_HELP, UPDATE_HELP } from './help.ts';
import {
  type CliIO,
  expandLists,
  InputError,
  inputName,
  readDocuments,
  readOne,
  type Stdin,
  toYaml,
  toYamlStream,
} from './io.ts';
import { ownerLines } from './owner.ts';
import { PREVIEW_SPEC, runPreviewCommand } from './preview.ts';

// The CEL engine for CRD x-kubernetes-validations rules (core leaves it out for the playground).
useCelEngine(celValidation);

const APPLY_SPEC: OptionSpec = {
  'no-defaults': { type: 'boolean' },
  'field-validation': { type: 'string' },
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

const UPDATE_SPEC: OptionSpec = {
  'no-defaults': { type: 'boolean' },
  'field-validation': { type: 'string' },
  manager: { type: 'string' },
  live: { type: 'string' },
  schema: { type: 'string' },
  now: { type: 'string' },
  subresource: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
};

const SIMULATE_SPEC: OptionSpec = {
  bench: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
};

/** A client-side patch as printed: a Secret's values masked (core/preview/secrets.ts). */
function shownPatch(intent: JsonObject, body: JsonValue): JsonValue {
  return isSecret(intent) && isObject(body) ? maskSecretFields(body) : body;
}

/** The commands and what runs each (MAIN_HELP and docs/cli.md list them: test/cli-help.test.ts). */
export const COMMANDS: Readonly<Record<string, (rest: string[], io: CliIO) => Promise<number>>> = {
  apply: (rest, io) => runWrite('apply', parseArgs(rest, APPLY_SPEC), io),
  create: (rest, io) => runWrite('create', parseArgs(rest, UPDATE_SPEC), io),
  update: (rest, io) => runWrite('update', parseArgs(rest, UPDATE_SPEC), io),
  simulate: (rest, io) => runSimulate(parseArgs(rest, SIMULATE_SPEC), io),
  blame: (rest, io) => runBlame(parseArgs(rest, BLAME_SPEC), io, loadSchema),
  preview: (rest, io) => runPreviewCommand(parseArgs(rest, PREVIEW_SPEC), io),
};

/** Runs the command line `argv` (without the program name); resolves to the exit status. */
export async function run(argv: readonly string[], io: CliIO): Promise<number> {
  const [command, ...rest] = argv;
  let usageOf = '';
  try {
    switch (command) {
      case undefined:
        io.stderr.write(MAIN_HELP);
        return 2;
      case '-h':
      case '--help':
      case 'help':
        if (command === 'help' && rest.length > 0) return run([rest[0], '--help'], io);
        io.stdout.write(MAIN_HELP);
        return 0;
      case '--version':
      case 'version':
        io.stdout.write(`${PROG} ${version()}\n`);
        return 0;
      default:
        if (Object.hasOwn(COMMANDS, command)) {
          usageOf = command;
          return await COMMANDS[command](rest, io);
        }
        throw new UsageError(
          command.startsWith('-')
            ? `unknown option ${JSON.stringify(command)}`
            : `unknown command ${JSON.stringify(command)}`,
        );
    }
  } catch (e) {
    if (e instanceof UsageError) {
      const who = usageOf ? `${PROG} ${usageOf}` : PROG;
      io.stderr.write(`${who}: ${e.message}\nRun "${who} --help" for usage.\n`);
      return 2;
    }
    if (e instanceof InputError) {
      io.stderr.write(`${PROG}: ${e.message}\n`);
      return 2;
    }
    const message = e instanceof Error ? e.message : String(e);
    io.stderr.write(`${PROG}: internal error: ${message}\n`);
    if (process.env.APPLY_PREVIEW_DEBUG && e instanceof Error && e.stack) io.stderr.write(`${e.stack}\n`);
    return 3;
  }
}

function version(): string {
  try {
    const pkg: unknown = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    return isObject(pkg) && typeof pkg.version === 'string' ? pkg.version : 'unknown';
  } catch {
    return 'unknown';
  }
}

// ---------------------------------------------------------------------------
// apply / update

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

/** The type of an object from `--schema`; `crd` is the CustomResourceDefinition when the file is one. */
type SchemaPicker = ((obj: JsonObject) => TypeNode | undefined) & { crd?: JsonObject; source?: string };

function schemaFailure(name: string, e: unknown): never {
  if (e instanceof SchemaError) throw new InputError(`${name}: ${e.message}`);
  throw e;
}

/** The schema of `--schema`: a root OpenAPI v3 schema, a CRD, or a whole OpenAPI document. */
async function loadSchema(arg: string, stdin: Stdin): Promise<SchemaPicker> {
  const name = inputName(arg);
  const doc = await readOne(arg, stdin);
  if (!isObject(doc)) throw new InputError(`${name}: a schema must be an object`);
  try {
    if (doc.kind === 'CustomResourceDefinition') {
      const versions = typesFromCRD(doc);
      const pickVersion: SchemaPicker = (obj) => {
        const apiVersion = typeof obj.apiVersion === 'string' ? obj.apiVersion : '';
        const v = apiVersion.slice(apiVersion.indexOf('/') + 1);
        const t = versions.get(v);
        if (!t) {
          throw new InputError(
            `${name}: the CustomResourceDefinition serves no version ${JSON.stringify(v)} (serves: ${[...versions.keys()].join(', ') || 'none'})`,
          );
        }
        return t;
      };
      const meta = isObject(doc.metadata) ? doc.metadata : {};
      pickVersion.crd = doc;
      pickVersion.source = `crd:${typeof meta.name === 'string' ? meta.name : ''}`;
      return pickVersion;
    }
    const components = Object.hasOwn(doc, 'components') ? doc.components : undefined;
    if ((isObject(components) && Object.hasOwn(components, 'schemas')) || Object.hasOwn(doc, 'definitions')) {
      const { types, byGVK } = typesFromOpenAPIDocument(doc);
      return (obj) => {
        const apiVersion = typeof obj.apiVersion === 'string' ? obj.apiVersion : '';
        const slash = apiVersion.indexOf('/');
        const gvk = `${slash >= 0 ? apiVersion.slice(0, slash) : ''}/${apiVersion.slice(slash + 1)}/${typeof obj.kind === 'string' ? obj.kind : ''}`;
        const def = byGVK.get(gvk);
        const t = def === undefined ? undefined : types.get(def);
        if (!t) throw new InputError(`${name}: no definition for ${apiVersion} ${String(obj.kind)}`);
        return t;
      };
    }
    const root = typeFromOpenAPIV3Schema(doc);
    return () => root;
  } catch (e) {
    return schemaFailure(name, e);
  }
}

function requireOption(p: Parsed, name: string, what: string): string {
  const v = p.strings.get(name);
  if (v === undefined || v === '') throw new UsageError(`--${name} ${what} is required`);
  return v;
}

async function runWrite(op: 'apply' | 'create' | 'update', p: Parsed, io: CliIO): Promise<number> {
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
  const resolver = new SchemaResolver();
  // What every write of the command shares.
  const settings = { now, defaults: !p.booleans.has('no-defaults'), fieldValidation };
  let failed = false;
  for (const intent of intents) {
    const base = scale ? (live[0] ?? null) : findLive(intent, live, liveName);
    // Without --schema: the embedded built-in type of the kind, else the deduced schema.
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

// ---------------------------------------------------------------------------
// simulate

function positiveInt(s: string, what: string): number {
  if (!/^[1-9][0-9]*$/.test(s) || !Number.isSafeInteger(Number(s))) {
    throw new UsageError(`${what} must be a positive integer, got ${JSON.stringify(s)}`);
  }
  return Number(s);
}

async function runSimulate(p: Parsed, io: CliIO): Promise<number> {
  if (p.booleans.has('help')) {
    io.stdout.write(SIMULATE_HELP);
    return 0;
  }
  const benchArg = p.strings.get('bench');
  const iterations = benchArg === undefined ? 0 : positiveInt(benchArg, '--bench');
  if (p.positionals.length !== 1) {
    throw new UsageError(
      p.positionals.length === 0
        ? 'missing the SCENARIO file (- for stdin)'
        : `expected one file, got ${p.positionals.length}: ${p.positionals.join(' ')}`,
    );
  }
  const [file] = p.positionals;
  const name = inputName(file);
  const doc = await readOne(file, io.stdin);
  let scenario: Scenario;
  let type: ResolvedSchema;
  try {
    scenario = parseScenario(doc);
    type = scenarioSchema(scenario);
  } catch (e) {
    if (e instanceof ScenarioError) throw new InputError(`${name}: ${e.message}`);
    if (e instanceof SchemaError) throw new InputError(`${name}: schema: ${e.message}`);
    throw e;
  }
  if (iterations === 0) {
    let result: ReturnType<typeof simulate>;
    try {
      result = simulate(scenario, type);
    } catch (e) {
      if (e instanceof ScenarioError) throw new InputError(`${name}: ${e.message}`);
      throw e;
    }
    io.stdout.write(`${stringifyJson(result, 2)}\n`);
    return 0;
  }
  const warmup = Math.min(iterations, 100);
  for (let i = 0; i < warmup; i++) simulate(scenario, type);
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) simulate(scenario, type);
  const elapsed = process.hrtime.bigint() - start;
  const nsPerSequence = Number(elapsed / BigInt(iterations));
  io.stdout.write(`${JSON.stringify({ nsPerSequence, iterations, steps: scenario.steps.length })}\n`);
  return 0;
}

// ---------------------------------------------------------------------------
// entry

function isEntry(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

/** Runs the command line of this process and sets its exit status. */
export async function main(): Promise<void> {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
  process.exitCode = await run(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
  });
}

if (isEntry()) await main();
