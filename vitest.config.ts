import os from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    // Hang guards only: tests wait for observable events (a row stored, a child's exit), so a busy machine makes
    // them slower, never red.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    pool: "forks",
    // Test files share their worker process one after another instead of each starting a fresh one: the source
    // modules (ts-morph and the TypeScript compiler, web-tree-sitter, zod schemas) load once per worker, not once
    // per file. Safe because no test mocks modules, patches globals or changes the environment; module state is
    // only lazily built caches of immutable data (grammars, rule tables, the hasher).
    isolate: false,
    // Vitest's default is the cores less one, so a single worker on 2 cores: while its test waits for a child
    // process (most CLI tests spawn bin/strata.js) or a server, the other core idles. On 2 cores three workers keep
    // them busier than two: the suite took 255 s and 261 s with three against 282 s and 284 s with two, runs
    // alternated within one hour on one machine; more than that would only make CPU-bound files wait.
    maxWorkers: Math.max(3, os.availableParallelism()),
  },
});
