// The bounds on what any input may hold, as numbers in one place: the readers
// (core/yaml-read.ts, api/yaml.ts, cli/io.ts, action/manifests.ts), the HTTP
// API's body and batch checks (api/body.ts) and the FieldsV1 decoder use them,
// and docs/http-api.md and docs/action.md list them. Each refusal names its limit.

// ---------------------------------------------------------------------------
// Input bounds: size, documents, nodes after alias expansion, depth, items.

/** Largest HTTP request body, in bytes (MAX_BODY_BYTES overrides it). */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

/**
 * Largest YAML request body, in bytes (MAX_YAML_BYTES overrides it): a YAML
 * parser holds about 30 bytes of syntax tree per byte of input, and a Worker
 * isolate has 128 MB.
 */
export const MAX_YAML_BYTES = 2 * 1024 * 1024;

/** Most objects in a batch, or steps in a scenario (MAX_ITEMS overrides it). */
export const MAX_ITEMS = 500;

/**
 * Most YAML documents in one text (a file, an embedded manifest); an HTTP body
 * may hold twice the item limit (each object and its live object). Counted while
 * the text is lexed, before any document is built.
 */
export const MAX_DOCUMENTS = 10_000;

/** Documents a manifest given as a YAML string inside a JSON body may hold while it is read (it must hold one). */
export const MAX_EMBEDDED_DOCUMENTS = 100;

/**
 * Deepest nesting of objects and lists in a request (checked exactly on the
 * value); files and manifests are bounded by the lexer's pass at twice this
 * (core/yaml-read.ts).
 */
export const MAX_DEPTH = 100;

/**
 * Aliases a YAML document may resolve, counted the way eemeli/yaml counts them
 * (its `maxAliasCount`: each use of an anchor weighted by the aliases inside it).
 */
export const MAX_ALIASES = 100;

/**
 * Nodes (scalars, maps, lists) that YAML aliases may add to one text once
 * expanded: an alias stands for every node of its anchor, and the engine walks
 * each copy. The nodes written out in the text are bounded by its size.
 */
export const MAX_ALIAS_NODES = 100_000;

/** Bytes of scalar text that YAML aliases may add to one text once expanded. */
export const MAX_ALIAS_BYTES = 1024 * 1024;

/** Deepest nesting of a managedFields entry's fieldsV1 (its keys below one another). */
export const MAX_FIELDS_V1_DEPTH = 1000;

/** Deepest nesting of the JSON inside one fieldsV1 key (`k:{...}`, `v:[...]`). */
export const MAX_FIELDS_V1_KEY_DEPTH = MAX_DEPTH;
