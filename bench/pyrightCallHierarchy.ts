/**
 * The Python call graph against pyright, a type-aware engine that runs from npm (`npm run bench:pyright`,
 * pyrightBench.ts, prints the tables).
 *
 * Pyright (the `pyright` package's language server, `pyright-langserver --stdio`, spoken to over JSON-RPC with
 * `vscode-jsonrpc`) answers `textDocument/prepareCallHierarchy` at a function's name and then
 * `callHierarchy/outgoingCalls`: the functions, methods and classes its calls reach. Its targets outside the
 * repository (the standard library's stubs, site-packages) are dropped; targets inside it are mapped onto our nodes
 * by file, name and line (`?file:line:name` when no node is there). Compared: call expressions and property reads
 * (`via: "reference"` on our side; pyright lists a property read as a call of it). Left out on both sides: calls of
 * `__enter__`, `__exit__`, `__aenter__` and `__aexit__` (pyright lists a `with` statement's for some statements and not
 * others: `with httpx.Client() as c` has none, `with transport:` has them), and on ours callbacks handed on, which it
 * does not list. A class's `__init__` or `__new__` and the class compare as the class. Pyright's outgoing calls of a
 * function include those of the functions nested in it (a test's inner `async def app`), so ours are taken from the
 * function and the functions nested in it. Calling an instance runs its class's `__call__`, which pyright's call
 * hierarchy does not list: such edges of ours are counted apart (`instanceCalls`). A decorator's call (`@app.route("/")`
 * over a nested `def index`) is left out on both sides: it runs in the enclosing scope, where our graph puts it, and
 * pyright lists it under the decorated function.
 * No Python interpreter or site-packages are needed: pyright resolves the repository's own modules from the
 * repository root (and `src/`), and typeshed's stubs ship with it.
 *
 * A type-aware engine is only worth using where it resolves more, as precisely, at a cost an index can pay; this
 * bench is the measurement behind that choice (seed `001_0fe53b031748f91c.txt` builds its graph from language servers).
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL, fileURLToPath } from "node:url";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from "vscode-jsonrpc/node.js";
import { seededRandom } from "../src/shared/random.js";
import { detectLanguage } from "../src/extract/index.js";
import { fileOfId, type CodeGraph, type GraphNode } from "../src/graph/index.js";

/** What to compare: the repository root (absolute), how many functions to sample and the seed of the draw. */
export interface PyrightOptions {
  repo: string;
  sample: number;
  seed: number;
}

/** A `with` statement's methods, compared on neither side (see the module comment). */
const CONTEXT_MANAGER_METHODS = new Set(["__enter__", "__exit__", "__aenter__", "__aexit__"]);

/** LSP shapes used here (the subset of the protocol this bench reads). */
interface Position { line: number; character: number }
interface Range { start: Position; end: Position }
interface CallHierarchyItem { name: string; uri: string; range: Range; selectionRange: Range; kind: number }
interface OutgoingCall { to: CallHierarchyItem; fromRanges: Range[] }

/** Our node id normalized as pyright names call targets: `C.__init__`, `C.__new__` → `C` (a constructor call names the class). */
export function normalizePythonTarget(id: string): string {
  return id.replace(/\.(?:__init__|__new__)$/u, "");
}

/** The 0-based position of `node`'s name in its `def`/`class` line at or after its span's first line; undefined when not found. */
export function defNamePosition(lines: readonly string[], node: Pick<GraphNode, "name" | "span">): Position | undefined {
  if (!node.span) return undefined;
  const re = new RegExp(`\\b(?:def|class)\\s+(${node.name.replace(/[$]/gu, "\\$")})\\b`, "u");
  for (let l = node.span.startLine - 1; l < Math.min(lines.length, node.span.endLine); l++) {
    const m = re.exec(lines[l]!);
    if (m) return { line: l, character: m.index + m[0].length - m[1]!.length };
  }
  return undefined;
}

/** Graph nodes by file, to map pyright's items onto ids: the function, method or class so named whose span holds the item's name line (1-based). */
class PythonNodeIndex {
  private readonly byFile = new Map<string, GraphNode[]>();

  constructor(graph: CodeGraph) {
    for (const n of graph.nodes) {
      if (!n.span || (n.kind !== "function" && n.kind !== "method" && n.kind !== "class")) continue;
      const list = this.byFile.get(n.path) ?? [];
      list.push(n);
      this.byFile.set(n.path, list);
    }
  }

  find(file: string, name: string, line: number): string | undefined {
    const list = (this.byFile.get(file) ?? []).filter((n) => n.name === name && n.span!.startLine <= line && n.span!.endLine >= line);
    // The innermost: a method inside its class.
    list.sort((a, b) => b.span!.startLine - a.span!.startLine);
    return list[0]?.id;
  }
}


/** Pyright's language server on stdio, initialized on `root`; its process id for the memory reading. */
export async function startPyright(root: string): Promise<{ connection: MessageConnection; pid: number; stop: () => Promise<void> }> {
  const require = createRequire(import.meta.url);
  const server = path.join(path.dirname(require.resolve("pyright/package.json")), "langserver.index.js");
  const child = spawn(process.execPath, [server, "--stdio"], { cwd: root, stdio: ["pipe", "pipe", "ignore"] });
  const connection = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  // Settings pyright asks for: the defaults, with `src/` as an extra import root (the src layout).
  connection.onRequest("workspace/configuration", (params: { items: { section?: string }[] }) =>
    params.items.map((i) => (i.section === "python.analysis" ? { extraPaths: [path.join(root, "src")], diagnosticMode: "openFilesOnly", autoSearchPaths: true } : {})),
  );
  connection.onRequest("client/registerCapability", () => null);
  connection.onRequest("window/workDoneProgress/create", () => null);
  connection.onNotification(() => undefined);
  connection.listen();
  const rootUri = pathToFileURL(root).href;
  await connection.sendRequest("initialize", {
    processId: process.pid,
    rootUri,
    workspaceFolders: [{ uri: rootUri, name: path.basename(root) }],
    capabilities: { textDocument: { callHierarchy: { dynamicRegistration: false } }, workspace: { configuration: true, workspaceFolders: true } },
  });
  await connection.sendNotification("initialized", {});
  return {
    connection,
    pid: child.pid!,
    stop: async () => {
      try {
        await connection.sendRequest("shutdown");
        await connection.sendNotification("exit");
      } catch {
        // already gone
      }
      connection.dispose();
      child.kill();
    },
  };
}

/** Peak resident memory of process `pid` in MiB (Linux `VmHWM`); undefined where /proc is not there. */
export async function peakRssMiB(pid: number): Promise<number | undefined> {
  try {
    const { readFile } = await import("node:fs/promises");
    const m = /VmHWM:\s+(\d+)\s+kB/u.exec(await readFile(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Functions sampled and skipped, edge counts on each side, the disagreements (`caller → target`) and the sample's wall time in ms. */
export interface PyrightComparison {
  sampled: number;
  skipped: number;
  ours: number;
  theirs: number;
  both: number;
  /** Of our edges pyright lacks: calls of an instance, which run its class's `__call__` (pyright's call hierarchy never lists those). */
  instanceCalls: number;
  onlyOurs: string[];
  onlyTheirs: string[];
  ms: number;
}

/**
 * Compares our resolved call edges of a seeded sample of Python functions and methods with pyright's outgoing calls
 * (see the module comment). `texts`: repo-relative path → text of the Python files. Throws the connection's error when
 * pyright fails.
 */
export async function comparePyright(args: PyrightOptions, graph: CodeGraph, texts: Map<string, string>, connection: MessageConnection): Promise<PyrightComparison> {
  const root = args.repo;
  const candidates = graph.nodes.filter((n) => (n.kind === "function" || n.kind === "method") && texts.has(n.path) && detectLanguage(n.path).id === "python");
  const random = seededRandom(args.seed);
  const shuffled = candidates.map((n) => ({ n, k: random() })).sort((a, b) => a.k - b.k).map((x) => x.n);
  const index = new PythonNodeIndex(graph);
  const outgoing = new Map<string, Set<string>>();
  const lines = new Map([...texts].map(([p, t]) => [p, t.split("\n")]));
  const decoratorLine = (file: string, line: number): boolean => /^\s*@/u.test(lines.get(file)?.[line - 1] ?? "");
  for (const e of graph.edges) {
    if (e.kind !== "calls" || !e.resolved || e.via === "callback" || e.via === "statement") continue;
    if (e.line !== undefined && decoratorLine(fileOfId(e.from), e.line)) continue;
    if (CONTEXT_MANAGER_METHODS.has(e.to.slice(e.to.lastIndexOf(".") + 1))) continue;
    const set = outgoing.get(e.from) ?? new Set<string>();
    set.add(normalizePythonTarget(e.to));
    outgoing.set(e.from, set);
  }
  // Functions and methods nested in each function (any depth), by the enclosing function's id.
  const kinds = new Map(graph.nodes.map((n) => [n.id, n.kind]));
  const nested = new Map<string, string[]>();
  for (const e of graph.edges) {
    if (e.kind !== "contains" || (kinds.get(e.to) !== "function" && kinds.get(e.to) !== "method")) continue;
    for (let outer = e.from; kinds.get(outer) === "function" || kinds.get(outer) === "method"; outer = outer.slice(0, outer.lastIndexOf("."))) {
      nested.set(outer, [...(nested.get(outer) ?? []), e.to]);
      if (!outer.includes(".", outer.indexOf("#"))) break;
    }
  }
  const opened = new Set<string>();
  const c: PyrightComparison = { sampled: 0, skipped: 0, ours: 0, theirs: 0, both: 0, instanceCalls: 0, onlyOurs: [], onlyTheirs: [], ms: 0 };
  const started = performance.now();
  for (const node of shuffled) {
    if (c.sampled >= args.sample) break;
    const text = texts.get(node.path)!;
    const uri = pathToFileURL(path.join(root, node.path)).href;
    if (!opened.has(uri)) {
      opened.add(uri);
      await connection.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "python", version: 1, text } });
    }
    const pos = defNamePosition(text.split("\n"), node);
    const items = pos ? ((await connection.sendRequest("textDocument/prepareCallHierarchy", { textDocument: { uri }, position: pos })) as CallHierarchyItem[] | null) : null;
    const item = items?.find((i) => i.selectionRange.start.line === pos!.line);
    if (!item) {
      c.skipped++;
      continue;
    }
    c.sampled++;
    const calls = ((await connection.sendRequest("callHierarchy/outgoingCalls", { item })) as OutgoingCall[] | null) ?? [];
    const theirs = new Set<string>();
    for (const call of calls) {
      const file = fileURLToPath(call.to.uri);
      if (!file.startsWith(root + path.sep)) continue;
      const rel = path.relative(root, file).split(path.sep).join("/");
      if (!texts.has(rel) || CONTEXT_MANAGER_METHODS.has(call.to.name)) continue;
      if (call.fromRanges.length && call.fromRanges.every((r) => decoratorLine(node.path, r.start.line + 1))) continue;
      const line = call.to.selectionRange.start.line + 1;
      theirs.add(normalizePythonTarget(index.find(rel, call.to.name, line) ?? `?${rel}:${line}:${call.to.name}`));
    }
    // Pyright's outgoing calls of a function include those of the functions nested in it: ours too.
    const ours = new Set([node.id, ...(nested.get(node.id) ?? [])].flatMap((id) => [...(outgoing.get(id) ?? [])]));
    c.ours += ours.size;
    c.theirs += theirs.size;
    for (const t of ours) {
      if (theirs.has(t)) c.both++;
      else {
        if (t.endsWith(".__call__")) c.instanceCalls++;
        c.onlyOurs.push(`${node.id} → ${t}`);
      }
    }
    for (const t of theirs) if (!ours.has(t)) c.onlyTheirs.push(`${node.id} → ${t}`);
  }
  c.ms = performance.now() - started;
  return c;
}

