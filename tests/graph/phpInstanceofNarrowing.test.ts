/**
 * A PHP `instanceof` test narrows a variable or property in its branch: a new user's trial on thephpleague/flysystem
 * 072735c5 found `callers ChecksumProvider::checksum` empty, though three adapters call `$this->adapter->checksum(…)`
 * under `if ($this->adapter instanceof ChecksumProvider)`.
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("PHP instanceof narrowing", () => {
  it("types a property or variable by the class an instanceof test names, in its branch only", async () => {
    const root = writeTree(
      {
        "src/ChecksumProvider.php": "<?php\nnamespace League\\Flysystem;\n\ninterface ChecksumProvider\n{\n    public function checksum(string $path): string;\n}\n",
        "src/FilesystemAdapter.php": "<?php\nnamespace League\\Flysystem;\n\ninterface FilesystemAdapter\n{\n    public function read(string $path): string;\n}\n",
        "src/ReadOnlyAdapter.php": [
          "<?php",
          "namespace League\\Flysystem;",
          "",
          "class ReadOnlyAdapter",
          "{",
          "    public function __construct(private FilesystemAdapter $adapter)",
          "    {",
          "    }",
          "",
          "    public function checksum(string $path, $other): string",
          "    {",
          "        if ($this->adapter instanceof ChecksumProvider) {",
          "            return $this->adapter->checksum($path);",
          "        }",
          "        if ($other instanceof ChecksumProvider) {",
          "            $other->checksum($path);",
          "        }",
          "        $other->checksum($path);",
          "        return $this->adapter->read($path);",
          "    }",
          "}",
          "",
        ].join("\n"),
      },
    );
    const graph = await buildGraph({ root, files: loadFixture(root) });
    const lines = graph.edges.filter((e) => e.kind === "calls" && e.from.startsWith("src/ReadOnlyAdapter.php#")).map((e) => `${e.to} @${(e.lines ?? [e.line]).join(",")} ${e.resolved ? e.resolution : "unresolved"}`);
    expect(lines.sort()).toEqual([
      "?$other.checksum @18 unresolved",
      "src/ChecksumProvider.php#ChecksumProvider.checksum @13,16 import",
      "src/FilesystemAdapter.php#FilesystemAdapter.read @19 import",
    ]);
  });
});
