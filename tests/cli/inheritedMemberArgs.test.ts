/**
 * `callers`, `callees`, `impact` and `references` read a member named through a type that inherits it as `definition`
 * does. Found on gunicorn: `definition SyncWorker.notify` gave `Worker.notify` "(inherited by SyncWorker)", but
 * `callers SyncWorker.notify` exited 3 with "no node … in the code graph"; on go-cache, `callers Cache.Get` likewise
 * (Cache embeds *cache, whose method Get is Cache's).
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexedTree, strataInProcess } from "../helpers/cli.js";

let root = "";
beforeAll(async () => {
  root = await indexedTree({
    "base.py": "class Worker:\n    def notify(self):\n        return 1\n\n\nclass SyncWorker(Worker):\n    def run(self):\n        return self.notify()\n",
    "go.mod": "module example.com/kv\n",
    "cache.go": "package kv\n\ntype Cache struct {\n\t*cache\n}\n\ntype cache struct {\n\titems map[string]int\n}\n\nfunc (c *cache) Get(k string) int {\n\treturn c.items[k]\n}\n\nfunc Lookup(c *Cache, k string) int {\n\treturn c.Get(k)\n}\n",
  });
}, 60_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("a member named through the type that inherits it", () => {
  it("is the base's member for callers, and the answer says which node it used", async () => {
    expect(await strataInProcess(["callers", "SyncWorker.notify", "--repo", root])).toEqual({
      status: 0,
      stdout: "base.py:8  method SyncWorker.run  (scope)  Returns the result of self.notify().\n",
      stderr: "strata: SyncWorker.notify is base.py#Worker.notify (inherited by SyncWorker)\n",
    });
  });

  it("is the embedded struct's method in Go (callers, references)", async () => {
    expect(await strataInProcess(["callers", "Cache.Get", "--repo", root])).toEqual({
      status: 0,
      stdout: "cache.go:16  function Lookup  (scope)  Returns the result of c.Get(k).\n",
      stderr: "strata: Cache.Get is cache.go#cache.Get (inherited by Cache)\n",
    });
    expect(await strataInProcess(["references", "Cache.Get", "--repo", root])).toEqual({
      status: 0,
      stdout: "cache.go:16  calls  return c.Get(k)\n",
      stderr: "strata: Cache.Get is cache.go#cache.Get (inherited by Cache)\n",
    });
  });

  it("is the base's member for callees and impact", async () => {
    expect(await strataInProcess(["callees", "SyncWorker.notify", "--repo", root])).toEqual({
      status: 0,
      stdout: "",
      stderr: "strata: SyncWorker.notify is base.py#Worker.notify (inherited by SyncWorker)\nstrata: base.py#Worker.notify makes no calls that the code graph records\n",
    });
    const impact = await strataInProcess(["impact", "SyncWorker.notify", "--repo", root]);
    expect([impact.status, impact.stdout.split("\n")[0], impact.stderr]).toEqual([
      0,
      "1 node in 1 file may be affected by base.py#Worker.notify (depth 3); tests: none the graph reaches within 3 steps, nor within 8",
      "strata: SyncWorker.notify is base.py#Worker.notify (inherited by SyncWorker)\n",
    ]);
  });

  it("is said in JSON as inheritedBy, beside the query and how it matched", async () => {
    const json = JSON.parse((await strataInProcess(["callers", "Cache.Get", "--repo", root, "--json"])).stdout) as Record<string, unknown>;
    expect([json.node, json.query, json.match, json.inheritedBy, json.total]).toEqual(["cache.go#cache.Get", "Cache.Get", "qualified-name", "cache.go#Cache", 1]);
  });
});
