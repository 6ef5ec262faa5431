/**
 * Bundle of the command line: `vite build --config cli.vite.config.ts`, run by `npm run build` after `tsc`, reads
 * the compiled dist/cli/main.js and writes dist/cli-bundle/, which bin/strata.js runs.
 *
 * Why: every stage is imported through its index.ts, so even `strata search` loaded ~280 ES modules (our stages,
 * and zod's 64 locale files) one file at a time; resolving, reading and compiling them was over half of its
 * start-up. The bundle is a few files, and unused exports (zod's locales) are left out. Packages stay external
 * (loaded from node_modules as before) except zod. The extract worker is its own entry beside the bundle, where
 * `ExtractPool` looks for `./extractWorker.js`.
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
      input: { strata: path.join(here, "dist", "cli", "main.js"), extractWorker: path.join(here, "dist", "extract", "run", "extractWorker.js") },
      output: { format: "esm", entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
    },
  },
});
