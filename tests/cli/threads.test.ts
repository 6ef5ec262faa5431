import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";

// 40 TypeScript files importing each other, 40 Python and 20 Go files: enough for worker threads.
const files: Record<string, string> = {};
for (let i = 0; i < 40; i++) {
  const dep = i > 0 ? `import { f${i - 1} } from "./m${i - 1}.js";\n` : "";
  const call = i > 0 ? `f${i - 1}(n)` : "n";
  files[`ts/m${i}.ts`] = `${dep}/** Step ${i}. */\nexport function f${i}(n: number) { return ${call} + ${i}; }\n`;
  files[`py/m${i}.py`] = `"""Module ${i}."""\nfrom .m${Math.max(i - 1, 0)} import g\n\ndef g${i}(x: int = ${i}) -> int:\n    return x\n`;
}
for (let i = 0; i < 20; i++) files[`go/m${i}.go`] = `package m\n\n// F${i} returns ${i}.\nfunc F${i}() int { return ${i} }\n`;
files["tsconfig.json"] = JSON.stringify({ compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", strict: true } });
const root = writeTree(files);
afterAll(async () => fs.rmSync(root, { recursive: true, force: true }));

function rows(db: string): { path: string; contract: string }[] {
  const d = new Database(db, { readonly: true });
  try {
    return d.prepare("SELECT path, contract FROM files ORDER BY path").all() as { path: string; contract: string }[];
  } finally {
    d.close();
  }
}

describe("extraction in worker threads", () => {
  it("stores byte-identical contracts to an in-process run", async () => {
    const one = path.join(root, ".strata", "one.db");
    const two = path.join(root, ".strata", "two.db");
    const a = await strataInProcess(["index", root, "--json", "--threads", "1", "--store", one]);
    const b = await strataInProcess(["index", root, "--json", "--threads", "2", "--store", two]);
    expect([a.status, b.status]).toEqual([0, 0]);
    expect([JSON.parse(a.stdout).indexed, JSON.parse(b.stdout).indexed]).toEqual([101, 101]);
    const inProcess = rows(one);
    expect(inProcess).toHaveLength(101);
    expect(rows(two)).toEqual(inProcess);
    const f5 = JSON.parse(inProcess.find((r) => r.path === "ts/m5.ts")!.contract);
    expect(f5.exports).toEqual([
      {
        name: "f5",
        kind: "function",
        signature: "export function f5(n: number)",
        doc: "Step 5.",
        signatures: [{ params: [{ name: "n", type: "number" }], returnType: "number" }],
        line: 3,
        endLine: 3,
      },
    ]);
    expect(f5.dependencies).toEqual([{ module: "./m4.js", names: ["f4"], kind: "relative", path: "ts/m4.ts", line: 1 }]);
  });
});
