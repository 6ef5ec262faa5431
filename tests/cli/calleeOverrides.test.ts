/**
 * `callees` names the overrides of a method it calls on a base type, which the call may run. A new user's trial on
 * psf/requests 1f6589ec: `callees Session.send` listed `adapter.send(request)` as `BaseAdapter.send`, a stub that
 * raises NotImplementedError, and not `HTTPAdapter.send`, the one that runs.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexedTree, navigationRows, strataInProcess } from "../helpers/cli.js";

describe("callees of a call on a base type's method", () => {
  let root = "";
  beforeAll(async () => {
    root = await indexedTree({
      "adapters.py": [
        "class BaseAdapter:",
        "    def send(self, request):",
        "        raise NotImplementedError",
        "",
        "",
        "class HTTPAdapter(BaseAdapter):",
        "    def send(self, request):",
        "        return request",
        "",
        "",
        "class RetryAdapter(HTTPAdapter):",
        "    def send(self, request):",
        "        return super().send(request)",
        "",
        "",
        "class MockAdapter(BaseAdapter):",
        "    def close(self):",
        "        pass",
        "",
      ].join("\n"),
      "sessions.py": [
        "from adapters import BaseAdapter, HTTPAdapter",
        "",
        "",
        "def get_adapter(url) -> BaseAdapter:",
        "    return HTTPAdapter()",
        "",
        "",
        "def send(request):",
        "    adapter = get_adapter(request)",
        "    return adapter.send(request)",
        "",
      ].join("\n"),
    });
  }, 60_000);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("lists the overrides, transitively, beside the base method (a subtype without one adds none)", async () => {
    const text = (await strataInProcess(["callees", "sessions.py#send", "--repo", root])).stdout;
    expect(navigationRows(text)).toEqual([
      "adapters.py:2  method BaseAdapter.send (called at line 10; overridden by HTTPAdapter.send, RetryAdapter.send)",
      "sessions.py:4  function get_adapter (called at line 9)",
    ]);
    const json = JSON.parse((await strataInProcess(["callees", "sessions.py#send", "--repo", root, "--json"])).stdout) as { callees: { id: string; overriddenBy?: string[] }[] };
    expect(json.callees.map((c) => c.overriddenBy)).toEqual([["adapters.py#HTTPAdapter.send", "adapters.py#RetryAdapter.send"], undefined]);
  });

  // A break-it trial: TypeScript's `super.send(x)` in B read "A.send (called at line 13; overridden by B.send)".
  it("TypeScript: super.m() names no override; a call on the base type does", async () => {
    const ts = await indexedTree({
      "a.ts": [
        "export class A {",
        "  send(x: number): number { return x; }",
        "}",
        "export class B extends A {",
        "  send(x: number): number { return super.send(x) + 1; }",
        "}",
        "export function run(a: A): number { return a.send(1); }",
        "",
      ].join("\n"),
    });
    try {
      const line = async (id: string): Promise<string> => navigationRows((await strataInProcess(["callees", id, "--repo", ts])).stdout)[0]!;
      expect([await line("a.ts#B.send"), await line("a.ts#run")]).toEqual(["a.ts:2  method A.send (called at line 5)", "a.ts:2  method A.send (called at line 7; overridden by B.send)"]);
    } finally {
      fs.rmSync(ts, { recursive: true, force: true });
    }
  });

  // A new user's trial on retrofit 0b118105: static `ServiceMethod.parseAnnotations` read "overridden by
  // HttpServiceMethod.parseAnnotations"; a static method hides, it is never overridden.
  it("Java: a static method's callee line names no override; an instance method's does", async () => {
    const java = await indexedTree({
      "src/p/Base.java": [
        "package p;",
        "public abstract class Base {",
        "  static Base parse(String s) { return Sub.parse(s, 1); }",
        "  int run() { return 0; }",
        "}",
        "",
      ].join("\n"),
      "src/p/Sub.java": [
        "package p;",
        "public class Sub extends Base {",
        "  static Sub parse(String s, int n) { return null; }",
        "  static Base parse(String s) { return null; }",
        "  int run() { return 1; }",
        "}",
        "",
      ].join("\n"),
      "src/p/Loader.java": [
        "package p;",
        "public class Loader {",
        "  int load(Base b) { Base.parse(\"x\"); return b.run(); }",
        "}",
        "",
      ].join("\n"),
    });
    try {
      const rows = navigationRows((await strataInProcess(["callees", "src/p/Loader.java#Loader.load", "--repo", java])).stdout);
      expect(rows).toEqual(["src/p/Base.java:3  method Base.parse (called at line 3)", "src/p/Base.java:4  method Base.run (called at line 3; overridden by Sub.run)"]);
    } finally {
      fs.rmSync(java, { recursive: true, force: true });
    }
  });

  it("an override's own callees name no override of a method it calls through super()", async () => {
    const text = (await strataInProcess(["callees", "adapters.py#RetryAdapter.send", "--repo", root])).stdout;
    expect(navigationRows(text)).toEqual(["adapters.py:7  method HTTPAdapter.send (called at line 13)", "super (called at line 13)"]);
  });
});
