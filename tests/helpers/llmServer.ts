/**
 * A scriptable OpenAI-compatible HTTP server on 127.0.0.1 (random port) for tests: the real `LlmClient`
 * (provider `openai-compatible`, base URL = `server.url`) talks to it over the loopback, so nothing is mocked.
 *
 * Serves
 * - `POST /v1/chat/completions`: a JSON `chat.completion`, or with `stream: true` an SSE stream of
 *   `chat.completion.chunk`s whose last chunk carries `usage`, then `data: [DONE]`;
 * - `POST /v1/embeddings`: deterministic unit vectors derived from a SHA-256 of each input text
 *   (dimension = the request's `dimensions`, else `options.embeddingDimensions`, default 64).
 *
 * Every request is recorded (`requests`: method, path, lower-cased headers, parsed JSON body). Chat answers come,
 * in order of preference, from the script queue (`script(...)`, one entry per chat request), then the handler
 * passed to `startLlmServer` (return `undefined` to fall through), then the default: for a request with a
 * `response_format` JSON schema, an object filling every required field of that schema; otherwise an echo of the
 * last user message.
 *
 * Usage: `const llm = await startLlmServer(); llm.script(jsonAnswer({...}), rateLimited(1)); ...; await llm.close();`
 */
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** One request as the server received it. `body` is the parsed JSON (or the raw text when it is not JSON). */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Token counts the server reports (`prompt_tokens`, `completion_tokens`); estimated from text length when absent. */
export interface ScriptedUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

/** What the server answers one request with. */
export type ScriptedResponse =
  /** A chat completion whose assistant message is `content` (JSON or SSE, as the request asked). */
  | { kind: "chat"; content: string; usage?: ScriptedUsage; finishReason?: string }
  /** A raw HTTP answer (errors): `body` is sent as JSON unless it is a string. */
  | { kind: "http"; status: number; headers?: Record<string, string>; body: unknown }
  /** Never answers; the connection stays open until the client gives up or the server closes. */
  | { kind: "hang" }
  /** Waits `ms` milliseconds, then answers with `then`. */
  | { kind: "delay"; ms: number; then: ScriptedResponse };

/** Decides the answer to a request; `undefined` falls through to the default answer. */
export type LlmHandler = (request: RecordedRequest) => ScriptedResponse | undefined | Promise<ScriptedResponse | undefined>;

export interface LlmServerOptions {
  /** Embedding dimension when the request names none (default 64). */
  embeddingDimensions?: number;
}

export interface LlmServer {
  /** Base URL ending with `/v1`, e.g. `http://127.0.0.1:41234/v1`. */
  url: string;
  /** Every request received, in arrival order. */
  requests: RecordedRequest[];
  /** Queues answers for the next chat-completion requests, one each, in order. */
  script(...responses: ScriptedResponse[]): void;
  /** Requests to `/v1/chat/completions` only. */
  chatRequests(): RecordedRequest[];
  /** Chat answers still queued. */
  pending(): number;
  close(): Promise<void>;
}

// ---------------------------------------------------------------- answer builders

/** A chat answer whose content is `JSON.stringify(value)`. */
export function jsonAnswer(value: unknown, usage?: ScriptedUsage): ScriptedResponse {
  return { kind: "chat", content: JSON.stringify(value), ...(usage ? { usage } : {}) };
}

/** A plain-text chat answer. */
export function textAnswer(text: string, usage?: ScriptedUsage): ScriptedResponse {
  return { kind: "chat", content: text, ...(usage ? { usage } : {}) };
}

/** A chat answer that is not valid JSON (truncated object). */
export function malformedJson(): ScriptedResponse {
  return { kind: "chat", content: '{"main_responsibility": "Parses the config', usage: { prompt_tokens: 100, completion_tokens: 10 } };
}

/** A chat answer that is valid JSON but violates any object schema with required string fields. */
export function schemaViolating(value: unknown = { main_responsibility: 42, public_api: "none" }): ScriptedResponse {
  return { kind: "chat", content: JSON.stringify(value), usage: { prompt_tokens: 100, completion_tokens: 10 } };
}

/** HTTP 429 with `Retry-After: <seconds>` and an OpenAI-style error body. */
export function rateLimited(retryAfterSeconds = 1): ScriptedResponse {
  return {
    kind: "http",
    status: 429,
    headers: { "retry-after": String(retryAfterSeconds) },
    body: { error: { message: "Rate limit reached", type: "rate_limit_error", code: "rate_limit_exceeded" } },
  };
}

/** HTTP 500 with an OpenAI-style error body. */
export function serverError(status = 500): ScriptedResponse {
  return { kind: "http", status, body: { error: { message: "The server had an error", type: "server_error" } } };
}

/** HTTP 401 with an OpenAI-style error body. The body deliberately echoes the key, as some servers do. */
export function unauthorized(echo = ""): ScriptedResponse {
  return { kind: "http", status: 401, body: { error: { message: `Incorrect API key provided: ${echo}`, type: "invalid_request_error", code: "invalid_api_key" } } };
}

/** Never answers (for per-call timeout tests). */
export function hang(): ScriptedResponse {
  return { kind: "hang" };
}

/** Answers with `then` after `ms` milliseconds. */
export function delayed(ms: number, then: ScriptedResponse): ScriptedResponse {
  return { kind: "delay", ms, then };
}

// ---------------------------------------------------------------- request helpers

/** The messages of a recorded chat request, `{ role, content }` with content flattened to text. */
export function chatMessages(request: RecordedRequest): { role: string; content: string }[] {
  const messages = (request.body?.messages ?? []) as { role: string; content: unknown }[];
  return messages.map((m) => ({ role: m.role, content: flattenContent(m.content) }));
}

function flattenContent(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map((p) => (typeof p === "object" && p && "text" in p ? String(p.text) : "")).join("");
  return "";
}

/** Deterministic unit vector for `text` (dimension `dimensions`), the same one the server returns. */
export function embeddingFor(text: string, dimensions = 64): number[] {
  const values: number[] = [];
  for (let block = 0; values.length < dimensions; block++) {
    const digest = createHash("sha256").update(`${block}\u0000${text}`).digest();
    for (let i = 0; i + 1 < digest.length && values.length < dimensions; i += 2) values.push(digest.readUInt16BE(i) / 32767.5 - 1);
  }
  const norm = Math.sqrt(values.reduce((s, v) => s + v * v, 0)) || 1;
  return values.map((v) => v / norm);
}

/** A value that satisfies `schema` (JSON Schema): required fields filled, enums/consts honoured, arrays at minItems. */
export function sampleFromSchema(schema: unknown, root: unknown = schema, name = "value"): unknown {
  if (!schema || typeof schema !== "object") return null;
  const s = schema as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  if (typeof s.$ref === "string") return sampleFromSchema(resolveRef(s.$ref, root), root, name);
  if ("const" in s) return s.const;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  for (const key of ["anyOf", "oneOf"]) {
    if (Array.isArray(s[key])) {
      const options = s[key] as Record<string, unknown>[];
      return sampleFromSchema(options.find((o) => o.type !== "null") ?? options[0], root, name);
    }
  }
  if (Array.isArray(s.allOf) && s.allOf.length > 0) return sampleFromSchema(s.allOf[0], root, name);
  const type = Array.isArray(s.type) ? (s.type as string[]).find((t) => t !== "null") : s.type;
  switch (type) {
    case "object": {
      const props = (s.properties ?? {}) as Record<string, unknown>;
      const required = Array.isArray(s.required) ? (s.required as string[]) : Object.keys(props);
      const out: Record<string, unknown> = {};
      for (const key of required) out[key] = sampleFromSchema(props[key] ?? {}, root, key);
      return out;
    }
    case "array": {
      const n = typeof s.minItems === "number" ? s.minItems : 0;
      return Array.from({ length: n }, () => sampleFromSchema(s.items ?? {}, root, name));
    }
    case "string": {
      const text = `Example ${name.replace(/_/g, " ")}.`;
      return typeof s.minLength === "number" && text.length < s.minLength ? text.padEnd(s.minLength, ".") : text;
    }
    case "integer":
    case "number":
      return typeof s.minimum === "number" ? s.minimum : 0;
    case "boolean":
      return false;
    case "null":
      return null;
    default:
      return s.properties ? sampleFromSchema({ ...s, type: "object" }, root, name) : null;
  }
}

function resolveRef(ref: string, root: unknown): unknown {
  if (!ref.startsWith("#/")) return {};
  let node: unknown = root;
  for (const part of ref.slice(2).split("/")) node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  return node ?? {};
}

function defaultChatAnswer(request: RecordedRequest): ScriptedResponse {
  const format = request.body?.response_format;
  const schema = format?.json_schema?.schema;
  if (format?.type === "json_schema" && schema) return jsonAnswer(sampleFromSchema(schema));
  if (format?.type === "json_object") return jsonAnswer({});
  const user = chatMessages(request).filter((m) => m.role === "user").at(-1)?.content ?? "";
  return textAnswer(`Echo: ${user.slice(0, 200)}`);
}

// ---------------------------------------------------------------- the server

const estimateTokens = (text: string): number => Math.max(1, Math.ceil(text.length / 4));

/** Starts the server; see the module comment. Close it in `afterAll`/`afterEach`. */
export async function startLlmServer(handler?: LlmHandler, options: LlmServerOptions = {}): Promise<LlmServer> {
  const requests: RecordedRequest[] = [];
  const queue: ScriptedResponse[] = [];
  const dimensions = options.embeddingDimensions ?? 64;
  let nextId = 1;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        /* keep the raw text */
      }
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(", ") : v;
      const recorded: RecordedRequest = { method: req.method ?? "GET", path: (req.url ?? "/").split("?")[0]!, headers, body };
      requests.push(recorded);
      void respond(recorded, res).catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { error: { message: String(error) } });
        else res.end();
      });
    });
  });

  async function respond(request: RecordedRequest, res: http.ServerResponse): Promise<void> {
    if (request.method === "POST" && request.path === "/v1/embeddings") {
      const fromHandler = handler ? await handler(request) : undefined;
      if (fromHandler) return send(request, res, fromHandler);
      const input = request.body?.input;
      const texts: string[] = Array.isArray(input) ? input.map(String) : [String(input ?? "")];
      const dim = typeof request.body?.dimensions === "number" ? request.body.dimensions : dimensions;
      const tokens = texts.reduce((s, t) => s + estimateTokens(t), 0);
      return sendJson(res, 200, {
        object: "list",
        data: texts.map((t, index) => ({ object: "embedding", index, embedding: embeddingFor(t, dim) })),
        model: request.body?.model ?? "test-embedding",
        usage: { prompt_tokens: tokens, total_tokens: tokens },
      });
    }
    if (request.method === "POST" && request.path === "/v1/chat/completions") {
      const answer = queue.shift() ?? (handler ? await handler(request) : undefined) ?? defaultChatAnswer(request);
      return send(request, res, answer);
    }
    sendJson(res, 404, { error: { message: `No route for ${request.method} ${request.path}` } });
  }

  async function send(request: RecordedRequest, res: http.ServerResponse, answer: ScriptedResponse): Promise<void> {
    switch (answer.kind) {
      case "hang":
        return; // never answer; close() destroys the socket
      case "delay":
        await new Promise((r) => setTimeout(r, answer.ms));
        if (res.destroyed || res.writableEnded) return;
        return send(request, res, answer.then);
      case "http":
        res.writeHead(answer.status, { "content-type": typeof answer.body === "string" ? "text/plain" : "application/json", ...answer.headers });
        res.end(typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body));
        return;
      case "chat":
        return sendChat(request, res, answer);
    }
  }

  function sendChat(request: RecordedRequest, res: http.ServerResponse, answer: Extract<ScriptedResponse, { kind: "chat" }>): void {
    const id = `chatcmpl-${nextId++}`;
    const model = String(request.body?.model ?? "test-model");
    const created = 1_700_000_000;
    const promptText = chatMessages(request).map((m) => m.content).join("\n");
    const usage = answer.usage ?? { prompt_tokens: estimateTokens(promptText), completion_tokens: estimateTokens(answer.content) };
    const usageBody = { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens };
    const finish = answer.finishReason ?? "stop";
    if (request.body?.stream !== true) {
      return sendJson(res, 200, {
        id,
        object: "chat.completion",
        created,
        model,
        choices: [{ index: 0, message: { role: "assistant", content: answer.content }, finish_reason: finish }],
        usage: usageBody,
      });
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    const chunk = (choices: unknown[], extra: Record<string, unknown> = {}): void => {
      res.write(`data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices, ...extra })}\n\n`);
    };
    chunk([{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }]);
    for (const piece of answer.content.match(/[\s\S]{1,16}/g) ?? []) chunk([{ index: 0, delta: { content: piece }, finish_reason: null }]);
    chunk([{ index: 0, delta: {}, finish_reason: finish }]);
    chunk([], { usage: usageBody });
    res.end("data: [DONE]\n\n");
  }

  // Idle keep-alive sockets stay open until close() (which closes them all). With Node's default of 5 s, a client
  // whose event loop was blocked longer than that (an in-process index extracting TypeScript on a busy machine)
  // could send its next POST on a socket the server had just closed, and the call failed without a retry.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...responses) => void queue.push(...responses),
    chatRequests: () => requests.filter((r) => r.path === "/v1/chat/completions"),
    pending: () => queue.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function sendJson(res: http.ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(value));
}
