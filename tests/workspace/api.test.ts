/**
 * The workspace API against the real `strata serve` process, without a model:
 * path confinement, cache isolation between sessions, nothing focused in the store, prompt limits.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, parseSse, startServe, type Served } from "./serve.js";
import { BIG_PY, EDIT_A, EDIT_B, MATH_TS, SECRET, span, writeFixture } from "./fixture.js";

let root: string;
let served: Served;

beforeAll(async () => {
  root = writeFixture().root;
  served = await startServe(root);
});
afterAll(async () => {
  await served?.stop();
});

const refusal = (requested: string, why: string) => ({
  error: `refused path ${JSON.stringify(requested)}: ${why}; only files inside the opened repository are served`,
});

describe("path confinement", () => {
  it.each([
    ["..%2Fsecret.txt", "../secret.txt", "`.` and `..` segments are not accepted"],
    ["src%2F..%2F..%2Fsecret.txt", "src/../../secret.txt", "`.` and `..` segments are not accepted"],
    ["%252e%252e%252fsecret.txt", "%2e%2e%2fsecret.txt", "it is still percent-encoded after decoding"],
    ["%2Fetc%2Fpasswd", "/etc/passwd", "absolute paths are not accepted"],
    ["..%5Csecret.txt", "..\\secret.txt", "backslashes are not path separators here"],
    ["escape%2Fsecret.txt", "escape/secret.txt", "it resolves (through a symbolic link) outside the repository"],
    ["src%2Fsecret-link.ts", "src/secret-link.ts", "it resolves (through a symbolic link) outside the repository"],
    [".git%2Fconfig", ".git/config", ".git/ holds git's or strata's own data, not repository files"],
  ])("GET /api/file?path=%s is refused", async (query, decoded, why) => {
    expect(await api(served.url, `api/file?path=${query}`)).toEqual({ status: 403, body: refusal(decoded, why) });
  });

  it("refuses the same paths in POST bodies and region routes", async () => {
    expect(await api(served.url, "api/context", { session: "tab-confine", body: { path: "../secret.txt", start: 0, end: 0 } })).toEqual({
      status: 403,
      body: refusal("../secret.txt", "`.` and `..` segments are not accepted"),
    });
    expect((await api(served.url, "api/cut?path=escape%2Fsecret.txt&level=1")).status).toBe(403);
  });

  it("never serves a file outside through the page routes, and refuses foreign Host headers", async () => {
    const raw = (p: string, host = "127.0.0.1") =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const u = new URL(served.url);
        const req = http.request({ host: u.hostname, port: u.port, path: p, headers: { host } }, (res) => {
          let body = "";
          res.setEncoding("utf8").on("data", (d) => (body += d));
          res.on("end", () => resolve({ status: res.statusCode!, body }));
        });
        req.on("error", reject);
        req.end();
      });
    for (const p of ["/../escape/secret.txt", "/%2e%2e/escape/secret.txt", "/escape/secret.txt", "/..%2f..%2fescape%2fsecret.txt"]) {
      const res = await raw(p);
      expect(res.body.includes(SECRET)).toBe(false);
    }
    expect(await raw("/api/info", "evil.example:80")).toEqual({ status: 403, body: JSON.stringify({ error: "refused: this server answers loopback host names only" }) });
  });
});

describe("sessions and caches", () => {
  it("keeps focused context per session, shares none, and writes none to the store", async () => {
    const A = "tab-aaaaaaaa";
    const B = "tab-bbbbbbbb";
    const add = span(MATH_TS, "return sum");
    const sum = span(MATH_TS, "export function sum");
    const total = span(MATH_TS, "let total = 0;");
    const ctx = async (session: string, sel: { start: number; end: number }) => (await api(served.url, "api/context", { session, body: { path: "src/math.ts", ...sel } })).body;

    const a1 = await ctx(A, { start: add.start, end: add.start });
    const a2 = await ctx(A, sum);
    const a3 = await ctx(A, total);
    const b1 = await ctx(B, sum);
    expect([a1.cached, a2.cached, a3.cached, b1.cached]).toEqual([false, false, false, false]);
    // A explored a statement of add, then sum, then a statement inside sum; B only sum.
    expect(a1.context.frontier.map((r: { id: string }) => r.id)).toEqual(["f/0/0", "f/1"]);
    expect(a3.context.frontier.map((r: { id: string }) => r.id)).toEqual(["f/0/0", "f/1/0", "f/1/1", "f/1/2"]);
    expect(b1.context.frontier.map((r: { id: string }) => r.id)).toEqual(["f/0", "f/1"]);
    expect(a2.context.frontier.map((r: { id: string }) => r.id)).toEqual(["f/0/0", "f/1"]);
    expect(new Set([a1.context.key, a2.context.key, a3.context.key, b1.context.key]).size).toBe(4);
    // C explores exactly as B did: the same focused key, yet C computes its own context (never B's).
    const c1 = await ctx("tab-cccccccc", sum);
    expect([c1.context.key, c1.cached]).toEqual([b1.context.key, false]);
    // A repeat in A is served from A's memory.
    const again = await ctx(A, total);
    expect([again.cached, again.context.key]).toEqual([true, a3.context.key]);

    expect(await api(served.url, `api/focused/${a3.context.key}`, { session: A })).toEqual({ status: 200, body: a3.context });
    expect(await api(served.url, `api/focused/${a3.context.key}`, { session: B })).toEqual({ status: 404, body: { error: "no such focused context in this session" } });
    expect(await api(served.url, `api/focused/${a1.context.key}`, { session: "tab-cccccccc" })).toEqual({ status: 404, body: { error: "no such focused context in this session" } });
    expect(await api(served.url, `api/focused/${b1.context.key}`, { session: A })).toEqual({ status: 404, body: { error: "no such focused context in this session" } });

    const served_ = [a1, a2, a3, b1, c1].flatMap((c) => [c.context.selected.summary.text, ...c.context.others.map((o: { summary: { text: string } }) => o.summary.text), ...c.context.folder.files.map((f: { summary: string }) => f.summary)]);
    expect(await served.stop()).toBe(0);
    const db = new Database(path.join(root, ".strata", "strata.db"), { readonly: true });
    try {
      const rows = db.prepare("SELECT generator_key, summary FROM region_summaries").all() as { generator_key: string; summary: string }[];
      expect(new Set(rows.map((r) => r.generator_key))).toEqual(new Set(["extractive-region@3"]));
      expect(rows.map((r) => JSON.parse(r.summary).text).sort()).toEqual([...new Set(served_)].sort());
      // No table holds a focused key, a session id or an assembled context.
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
      const dump = tables.map((t) => JSON.stringify(db.prepare(`SELECT * FROM "${t}"`).all())).join("\n");
      for (const needle of [a1.context.key, a2.context.key, a3.context.key, b1.context.key, A, B, "Other regions of this file", "Folder context"]) expect(dump.includes(needle)).toBe(false);
    } finally {
      db.close();
    }
    served = await startServe(root);
  });
});

describe("prompts and detail", () => {
  it("cuts selected code over 48,000 characters with an explicit marker", async () => {
    const fn = { start: 0, end: BIG_PY.length - 1 };
    const res = await api(served.url, "api/prompt", { session: "tab-prompt1", body: { path: "big/big.py", ...fn, question: "What does it return?" } });
    expect(res.status).toBe(200);
    expect(res.body.context.context.region.kind).toBe("function");
    const p = res.body.prompt;
    expect([p.codeChars, p.shownChars, p.truncated]).toEqual([54_023, 48_000, true]);
    expect(p.prompt).toBe(
      [
        "## Location",
        "file big/big.py › function big (lines 1–1002)",
        "",
        "## Selected code",
        "```python",
        BIG_PY.slice(0, 48_000),
        "```",
        "[… truncated: the selected code has 54023 characters; only the first 48000 are shown]",
        "",
        "## Context",
        res.body.context.context.text,
        "",
        "## Question",
        "What does it return?",
      ].join("\n"),
    );
    expect([res.body.model, typeof res.body.setup]).toEqual([null, "string"]);
  });

  it("answers without a model with the prompt and how to configure one", async () => {
    const res = await api(served.url, "api/ask", { session: "tab-ask00001", body: { path: "src/math.ts", ...span(MATH_TS, "return sum"), question: "Why?" } });
    const events = parseSse(res.body);
    expect(events.map((e) => e.event)).toEqual(["prompt", "setup", "done"]);
    expect(events[1]!.data.message.startsWith("No LLM configured")).toBe(true);
    expect(events[2]!.data).toEqual({ answered: false });
  });

  it("descends into contained units with their enclosing units' summaries", async () => {
    const res = await api(served.url, "api/detail", { session: "tab-detail01", body: { path: "src/math.ts", regionId: "f/1" } });
    expect(res.body.units.map((u: { region: { id: string } }) => u.region.id)).toEqual(["f/1/0", "f/1/1", "f/1/2"]);
    expect(res.body.units[0].enclosing.map((e: { region: { id: string } }) => e.region.id)).toEqual(["f", "f/1"]);
    expect(res.body.units[0].summary.text).toBe("`let total = 0;`");
  });

  it("rejects bad input with a clear message", async () => {
    expect(await api(served.url, "api/context", { body: { path: "src/math.ts", start: 0, end: 0 } })).toEqual({
      status: 400,
      body: { error: "missing or malformed x-strata-session header: send 8–64 characters of [A-Za-z0-9_-] (one id per browser tab)" },
    });
    expect(await api(served.url, "api/context", { session: "tab-bad00001", body: { path: "src/math.ts", start: 5, end: 9999 } })).toEqual({
      status: 400,
      body: { error: `selection 5–9999 is outside src/math.ts (0–${MATH_TS.length} UTF-16 code units)` },
    });
  });
});

describe("context identity", () => {
  it("changes with the file's content and with its folder context, and comes back when they do", async () => {
    const session = "tab-edits001";
    const sel = { path: "edit/a.go", ...span(EDIT_A, "func Double") };
    const key = async () => (await api(served.url, "api/context", { session, body: sel })).body as { cached: boolean; context: { key: string } };
    const k1 = await key();
    fs.writeFileSync(path.join(root, "edit/b.go"), EDIT_B.replace("x / 2", "x >> 1"));
    const k2 = await key();
    fs.writeFileSync(path.join(root, "edit/a.go"), `${EDIT_A}// trailing note\n`);
    const k3 = await key();
    fs.writeFileSync(path.join(root, "edit/a.go"), EDIT_A);
    fs.writeFileSync(path.join(root, "edit/b.go"), EDIT_B);
    const k4 = await key();
    expect([k1.cached, k2.cached, k3.cached, k4.cached]).toEqual([false, false, false, true]);
    expect(new Set([k1.context.key, k2.context.key, k3.context.key]).size).toBe(3);
    expect(k4.context.key).toBe(k1.context.key);
  });
});
