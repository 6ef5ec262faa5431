/**
 * `strata summary <file> --node <name|id>`: the file scopes the node. A new user's trial on fastify 83e69762a wrote
 * `summary lib/reply.js --node lib/reply.js#Reply.send` and got "give a file or --node <id>, not both".
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexedTree, strataInProcess } from "../helpers/cli.js";
import { nodeInFile, scopedNode } from "../../src/cli/commands/nodeSummary.js";
import { fileHashAt } from "../../src/cli/nodeArg.js";

describe("summary with a file and --node", () => {
  let root = "";
  beforeAll(async () => {
    root = await indexedTree({
      "lib/reply.js": "class Reply {\n  /** Sends the payload. */\n  send (payload) {\n    return payload\n  }\n}\n\nmodule.exports = { Reply }\n",
      "lib/route.js": "/** Adds a route. */\nfunction route (r) {\n  return r\n}\n\nmodule.exports = { route }\n",
      "lib/c.js": "class P { run () { return 1 } }\nclass Q { run () { return 2 } }\nclass Only { go () { return 3 } }\nmodule.exports = { P, Q, Only }\n",
      "src/h3.ts": "export class H3 {\n  /** Handles a request. */\n  #handler(req: string): string {\n    return req;\n  }\n\n  fetch(req: string): string {\n    return this.#handler(req);\n  }\n}\n",
    });
  }, 60_000);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("takes a name in the file, or an id of the file, as the node", async () => {
    for (const node of ["Reply.send", "lib/reply.js#Reply.send"]) {
      const r = await strataInProcess(["summary", "lib/reply.js", "--node", node, "--repo", root]);
      expect([r.status, r.stdout.split("\n").slice(0, 2)]).toEqual([0, ["lib/reply.js#Reply.send (method, extractive)", "Purpose: Sends the payload."]]);
    }
  });

  it("refuses an id of another file, naming both", async () => {
    const r = await strataInProcess(["summary", "lib/route.js", "--node", "lib/reply.js#Reply.send", "--repo", root]);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain("--node lib/reply.js#Reply.send is a node of lib/reply.js, not of lib/route.js");
  });

  // A break-it trial: another file's path, the file's own id, a last name (`go` of `Only.go`), an ambiguous one and a
  // file not in the repository.
  it("takes the file's own id and a last name unique in the file; refuses another file, an ambiguous name, a missing file", async () => {
    const run = async (...args: string[]): Promise<[number | null, string]> => {
      const r = await strataInProcess(["summary", ...args, "--repo", root]);
      return [r.status, (r.status === 0 ? r.stdout : r.stderr).split("\n")[0]!];
    };
    expect(await run("lib/reply.js", "--node", "lib/reply.js")).toEqual([0, "lib/reply.js (file, extractive)"]);
    expect(await run("lib/c.js", "--node", "go")).toEqual([0, "lib/c.js#Only.go (method, extractive)"]);
    expect((await run("lib/reply.js", "--node", "lib/route.js"))[1]).toContain("--node lib/route.js is the file lib/route.js, not lib/reply.js");
    expect((await run("lib/c.js", "--node", "run"))[1]).toContain("--node run names 2 nodes of lib/c.js: lib/c.js#P.run, lib/c.js#Q.run");
    expect((await run("nope.js", "--node", "run"))[1]).toContain("no file nope.js in the code graph");
  });

  // A new user's trial (koanf): `summary koanf/koanf.go --node Koanf.Load` from the folder above the repository said "no
  // index of" that folder, though `summary koanf/koanf.go` alone answered from the file's repository.
  it("answers from the repository that holds the file, as summary <file> alone does", async () => {
    const r = await strataInProcess(["summary", `${root}/lib/reply.js`, "--node", "Reply.send"]);
    expect([r.status, r.stdout.split("\n")[0]]).toEqual([0, "lib/reply.js#Reply.send (method, extractive)"]);
  });

  // h3: a private member's name holds `#` (`src/h3.ts#H3.#handler`); `summary src/h3.ts --node H3.#handler` was
  // refused as "a node of H3., not of src/h3.ts", and `--node #handler` as "a node of , not of src/h3.ts".
  it("takes a private member's name (with its #) in the file, by qualified name, last name or id", async () => {
    for (const node of ["H3.#handler", "#handler", "src/h3.ts#H3.#handler"]) {
      const r = await strataInProcess(["summary", "src/h3.ts", "--node", node, "--repo", root]);
      expect([r.status, r.stdout.split("\n").slice(0, 2), r.stderr]).toEqual([0, ["src/h3.ts#H3.#handler (method, extractive)", "Purpose: Handles a request."], ""]);
    }
    // Another file's id is still refused, naming its file.
    const other = await strataInProcess(["summary", "lib/reply.js", "--node", "src/h3.ts#H3.#handler", "--repo", root]);
    expect([other.status, other.stderr]).toEqual([2, "strata: --node src/h3.ts#H3.#handler is a node of src/h3.ts, not of lib/reply.js: give the id alone (strata summary --node src/h3.ts#H3.#handler) or a name in lib/reply.js\n"]);
  });

  it("fileHashAt: the first # after a file's path; -1 for a name", () => {
    const files = new Set(["src/h3.ts", "c#/x.cs"]);
    const isFile = (p: string): boolean => files.has(p);
    expect(["src/h3.ts#H3.#handler", "H3.#handler", "#handler", "c#/x.cs#A.b", "Sinatra::Base#route"].map((q) => fileHashAt(q, isFile))).toEqual([9, -1, -1, 7, -1]);
  });

  it("nodeInFile: a module's anonymous value (node default) is named after its file", () => {
    const nodes = [
      { id: "lib/dkim/sign.js", path: "lib/dkim/sign.js", qualifiedName: "lib/dkim/sign.js", kind: "file" },
      { id: "lib/dkim/sign.js#default", path: "lib/dkim/sign.js", qualifiedName: "default", kind: "function" },
    ];
    expect([nodeInFile(nodes, "lib/dkim/sign.js", "sign"), nodeInFile(nodes, "lib/dkim/sign.js", "other")]).toEqual(["lib/dkim/sign.js#default", undefined]);
  });

  it("scopedNode: a name joins the file, an id stays as it is", () => {
    const same = (id: string): string => id;
    const isFile = (p: string): boolean => p === "lib/reply.js" || p === "src/h3.ts";
    expect([scopedNode("lib/reply.js", "Reply.send", same, isFile), scopedNode("lib/reply.js", "lib/reply.js#Reply.send", same, isFile)]).toEqual(["lib/reply.js#Reply.send", "lib/reply.js#Reply.send"]);
    expect(["H3.#handler", "#handler", "src/h3.ts#H3.#handler"].map((n) => scopedNode("src/h3.ts", n, same, isFile))).toEqual(["src/h3.ts#H3.#handler", "src/h3.ts##handler", "src/h3.ts#H3.#handler"]);
  });
});
