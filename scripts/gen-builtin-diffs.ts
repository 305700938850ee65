// Generates core/schema/builtin/k8s-<version>.diff.ts: the built-in types of each
// other modelled Kubernetes release, as differences from the 1.35 table
// (k8s-1.35.ts, from scripts/gen-builtin-schemas.ts), each made from upstream files
// named in its header:
//
//   1.33, 1.34  kubectl-validate's OpenAPI v3 documents of that release
//   1.36        the 1.36 OpenAPI v2 document, defaults from client-go v0.36.3's SMD schema
//   1.37        the 1.36 table changed where client-go's SMD schema and typed clients
//               change from v0.36.3 to v0.37.0-beta.0 (no 1.37.0 tag in the snapshot)
//
//   npx tsx scripts/gen-builtin-diffs.ts [--client-go GITDIR] [--api GITDIR] [--kubectl-validate GITDIR]
//
// The git directories default to the snapshots beside the repository
// (../.mirror/kubernetes+client-go/repo, ../.mirror/kubernetes+api/repo,
// ../.mirror/kubernetes-sigs+kubectl-validate/repo).

import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type SmdTypes,
  smdTypesOfInternalGo,
  tableFromSmdChanges,
  tableFromSwagger,
} from './builtin-derive.ts';
import { type ProtoMessages, parseGeneratedProto } from './builtin-proto.ts';
import {
  type BuiltinTable,
  buildTable,
  DEFAULT_INPUT,
  type InputDocument,
  property,
  propertyKey,
  REPO_ROOT,
  readDocuments,
} from './gen-builtin-schemas.ts';

/** kubectl-validate's commit holding pkg/openapiclient/builtins/1.23 .. 1.35 (the 1.35 documents in ../shared come from it). */
export const KUBECTL_VALIDATE_COMMIT = 'a97ccfaca20b164819afdae780392496f6ed6bbd';
export const SWAGGER_1_36 = '../shared/kubernetes/swagger-1.36.json';
const SWAGGER_1_36_ORIGIN =
  'kubernetes-client/python kubernetes/swagger.json.unprocessed, blob 67de7f202bb8168699e2faf088ac42cfe467a51e (release-1.36)';
export const CLIENT_GO_1_36 = 'v0.36.3';
export const CLIENT_GO_1_37 = 'v0.37.0-beta.0';
export const DEFAULT_CLIENT_GO = '../.mirror/kubernetes+client-go/repo';
/** k8s.io/api, tagged as client-go is. */
export const DEFAULT_API = '../.mirror/kubernetes+api/repo';
export const DEFAULT_KUBECTL_VALIDATE = '../.mirror/kubernetes-sigs+kubectl-validate/repo';

/** Everything the diffs are made from, read once. */
export interface DiffInputs {
  base: InputDocument[];
  v3: Map<string, InputDocument[]>;
  swagger136: InputDocument;
  smd: Map<string, SmdTypes>;
  clients: Map<string, string[]>;
  /** k8s.io/api's generated.proto of each group-version at the 1.37 tag, by `<package>/<version>`. */
  protos137: Map<string, ProtoMessages>;
  /** Tag → commit, for the headers (client-go, then k8s.io/api as `api <tag>`). */
  commits: Map<string, string>;
}

function git(gitDir: string, args: string[]): string {
  return execFileSync('git', [`--git-dir=${gitDir}`, ...args], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
}

/** kubectl-validate's OpenAPI v3 documents of one minor, in path order. */
function kubectlValidateDocs(gitDir: string, minor: string): InputDocument[] {
  const dir = `pkg/openapiclient/builtins/${minor}/`;
  const paths = git(gitDir, ['ls-tree', '-r', '--name-only', KUBECTL_VALIDATE_COMMIT, dir])
    .split('\n')
    .filter((p) => p.endsWith('.json'))
    .sort();
  if (paths.length === 0) throw new Error(`kubectl-validate ${KUBECTL_VALIDATE_COMMIT} has no ${dir}`);
  return paths.map((p) => ({
    path: p.slice(dir.length),
    doc: JSON.parse(git(gitDir, ['show', `${KUBECTL_VALIDATE_COMMIT}:${p}`])),
  }));
}

/** `<package>/<version> <Kind>` of every typed client of client-go at `tag`, sorted. */
function typedClients(gitDir: string, tag: string): string[] {
  const out = git(gitDir, [
    'grep',
    '-E',
    '^type [A-Za-z0-9]+Interface interface',
    tag,
    '--',
    'kubernetes/typed/',
  ]);
  const kinds = new Set<string>();
  for (const line of out.split('\n')) {
    const m =
      /^[^:]+:kubernetes\/typed\/([a-z0-9]+)\/(v[0-9a-z]+)\/[^/:]+\.go:type ([A-Za-z0-9]+)Interface /.exec(
        line,
      );
    // The group-version client's own interface (CoreV1Interface, AppsV1Interface) is not a kind.
    if (m === null || /V[0-9]+((alpha|beta)[0-9]+)?$/.test(m[3])) continue;
    kinds.add(`${m[1]}/${m[2]} ${m[3]}`);
  }
  return [...kinds].sort();
}

/** Every `<package>/<version>/generated.proto` of k8s.io/api at `tag`, parsed. */
function generatedProtos(gitDir: string, tag: string): Map<string, ProtoMessages> {
  const out = new Map<string, ProtoMessages>();
  const files = git(gitDir, ['ls-tree', '-r', '--name-only', tag])
    .split('\n')
    .filter((p) => /^[a-z0-9]+\/v[0-9a-z]+\/generated\.proto$/.test(p))
    .sort();
  for (const f of files)
    out.set(f.slice(0, f.lastIndexOf('/')), parseGeneratedProto(git(gitDir, ['show', `${tag}:${f}`])));
  if (out.size === 0) throw new Error(`k8s.io/api ${tag} has no <group>/<version>/generated.proto`);
  return out;
}

export function readDiffInputs(clientGo: string, kubectlValidate: string, api: string): DiffInputs {
  const swaggerPath = resolve(REPO_ROOT, SWAGGER_1_36);
  const smd = new Map<string, SmdTypes>();
  const clients = new Map<string, string[]>();
  const commits = new Map<string, string>();
  for (const tag of [CLIENT_GO_1_36, CLIENT_GO_1_37]) {
    const where = `client-go ${tag} applyconfigurations/internal/internal.go`;
    smd.set(
      tag,
      smdTypesOfInternalGo(git(clientGo, ['show', `${tag}:applyconfigurations/internal/internal.go`]), where),
    );
    clients.set(tag, typedClients(clientGo, tag));
    commits.set(tag, git(clientGo, ['rev-parse', `${tag}^{commit}`]).trim());
  }
  commits.set(`api ${CLIENT_GO_1_37}`, git(api, ['rev-parse', `${CLIENT_GO_1_37}^{commit}`]).trim());
  return {
    protos137: generatedProtos(api, CLIENT_GO_1_37),
    base: readDocuments(resolve(REPO_ROOT, DEFAULT_INPUT)),
    v3: new Map(['1.33', '1.34'].map((m) => [m, kubectlValidateDocs(kubectlValidate, m)])),
    swagger136: { path: 'swagger-1.36.json', doc: JSON.parse(readFileSync(swaggerPath, 'utf8')) },
    smd,
    clients,
    commits,
  };
}

/** A table's differences from `base`: new values, and null for what it removes. */
interface TableDiff {
  kinds: Map<string, Map<string, string | null>>;
  definitions: Map<string, string | null>;
}

function diffTables(base: BuiltinTable, next: BuiltinTable): TableDiff {
  const definitions = new Map<string, string | null>();
  for (const [name, json] of next.definitions)
    if (base.definitions.get(name) !== json) definitions.set(name, json);
  for (const name of base.definitions.keys()) if (!next.definitions.has(name)) definitions.set(name, null);
  const kinds = new Map<string, Map<string, string | null>>();
  for (const av of [...new Set([...base.kinds.keys(), ...next.kinds.keys()])].sort()) {
    const b = base.kinds.get(av) ?? new Map<string, string>();
    const n = next.kinds.get(av) ?? new Map<string, string>();
    const m = new Map<string, string | null>();
    for (const k of [...new Set([...b.keys(), ...n.keys()])].sort()) {
      const v = n.get(k) ?? null;
      if (b.get(k) !== v) m.set(k, v);
    }
    if (m.size > 0) kinds.set(av, m);
  }
  return { kinds, definitions: new Map([...definitions].sort(([a], [b]) => (a < b ? -1 : 1))) };
}

function count(diff: TableDiff): string {
  let added = 0;
  let removed = 0;
  for (const m of diff.kinds.values()) for (const v of m.values()) v === null ? removed++ : added++;
  const defs = [...diff.definitions.values()];
  const gone = defs.filter((v) => v === null).length;
  return `${defs.length - gone} definitions added or changed, ${gone} removed; ${added} kinds added or changed, ${removed} removed`;
}

function renderDiff(version: string, sources: string[], diff: TableDiff, notes: string[]): string {
  const lines = [
    '// GENERATED by scripts/gen-builtin-diffs.ts. DO NOT EDIT. Regenerate with',
    '//',
    '//   npx tsx scripts/gen-builtin-diffs.ts',
    '//',
    `// The Kubernetes ${version} built-in types, as differences from the 1.35 table`,
    `// (k8s-1.35.ts): ${count(diff)}.`,
    '// Made from:',
    ...sources.map((s) => (s.startsWith('  ') ? `//     ${s.trimStart()}` : `//   - ${s}`)),
    ...(notes.length > 0 ? ['//', ...notes.map((n) => `// ${n}`)] : []),
    '',
    "import type { BuiltinSchemaDiff } from './diff.ts';",
    '',
    'export const BUILTIN_DIFF: BuiltinSchemaDiff = {',
    `  version: '${version}',`,
    '  kinds: {',
  ];
  const entry = (indent: string, k: string, v: string | null) => {
    if (v === null) lines.push(`${indent}${propertyKey(k)}: null,`);
    else property(lines, indent, k, v);
  };
  for (const [av, m] of diff.kinds) {
    lines.push(`    ${propertyKey(av)}: {`);
    for (const [k, v] of m) entry('      ', k, v);
    lines.push('    },');
  }
  lines.push('  },', '  definitions: {');
  for (const [name, v] of diff.definitions) entry('    ', name, v);
  lines.push('  },', '};', '');
  return lines.join('\n');
}

/** The generated diff modules, by file name under core/schema/builtin/. */
export function generateDiffModules(inputs: DiffInputs): Map<string, string> {
  const base = buildTable(inputs.base);
  const out = new Map<string, string>();
  for (const [minor, docs] of inputs.v3) {
    const source = `kubernetes-sigs/kubectl-validate ${KUBECTL_VALIDATE_COMMIT} pkg/openapiclient/builtins/${minor}/ (the Kubernetes ${minor} OpenAPI v3 documents)`;
    out.set(`k8s-${minor}.diff.ts`, renderDiff(minor, [source], diffTables(base, buildTable(docs)), []));
  }
  const smd136 = inputs.smd.get(CLIENT_GO_1_36)!;
  const smd137 = inputs.smd.get(CLIENT_GO_1_37)!;
  const internal = (tag: string) =>
    `kubernetes/client-go ${tag} (${inputs.commits.get(tag)}) applyconfigurations/internal/internal.go`;
  const t136 = tableFromSwagger(inputs.swagger136, smd136, base);
  out.set(
    'k8s-1.36.diff.ts',
    renderDiff(
      '1.36',
      [
        `the Kubernetes 1.36 OpenAPI v2 document: ${SWAGGER_1_36_ORIGIN}`,
        `property defaults: ${internal(CLIENT_GO_1_36)}`,
        'Quantity and IntOrString as in the 1.35 v3 documents (v2 writes them as strings)',
      ],
      diffTables(base, t136),
      [],
    ),
  );
  const r = tableFromSmdChanges({
    prev: t136,
    prevSmd: smd136,
    nextSmd: smd137,
    prevClients: inputs.clients.get(CLIENT_GO_1_36)!,
    nextClients: inputs.clients.get(CLIENT_GO_1_37)!,
    proto: (definition) => {
      const m = /^io\.k8s\.api\.([a-z0-9]+)\.(v[0-9a-z]+)\.(\w+)$/.exec(definition);
      return m === null ? undefined : inputs.protos137.get(`${m[1]}/${m[2]}`)?.get(m[3]);
    },
  });
  out.set(
    'k8s-1.37.diff.ts',
    renderDiff(
      '1.37',
      [
        'the 1.36 table (k8s-1.36.diff.ts), changed where the SMD schema changes from',
        `  ${internal(CLIENT_GO_1_36)} to`,
        `  ${internal(CLIENT_GO_1_37)}`,
        `  (no v0.37.0 tag in the snapshot; beta.0 is of ${CLIENT_GO_1_37_DATE}),`,
        '  new types borrowing the schema of the same kind at another version when SMD types it alike',
        `kinds: the typed clients (kubernetes/typed/) added and dropped between those tags`,
        `fields only SMD describes: number widths, byte strings and patch strategies from`,
        `  kubernetes/api ${CLIENT_GO_1_37} (${inputs.commits.get(`api ${CLIENT_GO_1_37}`)}) <group>/<version>/generated.proto`,
      ],
      diffTables(base, r.table),
      [
        ...(r.fromProto.length === 0
          ? []
          : ['Fields typed from SMD and generated.proto:', ...r.fromProto.map((f) => `  ${f}`)]),
        ...(r.smdOnly.length === 0
          ? []
          : [
              'Fields typed from SMD alone (no format, no patch strategy; numbers as `type: number`):',
              ...r.smdOnly.map((f) => `  ${f}`),
            ]),
      ],
    ),
  );
  return out;
}

const CLIENT_GO_1_37_DATE = '2026-07-21';

function main(argv: string[]): void {
  let clientGo = DEFAULT_CLIENT_GO;
  let kubectlValidate = DEFAULT_KUBECTL_VALIDATE;
  let api = DEFAULT_API;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--client-go') clientGo = argv[++i];
    else if (argv[i] === '--api') api = argv[++i];
    else if (argv[i] === '--kubectl-validate') kubectlValidate = argv[++i];
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  const inputs = readDiffInputs(
    resolve(REPO_ROOT, clientGo),
    resolve(REPO_ROOT, kubectlValidate),
    resolve(REPO_ROOT, api),
  );
  for (const [name, text] of generateDiffModules(inputs)) {
    const file = resolve(REPO_ROOT, 'core/schema/builtin', name);
    writeFileSync(file, text);
    process.stdout.write(`${relative(process.cwd(), file)}: ${text.length} bytes\n`);
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    main(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`gen-builtin-diffs: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 1;
  }
}
