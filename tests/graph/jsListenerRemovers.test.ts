/**
 * A function given to a call that removes a listener is not run by it. On fastify 83e69762a `rawBody`'s `onData`
 * stops reading a body over the limit with `payload.removeListener('end', onEnd)` (lib/content-type-parser.js), which
 * had been a callback edge, so `callers onEnd` listed `onData` as handing it on to be run.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("JavaScript: listeners removed", () => {
  it("are value uses (a method read: a reference), not callbacks; listeners added stay callbacks", async () => {
    const root = writeTree({
      "lib/body.js": [
        "function rawBody (payload, done) {",
        "  payload.on('data', onData)",
        "  payload.on('end', onEnd)",
        "  function onData (chunk) {",
        "    if (chunk.length > 10) {",
        "      payload.removeListener('data', onData)",
        "      payload.removeListener('end', onEnd)",
        "      payload.off('error', onEnd)",
        "      done(new Error('too large'))",
        "    }",
        "  }",
        "  function onEnd () { done(null) }",
        "}",
        "",
        "class Ticker {",
        "  start (target) { target.addEventListener('tick', this.onTick) }",
        "  stop (target) {",
        "    target.removeEventListener('tick', this.onTick)",
        "    $(target).off({ tick: this.onTick })",
        "    target.off('tick', this.onTick.bind(this))",
        "    unsubscribe({ onEnd: tock })",
        "  }",
        "  onTick () {}",
        "}",
        "",
        "function tock () {}",
        "",
        "module.exports = { rawBody, Ticker }",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges
      .filter((e) => (e.kind === "calls" && e.resolved) || (e.kind === "uses" && e.from !== "lib/body.js"))
      .map((e) => `${e.kind} ${e.from} -> ${e.to} @${(e.lines ?? [e.line]).join(",")}${e.via ? ` via ${e.via}` : ""}`)
      .sort();
    expect(lines).toEqual([
      "calls lib/body.js#Ticker.start -> lib/body.js#Ticker.onTick @16 via callback",
      "calls lib/body.js#Ticker.stop -> lib/body.js#Ticker.onTick @18,19,20 via reference",
      "calls lib/body.js#rawBody -> lib/body.js#rawBody.onData @2 via callback",
      "calls lib/body.js#rawBody -> lib/body.js#rawBody.onEnd @3 via callback",
      "uses lib/body.js#Ticker.stop -> lib/body.js#tock @21",
      "uses lib/body.js#rawBody.onData -> lib/body.js#rawBody.onData @6",
      "uses lib/body.js#rawBody.onData -> lib/body.js#rawBody.onEnd @7,8",
    ]);
  });
});
