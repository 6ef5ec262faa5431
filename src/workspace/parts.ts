/**
 * The pieces a workspace is made of, passed to each operation (STYLE §6: ports are passed in).
 */
import type { LlmClient } from "../summarize/index.js";
import type { Store } from "../store/index.js";
import type { BasicSummaries } from "./basicSummaries.js";
import type { RegionTrees } from "./regionTrees.js";
import type { RepoFiles } from "./repoFiles.js";
import type { Sessions } from "./sessions.js";

/** Everything one opened repository needs; made by `openWorkspace`. */
export interface WorkspaceParts {
  /** Absolute real path of the repository. */
  root: string;
  store: Store;
  /** The configured model; absent means extractive summaries and no answers. */
  llm?: LlmClient;
  files: RepoFiles;
  trees: RegionTrees;
  basic: BasicSummaries;
  sessions: Sessions;
}
