/**
 * Web server abuse over real sockets against the real `strata serve` process: loopback decided from the
 * bound address (`--host 127.1`), request bodies limited before they are read, and state-changing or
 * body-reading routes refused to other origins and to non-JSON bodies; 4,000 requests in a row and 1,000
 * connections that never finish their request leave it answering.
 */
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServe, type Served } from "./serve.js";
import { writeFixture } from "./fixture.js";

let served: Served;
beforeAll(async () => {
  served = await startServe(writeFixture().root, { args: ["--host", "127.1"] });
}, 60_000);
afterAll(async () => {
  await served?.stop();
});

/** One raw request; `body` is written after the headers, `declaredLength` may claim more than is sent. */
function raw(options: { method?: string; path: string; headers?: Record<string, string>; body?: string; declaredLength?: number }): Promise<{ status: number; body: string }> {
  const url = new URL(served.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method: options.method ?? "GET", path: options.path, headers: { ...(options.declaredLength !== undefined ? { "content-length": String(options.declaredLength) } : {}), ...options.headers } }, (res) => {
      let body = "";
      res.setEncoding("utf8").on("data", (d: string) => (body += d)).on("end", () => {
        resolve({ status: res.statusCode!, body });
        req.destroy();
      });
    });
    req.on("error", (error) => (req.destroyed ? undefined : reject(error)));
    if (options.body !== undefined) req.write(options.body);
    if (options.declaredLength === undefined) req.end();
  });
}

const SELECT = JSON.stringify({ path: "src/math.ts", start: 0, end: 1 });

describe("strata serve --host 127.1", () => {
  it("binds loopback and so refuses a foreign Host header", async () => {
    expect(served.url.startsWith("http://127.1:")).toBe(true);
    expect(await raw({ path: "/api/info", headers: { host: "evil.example" } })).toEqual({ status: 403, body: JSON.stringify({ error: "refused: this server answers loopback host names only" }) });
  });

  it("answers 413 to a 200 MB body from its Content-Length, before the body is sent", async () => {
    const r = await raw({ method: "POST", path: "/api/select", headers: { host: "127.0.0.1", "content-type": "application/json" }, body: "{", declaredLength: 200 * 1024 * 1024 });
    expect(r).toEqual({ status: 413, body: JSON.stringify({ error: "request body too large: at most 1048576 bytes" }) });
  });

  it.each([
    [{ "content-type": "text/plain" }, "the request body must be application/json"],
    [{ "content-type": "application/json", origin: "http://evil.example" }, "cross-origin request refused (Origin: http://evil.example)"],
    [{ "content-type": "application/json", "sec-fetch-site": "cross-site" }, "cross-site request refused (Sec-Fetch-Site: cross-site)"],
  ])("refuses POST /api/select with %j", async (headers, why) => {
    const r = await raw({ method: "POST", path: "/api/select", headers: { host: "127.0.0.1", ...headers }, body: SELECT });
    expect(r).toEqual({ status: 403, body: JSON.stringify({ error: `refused: ${why}` }) });
  });

  it("accepts the same request from its own origin", async () => {
    const port = new URL(served.url).port;
    const r = await raw({ method: "POST", path: "/api/select", headers: { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}`, "sec-fetch-site": "same-origin", "content-type": "application/json" }, body: SELECT });
    expect(r.status).toBe(200);
  });
});

describe("strata serve under load", () => {
  it("answers 4,000 requests in a row over 8 kept-alive connections, every one with 200", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const url = new URL(served.url);
    const one = (): Promise<number> =>
      new Promise((resolve, reject) => {
        http
          .get({ host: url.hostname, port: url.port, path: "/api/info", agent, headers: { host: "127.0.0.1" } }, (res) => {
            res.resume().on("end", () => resolve(res.statusCode!));
          })
          .on("error", reject);
      });
    const statuses = new Map<number, number>();
    for (let batch = 0; batch < 40; batch++) for (const status of await Promise.all(Array.from({ length: 100 }, one))) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    agent.destroy();
    expect([...statuses]).toEqual([[200, 4000]]);
  }, 120_000);

  it("keeps answering while 1,000 connections hold a request they never finish", async () => {
    const url = new URL(served.url);
    const open = await Promise.all(
      Array.from(
        { length: 1000 },
        () =>
          new Promise<net.Socket>((resolve, reject) => {
            const socket = net.connect({ host: url.hostname, port: Number(url.port) }, () => socket.write("GET /api/info HTTP/1.1\r\nHost: 127.0.0.1\r\n", () => resolve(socket)));
            socket.on("error", reject);
          }),
      ),
    );
    try {
      const r = await raw({ path: "/api/info", headers: { host: "127.0.0.1" } });
      expect([r.status, open.filter((s) => !s.destroyed).length]).toEqual([200, 1000]);
    } finally {
      for (const socket of open) socket.destroy();
    }
  }, 120_000);
});

describe("strata serve --host 2130706433 (127.0.0.1 as one number)", () => {
  let numeric: Served;
  beforeAll(async () => {
    numeric = await startServe(writeFixture().root, { args: ["--host", "2130706433"] });
  }, 60_000);
  afterAll(async () => {
    await numeric?.stop();
  });

  it("binds loopback and so refuses a foreign Host header", async () => {
    const url = new URL(numeric.url);
    const status = await new Promise<number>((resolve, reject) => {
      http.get({ host: url.hostname, port: url.port, path: "/api/info", headers: { host: "evil.example" } }, (res) => res.resume().on("end", () => resolve(res.statusCode!))).on("error", reject);
    });
    expect(status).toBe(403);
  });
});
