// Field paths as field.Path.String() writes them (k8s.io/apimachinery
// pkg/util/validation/field/path.go): `spec.containers[0].name`, `metadata.labels[app]`.
// Plain strings: validators build thousands of them and only print a few.

/** `parent.name` (a root when parent is empty). */
export function child(parent: string, ...names: string[]): string {
  let p = parent;
  for (const n of names) p = p === '' ? n : `${p}.${n}`;
  return p;
}

/** `parent[i]`. */
export function index(parent: string, i: number): string {
  return `${parent}[${i}]`;
}

/** `parent[key]` (map keys are printed as they are, unquoted). */
export function key(parent: string, k: string): string {
  return `${parent}[${k}]`;
}
