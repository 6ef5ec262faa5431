/**
 * A repository's summary names its code folders first, most exported declarations first, and folders of docs and
 * examples after them: typer's (9a7b2e83) named `docs/`, `docs_src/` and `scripts/` (in path order) and left its package
 * `typer/` among "10 more".
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";

const fns = (names: string[]): string => names.map((n) => `def ${n}():\n    """${n} things."""\n    return 1\n`).join("\n\n");
const root = writeTree({
  "README.md": "# Typer\n\nTyper is a library for building CLI applications.\n",
  "docs/index.md": "# Typer\n\nThe docs.\n",
  "docs_src/first_steps/tutorial001.py": fns(["main", "hello", "goodbye", "greet"]),
  "docs_src/options/tutorial002.py": fns(["main", "callback"]),
  "scripts/deploy.py": fns(["deploy"]),
  "typer/main.py": fns(["run", "launch", "get_command"]),
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
beforeAll(async () => {
  await strataInProcess(["index", root, "--json"]);
}, 120_000);

describe("a repository's summary", () => {
  it("names code folders by their exported declarations, then docs and examples", async () => {
    const text = (await strataInProcess(["summary", "--repo", root])).stdout;
    const purpose = text.split("\n").find((l) => l.startsWith("Purpose: "))!;
    expect(purpose).toBe("Purpose: Typer: Typer is a library for building CLI applications. Holds typer/ (main.py), scripts/ (deploy.py), docs_src/ (first_steps/, options/) and 1 more.");
  });
});
