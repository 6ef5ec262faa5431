import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SCHEMA_FILES } from "../src/schemaFiles.js";

describe("schema/*.json", () => {
  for (const [file, make] of Object.entries(SCHEMA_FILES)) {
    it(`${file} matches the zod schema (run \`npm run build && npm run schema\` after changing it)`, () => {
      const onDisk = fs.readFileSync(path.resolve(import.meta.dirname, "../schema", file), "utf8");
      expect(onDisk).toBe(`${JSON.stringify(make(), null, 2)}\n`);
    });
  }
});
