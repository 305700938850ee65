// What each render needs from the run: the tree, the tools, one runner with the
// scrubbed environment and limits, a counter for scratch copies, and where an
// object starts in the file it came from.

import type { JsonObject } from '../../core/index.ts';
import type { RemoteCharts } from './remote-fetch.ts';
import type { RenderTools, ToolRun } from './tools.ts';
import type { RepoTree } from './tree.ts';
import type { RenderedObject, RenderProblem } from './types.ts';

export interface RenderContext {
  tree: RepoTree;
  files: ReadonlySet<string>;
  tools: RenderTools;
  /** Runs a tool in the tree's top with the scrubbed environment and the limits. */
  run: (bin: string, args: readonly string[]) => Promise<ToolRun>;
  nextCopy: () => number;
  /** Remote charts: fetched once per run (shared by head and base), or skipped. */
  remote: RemoteCharts;
  /** `v1.35.0`. */
  kubeVersion: string;
  /** For helm's --api-versions. */
  apiVersions: readonly string[];
  /** The 1-based line where `o` (by kind and name) starts in tree file `file`, 1 when unknown. */
  lineIn: (file: string, o: JsonObject) => number;
}

/** What one source gave. */
export interface SourceOutput {
  objects: Omit<RenderedObject, 'source'>[];
  problems: Omit<RenderProblem, 'source'>[];
}
