/**
 * `callees` names a TypeScript function type alias as the `type` it is declared as. The graph makes `type Getter =
 * (key: string) => number` an interface node (so calls through a value of that type have a declaration to point at),
 * and a trial on jotai 1fae7724 found `callees` listing `interface Getter` where `definition Getter` said `type`.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";

describe("callees of a call through a type alias", () => {
  let root = "";
  beforeAll(async () => {
    root = writeTree({
      "tsconfig.json": '{"compilerOptions":{"strict":true}}',
      "src/a.ts": [
        "export type Getter = (key: string) => number;",
        "export interface Reader {",
        "  (key: string): number;",
        "}",
        "export function use(get: Getter, read: Reader): number {",
        "  return get('a') + read('b');",
        "}",
        "",
      ].join("\n"),
    });
    expect((await strataInProcess(["index", root, "--quiet", "--no-history"])).status).toBe(0);
  }, 60_000);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("says type for the alias and interface for the interface, in text and JSON", async () => {
    const text = (await strataInProcess(["callees", "use", "--repo", root])).stdout;
    expect(text).toBe(
      [
        // A call of a value of a function type runs whatever the value holds, not the type's line: "called through it".
        "src/a.ts:1  type Getter (called through it at line 6)  (type-checked)  Declared as export type Getter = (key: string) => number;",
        "src/a.ts:2  interface Reader (called through it at line 6)  (type-checked)  Declared as export interface Reader.",
        "",
      ].join("\n"),
    );
    const json = JSON.parse((await strataInProcess(["callees", "use", "--repo", root, "--json"])).stdout) as { callees: { id: string; kind: string }[] };
    expect(json.callees.map((c) => [c.id, c.kind])).toEqual([
      ["src/a.ts#Getter", "type"],
      ["src/a.ts#Reader", "interface"],
    ]);
  });

  // `summary --node` heads with the same kind (a Go function type said "(struct, extractive)" in a fresh-clone check).
  it("summary --node names the alias a type too, in text and JSON", async () => {
    const text = await strataInProcess(["summary", "--node", "src/a.ts#Getter", "--repo", root]);
    const json = JSON.parse((await strataInProcess(["summary", "--node", "src/a.ts#Getter", "--repo", root, "--json"])).stdout) as { kind: string; summary: { kind: string } };
    expect([text.status, text.stdout.split("\n")[0], json.kind, json.summary.kind]).toEqual([0, "src/a.ts#Getter (type, extractive)", "type", "interface"]);
  });
});
