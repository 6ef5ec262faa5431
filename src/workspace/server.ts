/**
 * The workspace HTTP server: a JSON API over one repository and the built page, with
 * hono on @hono/node-server. Binds 127.0.0.1 unless told otherwise; on a loopback address it also refuses
 * requests whose `Host` is not a loopback name (a DNS-rebinding page cannot reach it). Never logs; no
 * response carries an API key (the model is named by its `provider:model` id only).
 *
 * Routes (JSON unless said; `path` is repository-relative; offsets are UTF-16 code units; session routes
 * need the `x-strata-session` header):
 * - GET  /api/info                         repository, model id or setup message, page built or not
 * - GET  /api/tree                         files and skipped paths
 * - GET  /api/file?path=                   text, language, content hash
 * - GET  /api/regions?path=                region tree and granularity steps
 * - GET  /api/cut?path=&level=             regions of the cut at `level`
 * - POST /api/select {path,start,end}      region and breadcrumb
 * - GET  /api/references?name=             name-based references
 * - POST /api/context {path,start,end}     prepared (focused) context, timings        [session]
 * - GET  /api/focused/:key                 a focused context of this session, else 404 [session]
 * - POST /api/prompt {path,start,end,question}  the exact prompt that would be sent    [session]
 * - POST /api/ask {…same}                  SSE: `prompt`, then `delta`… and `done`, or `setup` without a model [session]
 * - POST /api/detail {path,regionId}       "more detail": contained units with enclosing context [session]
 */
import dns from "node:dns";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { streamSSE } from "hono/streaming";
import { serve } from "@hono/node-server";
import { describeLlmSetup } from "../summarize/index.js";
import { purposeIndex } from "./purposes.js";
import { guardRequests, type RequestLimits } from "./requestGuard.js";
import { prepareContext } from "./regionContext.js";
import { moreDetail } from "./detail.js";
import { WorkspaceError } from "./errors.js";
import { SESSION_HEADER } from "./sessions.js";
import type { WorkspaceParts } from "./parts.js";
import { defaultWebDir, listWebAssets, notBuiltPage } from "./webAssets.js";
import { cutOf, planPrompt, referencesOf, regionTreeOf, selectionOf } from "./workspace.js";

/** Options of {@link createWorkspaceApp}. */
export interface AppOptions {
  /** Folder of the built page; default dist/web. */
  webDir?: string;
  /** When true, only `Host: 127.0.0.1|localhost|[::1][:port]` is accepted. */
  loopbackOnly?: boolean;
}

const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/i;

/** Largest request body accepted, in bytes (1 MiB); a larger one is refused with 413 before it is read. */
export const MAX_BODY_BYTES = 1_048_576;

/** True for an address in 127.0.0.0/8, `::1` or an IPv4-mapped loopback (`::ffff:127.0.0.1`). */
function isLoopbackAddress(address: string): boolean {
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  if (net.isIPv4(v4)) return v4.startsWith("127.");
  return address === "::1";
}

/**
 * Whether `host` (as given to `--host`) binds a loopback address: decided from the address it resolves
 * to, as `listen` resolves it, so `127.1`, `2130706433` and `localhost` count as loopback.
 */
async function bindsLoopback(host: string): Promise<boolean> {
  try {
    const { address } = await dns.promises.lookup(host);
    return isLoopbackAddress(address);
  } catch {
    return false;
  }
}

/**
 * Refuses a state-changing or body-reading request that a page of another origin could send: a JSON body
 * is required (`text/plain` and form posts are what cross-site pages can send without a preflight), an
 * `Origin` header must name this server's own host, and `Sec-Fetch-Site` must be `same-origin` or `none`.
 */
function crossSiteRefusal(c: Context): string | undefined {
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") return "the request body must be application/json";
  const site = c.req.header("sec-fetch-site");
  if (site !== undefined && site !== "same-origin" && site !== "none") return `cross-site request refused (Sec-Fetch-Site: ${site})`;
  const origin = c.req.header("origin");
  if (origin !== undefined) {
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      host = undefined;
    }
    if (host === undefined || host.toLowerCase() !== (c.req.header("host") ?? "").toLowerCase()) return `cross-origin request refused (Origin: ${origin})`;
  }
  return undefined;
}

function str(value: unknown, name: string): string {
  if (typeof value !== "string") throw new WorkspaceError(400, `missing or non-string "${name}"`);
  return value;
}

function int(value: unknown, name: string): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isInteger(n)) throw new WorkspaceError(400, `"${name}" must be an integer`);
  return n;
}

async function body(c: Context): Promise<Record<string, unknown>> {
  try {
    const value = await c.req.json();
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // handled below
  }
  throw new WorkspaceError(400, "the request body must be a JSON object");
}

/** The highlight of a request body; an inverted one (a selection dragged backwards) is swapped. */
function selection(b: Record<string, unknown>): { path: string; start: number; end: number } {
  const start = int(b.start, "start");
  const end = int(b.end, "end");
  return { path: str(b.path, "path"), start: Math.min(start, end), end: Math.max(start, end) };
}

/** The hono app for `parts`; serve it with {@link startWorkspaceServer} or call `app.fetch` directly. */
export function createWorkspaceApp(parts: WorkspaceParts, options: AppOptions = {}): Hono {
  const app = new Hono();
  const webDir = options.webDir ?? defaultWebDir();
  const assets = listWebAssets(webDir);
  const pageBuilt = assets.has("/index.html");
  const session = (c: Context) => parts.sessions.get(c.req.header(SESSION_HEADER));

  app.onError((error, c) => {
    if (error instanceof WorkspaceError) return c.json({ error: error.message }, error.status);
    // A model that failed after its retries: the message names the kind and never holds a key (LlmError).
    if (error.name === "LlmError") return c.json({ error: `model call failed: ${error.message}` }, 502);
    return c.json({ error: `${error.name}: ${error.message}` }, 500);
  });
  app.use("/api/*", async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const refused = crossSiteRefusal(c);
    if (refused) return c.json({ error: `refused: ${refused}` }, 403);
    return next();
  });
  app.use(
    "/api/*",
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ error: `request body too large: at most ${MAX_BODY_BYTES} bytes` }, 413) }),
  );
  if (options.loopbackOnly) {
    app.use("*", async (c, next) => {
      if (!LOOPBACK_HOST.test(c.req.header("host") ?? "")) return c.json({ error: "refused: this server answers loopback host names only" }, 403);
      await next();
    });
  }

  app.get("/api/info", (c) =>
    c.json({
      root: parts.root,
      model: parts.llm ? parts.llm.id : null,
      setup: parts.llm ? null : describeLlmSetup(),
      pageBuilt,
      summaryGenerator: parts.basic.generatorKey,
    }),
  );
  app.get("/api/tree", async (c) => {
    const { files, skipped } = await parts.files.list();
    return c.json({ files: files.map((f) => ({ path: f.path, bytes: f.bytes })), skipped });
  });
  app.get("/api/categories", async (c) => c.json(await purposeIndex(parts.store)));
  app.get("/api/file", async (c) => {
    const f = await parts.files.read(str(c.req.query("path"), "path"));
    return c.json({ path: f.path, language: f.language, contentHash: f.contentHash, text: f.text });
  });
  app.get("/api/regions", async (c) => c.json(await regionTreeOf(parts, str(c.req.query("path"), "path"))));
  app.get("/api/cut", async (c) => c.json(await cutOf(parts, str(c.req.query("path"), "path"), int(c.req.query("level") ?? "0", "level"))));
  app.post("/api/select", async (c) => c.json(await selectionOf(parts, selection(await body(c)))));
  app.get("/api/references", async (c) => c.json(await referencesOf(parts, str(c.req.query("name"), "name"))));
  app.post("/api/context", async (c) => c.json(await prepareContext(parts, session(c), selection(await body(c)))));
  app.get("/api/focused/:key", (c) => {
    const value = session(c).focused.peek(c.req.param("key"));
    return value === undefined ? c.json({ error: "no such focused context in this session" }, 404) : c.json(value);
  });
  app.post("/api/prompt", async (c) => {
    const b = await body(c);
    const plan = await planPrompt(parts, session(c), selection(b), str(b.question, "question"));
    return c.json({ ...plan, model: parts.llm?.id ?? null, setup: parts.llm ? null : describeLlmSetup() });
  });
  app.post("/api/detail", async (c) => {
    const b = await body(c);
    return c.json(await moreDetail(parts, session(c), { path: str(b.path, "path"), regionId: str(b.regionId, "regionId") }));
  });
  app.post("/api/ask", async (c) => {
    const b = await body(c);
    const plan = await planPrompt(parts, session(c), selection(b), str(b.question, "question"));
    const llm = parts.llm;
    return streamSSE(c, async (stream) => {
      await stream.writeSSE({ event: "prompt", data: JSON.stringify({ ...plan.prompt, contextKey: plan.context.context.key, model: llm?.id ?? null }) });
      if (!llm) {
        await stream.writeSSE({ event: "setup", data: JSON.stringify({ message: describeLlmSetup() }) });
        await stream.writeSSE({ event: "done", data: JSON.stringify({ answered: false }) });
        return;
      }
      const abort = new AbortController();
      stream.onAbort(() => abort.abort());
      try {
        const run = llm.streamText({ system: plan.prompt.system, prompt: plan.prompt.prompt, signal: abort.signal });
        for await (const delta of run.textStream) await stream.writeSSE({ event: "delta", data: JSON.stringify({ text: delta }) });
        await stream.writeSSE({ event: "done", data: JSON.stringify({ answered: true, usage: await run.usage }) });
      } catch (error) {
        await stream.writeSSE({ event: "error", data: JSON.stringify({ message: (error as Error).message }) });
      }
    });
  });
  app.all("/api/*", (c) => c.json({ error: `no such API route: ${c.req.method} ${c.req.path}` }, 404));

  app.get("*", (c) => {
    if (!pageBuilt) return c.html(notBuiltPage(webDir), 503);
    const asset = assets.get(c.req.path === "/" ? "/index.html" : c.req.path);
    if (!asset) return c.text(`not found: ${c.req.path}`, 404);
    return c.body(fs.readFileSync(asset.abs), 200, { "content-type": asset.type, "x-content-type-options": "nosniff" });
  });
  return app;
}

/** A clear message for a failed listen: the address, what is wrong and what to do; the code is kept. */
function listenError(error: NodeJS.ErrnoException, host: string, port: number): Error {
  const where = `${host}:${port}`;
  const why: Record<string, string> = {
    EADDRINUSE: `port ${port} on ${host} is already in use (another strata serve?): pick another with --port <n>, or --port 0 for any free port`,
    EACCES: `no permission to listen on ${where}: ports under 1024 need privileges; pick another with --port <n>`,
    EADDRNOTAVAIL: `cannot listen on ${where}: ${host} is not an address of this machine; use --host 127.0.0.1`,
    ENOTFOUND: `cannot listen on ${where}: the host name ${host} does not resolve; use --host 127.0.0.1`,
  };
  const message = (error.code && why[error.code]) ?? `cannot listen on ${where}: ${error.message}`;
  return Object.assign(new Error(message), { name: "ListenError", code: error.code });
}

/** A running server. */
export interface RunningServer {
  /** `http://<host>:<port>/` */
  url: string;
  port: number;
  pageBuilt: boolean;
  /** Requests in flight now: arrived, and their response not yet written out (see requestGuard.ts). */
  inFlight(): number;
  close(): Promise<void>;
}

/**
 * Starts serving `parts` on `host:port` (port 0 = any free port). Slow readers cannot stall it: requests in flight
 * are capped per client address and in all (`503` over the cap), and a response whose output the client does not
 * take for the write timeout is cut off ({@link RequestLimits}, requestGuard.ts).
 * @throws Error named `ListenError` (with the system `code`) when the address cannot be bound: port in use
 *   (EADDRINUSE), no permission (EACCES), not an address of this machine (EADDRNOTAVAIL), unknown host (ENOTFOUND).
 */
export async function startWorkspaceServer(parts: WorkspaceParts, options: { host?: string; port?: number; webDir?: string; limits?: RequestLimits } = {}): Promise<RunningServer> {
  const host = options.host ?? "127.0.0.1";
  const loopbackOnly = await bindsLoopback(host);
  const webDir = options.webDir ?? defaultWebDir();
  const app = createWorkspaceApp(parts, { webDir, loopbackOnly });
  return new Promise((resolve, reject) => {
    let inFlight = (): number => 0;
    const guarded = ((serverOptions: http.ServerOptions, listener: http.RequestListener) => {
      const guard = guardRequests(listener, options.limits);
      inFlight = guard.inFlight;
      return http.createServer(serverOptions, guard.listener);
    }) as typeof http.createServer;
    const server = serve({ fetch: app.fetch, hostname: host, port: options.port ?? 0, createServer: guarded }, (info) => {
      const shownHost = host.includes(":") ? `[${host}]` : host;
      resolve({
        url: `http://${shownHost}:${info.port}/`,
        port: info.port,
        pageBuilt: fs.existsSync(`${webDir}/index.html`),
        inFlight: () => inFlight(),
        // Open connections (an answer still streaming, a browser's keep-alive) are ended too, so Ctrl-C
        // stops the server at once instead of waiting for the model.
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            if ("closeAllConnections" in server) server.closeAllConnections();
          }),
      });
    });
    server.once("error", (error: NodeJS.ErrnoException) => reject(listenError(error, host, options.port ?? 0)));
  });
}
