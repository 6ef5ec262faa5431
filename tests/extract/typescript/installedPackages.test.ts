import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { INSTALL_MARKERS, installedPackagesKey } from "../../../src/extract/index.js";
import { writeTree } from "../../helpers/cli.js";

describe("installedPackagesKey", () => {
  it("is empty with nothing installed, and follows the content of the package manager's marker file", () => {
    const root = writeTree({ "src/a.ts": "export const a = 1;\n", "node_modules/lib/index.d.ts": "export declare const v: number;\n" });
    try {
      // A node_modules folder without a marker file (no package manager wrote it) is not followed.
      expect(installedPackagesKey(root)).toBe("");
      const marker = path.join(root, "node_modules", ".package-lock.json");
      fs.writeFileSync(marker, '{"packages":{"node_modules/lib":{"version":"1.0.0"}}}');
      const first = installedPackagesKey(root);
      expect(first).toMatch(/^[0-9a-f]{12}$/);
      // Rewritten with the same content (a no-op install): the same key.
      fs.writeFileSync(marker, '{"packages":{"node_modules/lib":{"version":"1.0.0"}}}');
      fs.utimesSync(marker, new Date(), new Date(Date.now() + 5000));
      expect(installedPackagesKey(root)).toBe(first);
      // An upgrade: another key; pnpm's marker beside it changes it again.
      fs.writeFileSync(marker, '{"packages":{"node_modules/lib":{"version":"1.1.0"}}}');
      const upgraded = installedPackagesKey(root);
      expect(upgraded).not.toBe(first);
      expect(upgraded).toMatch(/^[0-9a-f]{12}$/);
      fs.writeFileSync(path.join(root, "node_modules", ".modules.yaml"), "layoutVersion: 5\n");
      expect(installedPackagesKey(root)).not.toBe(upgraded);
      fs.rmSync(path.join(root, "node_modules"), { recursive: true });
      expect(installedPackagesKey(root)).toBe("");
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("lists the markers of npm, pnpm and both Yarns under node_modules", () => {
    expect(INSTALL_MARKERS).toEqual(["node_modules/.package-lock.json", "node_modules/.modules.yaml", "node_modules/.yarn-state.yml", "node_modules/.yarn-integrity"]);
  });
});
