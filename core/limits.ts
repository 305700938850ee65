// The numeric limits of apply-preview, in one place: what any input may hold (the
// readers core/yaml/yaml-read.ts, api/yaml.ts, cli/io.ts, gather/manifests.ts; the HTTP
// API's body and batch checks, api/body.ts; the FieldsV1 decoder), how much of a
// pull request is read and how long the Action waits (gather/files.ts, git.ts,
// github.ts, engine.ts). docs/http-api.md and docs/action.md list them; each
// refusal names its limit. Plain numbers only (no I/O).

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
 * (core/yaml/yaml-read.ts).
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

// --- What a pull request supplies (gather/files.ts, gather/git.ts, action/github.ts, gather/engine.ts) ---

/** The largest file read (a manifest, CRD, snapshot or base-commit file), in bytes: 32 MiB. */
export const MAX_FILE_BYTES = 32 * 1024 * 1024;

/** All the files of one run together (manifests, CRDs, snapshots, base-commit files), in bytes: 256 MiB. */
export const MAX_TOTAL_BYTES = 256 * 1024 * 1024;

/** The most files one set of patterns may match (manifests, crds, a snapshot, base manifests). */
export const MAX_FILES = 50_000;

/** The largest answer read from `api-url`, in bytes: 64 MiB. */
export const MAX_API_ANSWER_BYTES = 64 * 1024 * 1024;

/**
 * The most objects the Action sends in one request to `api-url`; more go in
 * further requests. Kept well under the API's MAX_ITEMS (a deployment may lower it).
 */
export const API_REQUEST_MAX_ITEMS = 200;

/**
 * The largest request body the Action sends to `api-url`, in bytes: 4.5 MiB,
 * under the API's MAX_BODY_BYTES (5 MiB) with room for the request's framing.
 */
export const API_REQUEST_MAX_BYTES = 4.5 * 1024 * 1024;

/** How long one `api-url` request may take, answer included, in milliseconds: 120 s. */
export const API_TIMEOUT_MS = 120_000;

/** How long one request to the cluster may stay silent, in milliseconds: 30 s. */
export const CLUSTER_TIMEOUT_MS = 30_000;

/** The largest answer read from the cluster for one request, in bytes: 64 MiB. */
export const MAX_CLUSTER_ANSWER_BYTES = 64 * 1024 * 1024;

/** How long one call to GitHub's API may take, answer included, in milliseconds: 30 s. */
export const GITHUB_TIMEOUT_MS = 30_000;

/** The largest answer read from GitHub's API for one call (a page of files, comments), in bytes: 32 MiB. */
export const MAX_GITHUB_ANSWER_BYTES = 32 * 1024 * 1024;

/** GitHub lists at most this many files of a pull request ("List pull requests files"). */
export const GITHUB_PR_FILES_CAP = 3000;

// --- end of the pull-request block ---

// --- Rendering with kustomize and helm (gather/render/) ---

/** How long one run of kustomize or helm may take, in milliseconds: 60 s. */
export const RENDER_TIMEOUT_MS = 60_000;

/** The most output one run of kustomize or helm may write (standard output and error each), in bytes: 32 MiB. */
export const MAX_RENDER_OUTPUT_BYTES = 32 * 1024 * 1024;

/** The most renders that run at once. */
export const RENDER_CONCURRENCY = 4;
