import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    // Hang guards only: tests wait for observable events (a row stored, a child's exit), so a busy machine makes
    // them slower, never red.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    pool: "forks",
  },
});
