/**
 * Bundle of the command line: `vite build --config cli.vite.config.ts`, run by `npm run build` after `tsc`, reads
 * the compiled dist/cli/main.js and writes dist/cli-bundle/, which bin/strata.js runs.
 *
 * Why: every stage is imported through its index.ts, so even `strata search` loaded ~280 ES modules (our stages,
 * and zod's 64 locale files) one file at a time; resolving, reading and compiling them was over half of its
 * start-up. The bundle is a few files, and unused exports (zod's locales) are left out. Packages stay external
 * (loaded from node_modules as before) except zod. The extract worker is its own entry beside the bundle, where
 * `ExtractPool` looks for `./extractWorker.js`.
 *
 * `moduleSideEffects: false`: a module, ours or a package's, is bundled (and a package imported) only when something
 * uses one of its exports. Each stage is imported through its index.ts, which re-exports the whole stage; with
 * side effects assumed, every module such a barrel names stayed in every command's chunks, so `strata stats` also
 * loaded web-tree-sitter, the LLM client, the extractors and zod's classic API (flask, 2 cores: stats ~440 → ~250 ms
 * CPU). No module of strata is imported for its side effects alone (no bare `import "x"`); keep it so.
 */
import path from "node:path";
import { defineConfig } from "vite";

const here = import.meta.dirname;

export default defineConfig({
  root: here,
  publicDir: false,
  logLevel: "warn",
  ssr: { target: "node", noExternal: ["zod"] },
  build: {
    ssr: true,
    outDir: path.join(here, "dist", "cli-bundle"),
    emptyOutDir: true,
    minify: false,
    target: "node20",
    rolldownOptions: {
      treeshake: { moduleSideEffects: false },
      input: { strata: path.join(here, "dist", "cli", "main.js"), extractWorker: path.join(here, "dist", "extract", "run", "extractWorker.js") },
      output: { format: "esm", entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
    },
  },
});
