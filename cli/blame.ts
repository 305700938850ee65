// `apply-preview blame [--schema FILE] [--kubernetes-version V] OBJECT`: the object
// as YAML with the field manager(s) owning each line, read from its
// metadata.managedFields. The schema tells which lists are keyed, sets or atomic;
// without --schema it is the resolver's (the built-in type of the kind in the
// cluster's Kubernetes version, else deduced).

import type { JsonObject } from '../core/index.ts';
import { ManagedFieldsError } from '../core/managed/index.ts';
import { renderBlame } from '../core/preview/render/index.ts';
import { builtinResolver, DEFAULT_KUBERNETES_VERSION, loadKubernetesVersion } from '../core/request/index.ts';
import { BUILTIN_VERSIONS } from '../core/schema/builtin/index.ts';
import type { TypeNode } from '../core/schema/index.ts';
import { kubernetesVersionOption, type OptionSpec, type Parsed, UsageError } from './args.ts';
import { type CliIO, expandLists, InputError, inputName, readDocuments, type Stdin } from './io.ts';

export const BLAME_HELP = `Usage: apply-preview blame [--schema FILE] [--kubernetes-version V] [--color WHEN] OBJECT

Prints OBJECT (a YAML/JSON file with metadata.managedFields, - for stdin; e.g. the
output of "kubectl get -o yaml --show-managed-fields") as YAML with the field
manager(s) owning each line beside it:

  spec:
    replicas: 5    # horizontal-pod-autoscaler (Update with subresource "scale" using apps/v1)

Lines inside an atomic value show the owner of the whole value (a header line names
managers owning fields inside a value the schema makes atomic); metadata.managedFields
itself is not printed; Secret data and stringData values are hidden. Several documents
(or a kind: List) are printed one after the other.

Options:
  --schema FILE   schema of the object: an OpenAPI v3 schema of the root, a
                  CustomResourceDefinition, or an OpenAPI v2/v3 document;
                  absent: the built-in type of the kind (of --kubernetes-version),
                  else deduced (lists atomic)
  --kubernetes-version V  the cluster's Kubernetes version, a minor (1.36: its
                  latest patch) or a patch (1.36.2): whose built-in schemas type
                  the object. Default ${DEFAULT_KUBERNETES_VERSION}, the newest modelled
                  (${BUILTIN_VERSIONS.join(', ')})
  --color WHEN    auto (default: when stdout is a terminal and NO_COLOR is unset),
                  always or never
  -h, --help      show this help
`;

export const BLAME_SPEC: OptionSpec = {
  schema: { type: 'string' },
  'kubernetes-version': { type: 'string' },
  color: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
};

/** Picks the schema of an object from a --schema file (main.ts's loader). */
export type SchemaLoader = (arg: string, stdin: Stdin) => Promise<(obj: JsonObject) => TypeNode | undefined>;

function useColor(when: string | undefined, io: CliIO): boolean {
  switch (when ?? 'auto') {
    case 'always':
      return true;
    case 'never':
      return false;
    case 'auto': {
      const tty = (io.stdout as { isTTY?: unknown }).isTTY === true;
      const noColor = process.env.NO_COLOR;
      return tty && (noColor === undefined || noColor === '');
    }
    default:
      throw new UsageError(`--color must be auto, always or never, got ${JSON.stringify(when)}`);
  }
}

export async function runBlame(p: Parsed, io: CliIO, loadSchema: SchemaLoader): Promise<number> {
  if (p.booleans.has('help')) {
    io.stdout.write(BLAME_HELP);
    return 0;
  }
  if (p.positionals.length !== 1) {
    throw new UsageError(
      p.positionals.length === 0
        ? 'missing the OBJECT file (- for stdin)'
        : `expected one file, got ${p.positionals.length}: ${p.positionals.join(' ')}`,
    );
  }
  const color = useColor(p.strings.get('color'), io);
  const kubernetesVersion = kubernetesVersionOption(p, DEFAULT_KUBERNETES_VERSION);
  const [file] = p.positionals;
  const schemaArg = p.strings.get('schema');
  if (file === '-' && schemaArg === '-') throw new UsageError('only one input can be read from stdin (-)');
  const name = inputName(file);
  const objects = expandLists(await readDocuments(file, io.stdin), name) as JsonObject[];
  if (objects.length === 0) throw new InputError(`${name}: no object in the file`);
  const pick = schemaArg === undefined ? undefined : await loadSchema(schemaArg, io.stdin);
  await loadKubernetesVersion(kubernetesVersion);
  const resolver = builtinResolver(kubernetesVersion);

  const out: string[] = [];
  for (const [i, obj] of objects.entries()) {
    const schema = pick?.(obj) ?? resolver.resolve(obj.apiVersion, obj.kind).root;
    try {
      out.push(renderBlame(obj, schema, { color }));
    } catch (e) {
      if (e instanceof ManagedFieldsError) {
        throw new InputError(`${name}${objects.length > 1 ? ` (document ${i + 1})` : ''}: ${e.message}`);
      }
      throw e;
    }
  }
  io.stdout.write(out.join('---\n'));
  return 0;
}
