// Prints the two tables of core/server/serialized-tables.ts that the OpenAPI documents
// cannot give, from the Go types of k8s.io/api (its json tags):
//
// - ALSO_EMITTED: fields written even when empty that the schema does not mark
//   (slices without omitempty: null; non-pointer metav1.Time / MicroTime and
//   runtime.RawExtension: null; non-pointer resource.Quantity: "0";
//   intstr.IntOrString: 0);
// - POINTERS: scalars held by pointers (a zero value is written, null is not).
//
//   npx tsx scripts/serialized-tables.ts K8S_API_DIR [OPENAPI_DIR]
//
// K8S_API_DIR is a checkout of k8s.io/api (e.g. `git archive v0.35.7` of
// github.com/kubernetes/api); OPENAPI_DIR (default ../shared/kubernetes/openapi-v3-1.35)
// limits the tables to the served definitions. A sketch of the Go grammar: one
// struct field a line, `Name Type \`json:"..."\``, embedded `,inline` structs
// expanded, named types followed to what they name.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

interface GoField {
  type: string;
  json: string;
  omitempty: boolean;
  omitzero: boolean;
}

interface GoStruct {
  pkg: string;
  fields: GoField[];
}

function files(dir: string, ext: string, out: string[] = []): string[] {
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) {
      if (f !== 'testdata') files(p, ext, out);
    } else if (f.endsWith(ext)) out.push(p);
  }
  return out;
}

const [apiDir, openapiDir = '../shared/kubernetes/openapi-v3-1.35'] = process.argv.slice(2);
if (apiDir === undefined) {
  console.error('usage: npx tsx scripts/serialized-tables.ts K8S_API_DIR [OPENAPI_DIR]');
  process.exit(2);
}

const served = new Set<string>();
for (const f of files(openapiDir, '.json')) {
  const doc = JSON.parse(readFileSync(f, 'utf8')) as { components?: { schemas?: Record<string, unknown> } };
  for (const name of Object.keys(doc.components?.schemas ?? {})) served.add(name);
}

const structs = new Map<string, GoStruct>();
const named = new Map<string, string>();
for (const f of files(apiDir, '.go')) {
  const base = f.slice(f.lastIndexOf('/') + 1);
  if (base.endsWith('_test.go') || base.startsWith('zz_') || base.startsWith('generated')) continue;
  const pkg = `io.k8s.api.${relative(apiDir, join(f, '..')).replaceAll('/', '.')}`;
  const src = readFileSync(f, 'utf8').replace(/\/\/[^\n]*/g, '');
  for (const m of src.matchAll(/^type (\w+) (\S[^\n{]*)$/gm)) named.set(`${pkg}.${m[1]}`, m[2].trim());
  for (const m of src.matchAll(/^type (\w+) struct \{\n([\s\S]*?)^\}/gm)) {
    const fields: GoField[] = [];
    for (const line of m[2].split('\n')) {
      const mm = line.trim().match(/^(?:\w+\s+)?(\S+)\s+`([^`]*)`/);
      const tag = mm?.[2].match(/json:"([^"]*)"/)?.[1];
      if (!mm || tag === undefined) continue;
      const [json, ...opts] = tag.split(',');
      fields.push({
        type: mm[1],
        json,
        omitempty: opts.includes('omitempty'),
        omitzero: opts.includes('omitzero'),
      });
    }
    structs.set(`${pkg}.${m[1]}`, { pkg, fields });
  }
}

const SCALARS = new Set(['string', 'bool', 'int', 'int32', 'int64', 'float64', 'byte', 'uint32', 'uint64']);
const PKG_ALIAS: Record<string, string> = {
  v1: 'core.v1',
  corev1: 'core.v1',
  apiv1: 'core.v1',
  rbacv1: 'rbac.v1',
  autoscalingv1: 'autoscaling.v1',
  authenticationv1: 'authentication.v1',
  networkingv1: 'networking.v1',
};

type Kind =
  | 'pointer'
  | 'slice'
  | 'map'
  | 'scalar'
  | 'time'
  | 'quantity'
  | 'intstr'
  | 'raw'
  | 'struct'
  | 'other';

function kindOf(pkg: string, t: string, depth = 0): { kind: Kind; def?: string } {
  if (t.startsWith('*')) return { kind: 'pointer' };
  if (t.startsWith('[]')) return { kind: 'slice' };
  if (t.startsWith('map[')) return { kind: 'map' };
  if (SCALARS.has(t) || t === 'types.UID' || t === 'types.NodeName') return { kind: 'scalar' };
  if (t === 'metav1.Time' || t === 'metav1.MicroTime') return { kind: 'time' };
  if (t === 'resource.Quantity') return { kind: 'quantity' };
  if (t === 'intstr.IntOrString') return { kind: 'intstr' };
  if (t === 'runtime.RawExtension') return { kind: 'raw' };
  if (t.startsWith('metav1.')) return { kind: 'struct' };
  const dot = t.indexOf('.');
  const full =
    dot < 0
      ? `${pkg}.${t}`
      : `io.k8s.api.${PKG_ALIAS[t.slice(0, dot)] ?? t.slice(0, dot)}.${t.slice(dot + 1)}`;
  if (structs.has(full)) return { kind: 'struct', def: full };
  const under = named.get(full);
  if (under !== undefined && depth < 5) return kindOf(full.slice(0, full.lastIndexOf('.')), under, depth + 1);
  return { kind: 'other' };
}

/** A struct's fields with its embedded `,inline` structs' fields in their place. */
function fieldsOf(s: GoStruct, depth = 0): { pkg: string; f: GoField }[] {
  const out: { pkg: string; f: GoField }[] = [];
  for (const f of s.fields) {
    if (f.json === '' && depth < 3) {
      const k = kindOf(s.pkg, f.type);
      const inner = k.def === undefined ? undefined : structs.get(k.def);
      if (inner !== undefined) out.push(...fieldsOf(inner, depth + 1));
    } else out.push({ pkg: s.pkg, f });
  }
  return out;
}

const also: string[] = [];
const pointers: string[] = [];
for (const [name, s] of [...structs].sort(([a], [b]) => (a < b ? -1 : 1))) {
  if (!served.has(name) || name.endsWith('List')) continue;
  const emitted: string[] = [];
  const ptrs: string[] = [];
  for (const { pkg, f } of fieldsOf(s)) {
    if (f.json === '' || f.json === '-') continue;
    if (f.type.startsWith('*')) {
      if (kindOf(pkg, f.type.slice(1)).kind === 'scalar') ptrs.push(f.json);
      continue;
    }
    if (f.omitzero) continue;
    const k = kindOf(pkg, f.type).kind;
    if (k === 'time' || k === 'raw' || (k === 'slice' && !f.omitempty)) emitted.push(f.json);
    else if (k === 'quantity') emitted.push(`${f.json}="0"`);
    else if (k === 'intstr') emitted.push(`${f.json}=0`);
  }
  const short = name.slice('io.k8s.api.'.length);
  if (emitted.length > 0) also.push(`  ['${short}', '${emitted.join(' ')}'],`);
  if (ptrs.length > 0) pointers.push(`  ['${short}', '${ptrs.join(' ')}'],`);
}
console.log(`// ALSO_EMITTED\n${also.join('\n')}\n\n// POINTERS\n${pointers.join('\n')}`);
