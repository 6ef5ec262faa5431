/**
 * Architecture rules (STYLE §1): the pipeline's direction, and one entry module per stage folder.
 * Run by `npm run lint` (and so by CI).
 */
module.exports = {
  forbidden: [
    {
      name: "stage-entry-only",
      comment: "A stage folder is imported only through its index.ts; its other modules are internal.",
      severity: "error",
      from: { path: "^src/([^/]+)/" },
      to: { path: "^src/([^/]+)/.+", pathNot: ["^src/$1/", "^src/[^/]+/index\\.ts$", "^src/shared/"] },
    },
    {
      name: "top-level-to-stage-entry-only",
      comment: "Modules at the top of src/ reach stages only through their index.ts.",
      severity: "error",
      from: { path: "^src/[^/]+\\.ts$" },
      to: { path: "^src/[^/]+/.+", pathNot: ["^src/[^/]+/index\\.ts$", "^src/shared/"] },
    },
    {
      name: "extract-is-first",
      comment: "extract (source → contracts) depends on no later stage.",
      severity: "error",
      from: { path: "^src/extract/" },
      to: { path: "^src/(graph|summarize|store|retrieve|workspace|mcp|pipeline|query|cli|config)" },
    },
    {
      name: "graph-after-extract",
      comment: "graph (contracts and sources → code graph) is pure: it uses extract only.",
      severity: "error",
      from: { path: "^src/graph/" },
      to: { path: "^src/(summarize|store|retrieve|workspace|mcp|pipeline|query|cli|config)" },
    },
    {
      name: "retrieve-before-interfaces",
      comment: "retrieve serves the workspace, MCP server and CLI; it never reaches them or the pipeline.",
      severity: "error",
      from: { path: "^src/retrieve/" },
      to: { path: "^src/(workspace|mcp|pipeline|query|cli|live|navigate)" },
    },
    {
      name: "summarize-before-store",
      comment: "summarize works on contracts; it never reaches the store or the CLI.",
      severity: "error",
      from: { path: "^src/summarize/" },
      to: { path: "^src/(store|retrieve|workspace|mcp|pipeline|query|cli)" },
    },
    {
      name: "navigate-after-retrieve",
      comment: "navigate (definition, references, impact, changes, map) reads the stored graph; it never reaches the interfaces or the pipeline.",
      severity: "error",
      from: { path: "^src/navigate/" },
      to: { path: "^src/(workspace|mcp|pipeline|query|cli|live)" },
    },
    {
      name: "pipeline-below-read-side",
      comment: "pipeline (strata index: extraction and the stages after it) writes the store; it never reaches the read side or the interfaces.",
      severity: "error",
      from: { path: "^src/pipeline/" },
      to: { path: "^src/(query|navigate|live|workspace|mcp|cli)/" },
    },
    {
      name: "query-below-interfaces",
      comment: "query (the read side: per-file contract and summary, node summaries, status, token report) serves the CLI and MCP; it never reaches them.",
      severity: "error",
      from: { path: "^src/query/" },
      to: { path: "^src/(workspace|mcp|cli|live)/" },
    },
    {
      name: "live-below-interfaces",
      comment: "live (the file watcher) runs the pipeline for the interfaces; it never reaches them.",
      severity: "error",
      from: { path: "^src/live/" },
      to: { path: "^src/(workspace|mcp|cli)" },
    },
    {
      name: "library-never-reaches-cli",
      severity: "error",
      from: { path: "^src/", pathNot: "^src/cli/" },
      to: { path: "^(src/cli|bench)/" },
    },
    {
      name: "bench-through-entries",
      comment: "Benchmarks (bench/, not shipped in dist) use the library as a user would: through each folder's index.ts.",
      severity: "error",
      from: { path: "^bench/" },
      to: { path: "^src/[^/]+/.+", pathNot: ["^src/[^/]+/index\\.ts$", "^src/shared/"] },
    },
    {
      name: "no-circular",
      severity: "error",
      from: {},
      comment: "No import cycles, type-only ones included: a type both sides need lives in a leaf module.",
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".js"] },
  },
};
