/**
 * Existence checks inside installed dependencies are asked of the disk once per process; repository paths every time.
 */
import { describe, expect, it } from "vitest";
import { dependencyPathExists, forgetDependencyPaths, isDependencyPath } from "../../../src/extract/index.js";

describe("dependency path memo", () => {
  it("tells node_modules paths from repository paths", () => {
    expect(["/r/node_modules", "/r/node_modules/dep/index.d.ts", "C:\\r\\node_modules\\@types\\x", "node_modules/x"].map(isDependencyPath)).toEqual([true, true, true, true]);
    expect(["/r/src/node_modules_helper.ts", "/r/my_node_modules/x", "/r/src/app.ts"].map(isDependencyPath)).toEqual([false, false, false]);
  });

  it("asks the probe once per dependency path and kind, and every time for a repository path", () => {
    forgetDependencyPaths();
    const asked: string[] = [];
    const probe = (answer: boolean) => (p: string) => {
      asked.push(p);
      return answer;
    };
    const answers = [
      dependencyPathExists("/r/src/node_modules", "directory", probe(false)),
      dependencyPathExists("/r/src/node_modules", "directory", probe(true)),
      dependencyPathExists("/r/node_modules/dep/index.d.ts", "file", probe(true)),
      dependencyPathExists("/r/node_modules/dep/index.d.ts", "file", probe(false)),
      dependencyPathExists("/r/node_modules/dep/index.d.ts", "directory", probe(false)),
      dependencyPathExists("/r/src/later.ts", "file", probe(false)),
      dependencyPathExists("/r/src/later.ts", "file", probe(true)),
    ];
    expect(answers).toEqual([false, false, true, true, false, false, true]);
    expect(asked).toEqual(["/r/src/node_modules", "/r/node_modules/dep/index.d.ts", "/r/node_modules/dep/index.d.ts", "/r/src/later.ts", "/r/src/later.ts"]);
    forgetDependencyPaths();
  });
});
