// The numeric limits of apply-preview, in one place: how much it reads, how
// long it waits. Each is documented in docs/action.md. Plain numbers only (no
// I/O): the Action, the CLI and the API import what they need.

// --- What a pull request supplies (action/files.ts, action/git.ts, action/github.ts, action/engine.ts) ---

/** The largest file read (a manifest, CRD, snapshot or base-commit file), in bytes: 32 MiB. */
export const MAX_FILE_BYTES = 32 * 1024 * 1024;

/** All the files of one run together (manifests, CRDs, snapshots, base-commit files), in bytes: 256 MiB. */
export const MAX_TOTAL_BYTES = 256 * 1024 * 1024;

/** The most files one set of patterns may match (manifests, crds, a snapshot, base manifests). */
export const MAX_FILES = 50_000;

/** The largest answer read from `api-url`, in bytes: 64 MiB. */
export const MAX_API_ANSWER_BYTES = 64 * 1024 * 1024;

/** How long one `api-url` request may take, answer included, in milliseconds: 120 s. */
export const API_TIMEOUT_MS = 120_000;

/** How long one request to the cluster may stay silent, in milliseconds: 30 s. */
export const CLUSTER_TIMEOUT_MS = 30_000;

/** The largest answer read from the cluster for one request, in bytes: 64 MiB. */
export const MAX_CLUSTER_ANSWER_BYTES = 64 * 1024 * 1024;

/** GitHub lists at most this many files of a pull request ("List pull requests files"). */
export const GITHUB_PR_FILES_CAP = 3000;

// --- end of the pull-request block ---
