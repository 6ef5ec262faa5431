/**
 * PHP: a call on a receiver of unknown type reaches the one method of its name by name only where that method can
 * take the call's arguments. A new user's trial on guzzle 2779e868 found `$entry['deferred']->resolve($value)`, on a
 * promise, bound to `HandlerStack::resolve()`, which takes none, and `$response->cancel()` to
 * `CurlMultiHandler::cancel($id)`.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

const FILES = {
  "src/HandlerStack.php": "<?php\nnamespace G;\n\nclass HandlerStack\n{\n    public function resolve(): callable\n    {\n        return fn () => null;\n    }\n}\n",
  "src/CurlMultiHandler.php": [
    "<?php",
    "namespace G;",
    "",
    "class CurlMultiHandler",
    "{",
    "    public function cancel($id, bool $force = false, ...$rest): bool",
    "    {",
    "        return true;",
    "    }",
    "",
    "    public function process(array $entry, $response, $value)",
    "    {",
    "        $entry['deferred']->resolve($value);",
    "        $response->cancel();",
    "        $response->cancel(1);",
    "        $response->cancel(1, true, 2, 3);",
    "        $entry->resolve(...$args);",
    "    }",
    "}",
    "",
  ].join("\n"),
  "src/Stack.php": "<?php\nnamespace G;\n\nfunction resolveAll($stack)\n{\n    return $stack->resolve();\n}\n",
};

describe("PHP calls by name only", () => {
  it("reach a method only where its parameters take the call's arguments (defaults and ...$rest counted)", async () => {
    const root = writeTree(FILES);
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges
      .filter((e) => e.kind === "calls" && (e.to.includes("resolve") || e.to.includes("cancel")))
      .flatMap((e) => (e.lines ?? [e.line]).map((line) => `${e.from.slice(e.from.indexOf("#") + 1)} -> ${e.to.replace(/^.*#/u, "")} @${line} ${e.resolution ?? "unresolved"}`));
    expect(calls.sort()).toEqual([
      "CurlMultiHandler.process -> ?$entry['deferred'].resolve @13 unresolved",
      "CurlMultiHandler.process -> ?$response.cancel @14 unresolved",
      "CurlMultiHandler.process -> CurlMultiHandler.cancel @15 name-only",
      "CurlMultiHandler.process -> CurlMultiHandler.cancel @16 name-only",
      // A spread passes any number of arguments (a break-it trial: `$x->pair(...$args)` stayed unresolved).
      "CurlMultiHandler.process -> HandlerStack.resolve @17 name-only",
      "resolveAll -> HandlerStack.resolve @6 name-only",
    ]);
  });
});
