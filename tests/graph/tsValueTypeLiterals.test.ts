/**
 * TypeScript: a type literal written for a parameter, a result or a variable describes a value and declares nothing.
 * A new user's trial on pmndrs/zustand f094eebe found method nodes `compareEntries.entries` and
 * `compareEntries.entries@14` made from `valueA: { entries(): Iterable<…> }`, reached by `valueA.entries()` (which
 * runs a `Map`'s or an array's `entries`), listed by search as methods. The input is those lines cut down; a named
 * type's literal members stay nodes. A break-it trial added a class field's type and the parameter and result types of
 * a method signature and of a function type (`whirl`, `skip`, `crawl` had been nodes).
 */
import { describe, expect, it } from "vitest";
import { fixtureGraph, nodeLines } from "./graphFixtures.js";

const SHALLOW = [
  "const hasIterableEntries = (value: Iterable<unknown>): value is Iterable<unknown> & { entries(): Iterable<[unknown, unknown]> } =>",
  "  'entries' in value",
  "",
  "export const compareEntries = (",
  "  valueA: { entries(): Iterable<[unknown, unknown]> },",
  "  valueB: { entries(): Iterable<[unknown, unknown]> },",
  ") => {",
  "  const mapA = new Map(valueA.entries())",
  "  const mapB = new Map(valueB.entries())",
  "  const last: { done(): boolean } = { done: () => true }",
  "  return hasIterableEntries(mapA) && mapA.size === mapB.size && last.done()",
  "}",
  "",
  "export type Listener = { notify(state: number): void; nested: { flush(): void } }",
  "",
  "export class C { field: { crawl(): void } = { crawl: () => undefined } }",
  "export interface I2 { method(o: { twirl(): void }): { whirl(): void } }",
  "export type Fn = (a: { hop(): void }) => { skip(): void }",
  "",
].join("\n");

describe("TypeScript type literals of values", () => {
  const fixture = fixtureGraph({ "package.json": "{\"name\":\"z\"}", "shallow.ts": SHALLOW });

  it("make no nodes; a type alias's literal members do", () => {
    expect(nodeLines(fixture.graph).sort()).toEqual([
      "shallow.ts#C class L16-16 exported",
      "shallow.ts#Fn interface L18-18 exported",
      "shallow.ts#I2 interface L17-17 exported",
      "shallow.ts#I2.method method L17-17 exported",
      "shallow.ts#Listener interface L14-14 exported",
      "shallow.ts#Listener.flush method L14-14",
      "shallow.ts#Listener.notify method L14-14 exported",
      "shallow.ts#compareEntries function L4-12 exported",
      "shallow.ts#hasIterableEntries function L1-2",
    ]);
    const calls = fixture.graph.edges.filter((e) => e.kind === "calls" && e.resolved).map((e) => `${e.from} -> ${e.to}`);
    expect(calls).toEqual(["shallow.ts#compareEntries -> shallow.ts#hasIterableEntries"]);
  });
});
