/**
 * PHP functions live in namespaces: `\GuzzleHttp\json_encode(…)` is `json_encode` of namespace `GuzzleHttp`,
 * `GuzzleHttp\choose_handler()` is relative to `use GuzzleHttp;`, and an unqualified `json_encode(…)` in another
 * namespace falls back to PHP's global function, never to `GuzzleHttp\json_encode`. A new user's trial on guzzle
 * 2779e868 found the first two unresolved and the third bound to the repository's function by name.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

const FILES = {
  "src/functions.php": "<?php\nnamespace GuzzleHttp;\n\nfunction json_encode($value): string\n{\n    return \\json_encode($value);\n}\n\nfunction choose_handler(): callable\n{\n    return fn () => null;\n}\n",
  "src/helpers.php": "<?php\n\nfunction global_helper($x)\n{\n    return $x;\n}\n",
  "src/Client.php": "<?php\nnamespace GuzzleHttp;\n\nclass Client\n{\n    public function send($v)\n    {\n        choose_handler();\n        return json_encode($v);\n    }\n}\n",
  "tests/UtilsTest.php": [
    "<?php",
    "namespace GuzzleHttp\\Tests;",
    "",
    "use GuzzleHttp;",
    "",
    "class UtilsTest",
    "{",
    "    public function testEncodes()",
    "    {",
    "        \\GuzzleHttp\\json_encode('x');",
    "        GuzzleHttp\\choose_handler();",
    "        json_encode('y');",
    "        global_helper(1);",
    "        \\global_helper(2);",
    "    }",
    "}",
    "",
  ].join("\n"),
};

describe("PHP namespaced functions", () => {
  it("are reached by their namespace, a use alias, the file's own namespace or the global fallback", async () => {
    const root = writeTree(FILES);
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges
      .filter((e) => e.kind === "calls")
      .flatMap((e) => (e.lines ?? [e.line]).map((line) => `${e.from.replace(/^.*#/u, "")} -> ${e.resolved ? e.to : e.to + (e.external ? " (external)" : " (unresolved)")} @${line}`));
    expect(calls.sort()).toEqual([
      "Client.send -> src/functions.php#choose_handler @8",
      "Client.send -> src/functions.php#json_encode @9",
      "UtilsTest.testEncodes -> ?json_encode (external) @12",
      "UtilsTest.testEncodes -> src/functions.php#choose_handler @11",
      "UtilsTest.testEncodes -> src/functions.php#json_encode @10",
      "UtilsTest.testEncodes -> src/helpers.php#global_helper @13",
      "UtilsTest.testEncodes -> src/helpers.php#global_helper @14",
      "json_encode -> ?.json_encode (external) @6",
    ]);
  });
});
