import { describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createProject } from "../../../src/extract/typescript/createProject.js";
import { OverlayFileSystem } from "../../../src/extract/typescript/overlayFileSystem.js";
import { sharedLibFileCount } from "../../../src/extract/typescript/sharedLibFiles.js";

/** The type text of `x` in a one-file program, and that program's lib.es5.d.ts source file. */
function program(code: string, target?: string) {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "strata-lib-")));
  if (target) fs.writeFileSync(path.join(root, "tsconfig.json"), JSON.stringify({ compilerOptions: { target, lib: ["es2022", "dom"] } }));
  const { project } = createProject(root, new OverlayFileSystem(root));
  const sf = project.createSourceFile(path.join(root, "a.ts"), code, { overwrite: true });
  const compiler = project.getProgram().compilerObject;
  const lib = compiler.getSourceFiles().find((f) => f.fileName.endsWith("/lib.es5.d.ts"));
  return { type: sf.getVariableDeclarationOrThrow("x").getType().getText(), lib };
}

describe("TypeScript lib files are parsed once per process", () => {
  it("two projects with the same target hold the same lib source file, and each checker resolves lib types", () => {
    const a = program("export const x = [1, 2].map(String);");
    const b = program("export const x = document.createElement('a');");
    expect(a.type).toBe("string[]");
    expect(b.type).toBe("HTMLAnchorElement");
    expect(a.lib).toBeDefined();
    expect(b.lib).toBe(a.lib);
    expect(sharedLibFileCount()).toBeGreaterThan(0);
  });

  it("another script target gets its own copy", () => {
    const a = program("export const x = 1n;", "esnext");
    const b = program("export const x = 1;", "es2015");
    expect(a.lib).not.toBe(b.lib);
    expect(a.type).toBe("1n");
    expect(b.type).toBe("1");
  });
});
