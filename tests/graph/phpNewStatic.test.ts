/**
 * PHP `new static(…)` and `new self(…)` construct the class around the call: a new user's trial on
 * thephpleague/flysystem 072735c5 found `UnableToCopyFile::fromLocationTo` summarized "Calls static" and its callees
 * listing `static (outside the repository)`; 21 such sites in `src`.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("PHP new static and new self", () => {
  it("construct the enclosing class (its constructor where it has one)", async () => {
    const root = writeTree({
      "src/UnableToCopyFile.php": [
        "<?php",
        "namespace League\\Flysystem;",
        "",
        "final class UnableToCopyFile extends \\RuntimeException",
        "{",
        "    public static function fromLocationTo(string $source, string $destination): UnableToCopyFile",
        "    {",
        "        $e = new static(\"Unable to copy file from $source to $destination\");",
        "        return $e;",
        "    }",
        "}",
        "",
      ].join("\n"),
      "src/Config.php": [
        "<?php",
        "namespace League\\Flysystem;",
        "",
        "class Config",
        "{",
        "    public function __construct(private array $options = [])",
        "    {",
        "    }",
        "",
        "    public function extend(array $options): Config",
        "    {",
        "        return new self(array_merge($this->options, $options));",
        "    }",
        "}",
        "",
      ].join("\n"),
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const calls = graph.edges
      .filter((e) => e.kind === "calls" && e.line !== undefined)
      .map((e) => `${e.from.replace(/^.*#/u, "")} -> ${e.resolved ? `${e.to} ${e.resolution}` : `${e.to}${e.external ? " (external)" : ""}`} @${e.line}`);
    expect(calls.sort()).toEqual([
      "Config.extend -> ?array_merge (external) @12",
      "Config.extend -> src/Config.php#Config.__construct scope @12",
      "UnableToCopyFile.fromLocationTo -> src/UnableToCopyFile.php#UnableToCopyFile scope @8",
    ]);
  });
});
