/**
 * The `key_algorithms` pattern rules: a decorated definition is listed with its decorator (python-dotenv's `rewrite`, a
 * `@contextmanager` function, had read "Decorators: rewrite", as if it were a decorator), and attributes that say
 * nothing of a design (reqwest's `#[derive(Debug)]` structs) are none.
 */
import { describe, expect, it } from "vitest";
import { detectPatterns } from "../../src/summarize/patterns.js";
import type { Entity } from "../../src/extract/index.js";

const entity = (name: string, kind: Entity["kind"], decorators: string[]): Entity => ({ name, kind, decorators, line: 1, endLine: 2 });

describe("detectPatterns", () => {
  it("lists decorated definitions with their first design decorator and leaves plain attributes out", () => {
    expect(
      detectPatterns([
        entity("rewrite", "function", ["contextmanager"]),
        entity("index", "function", ['app.route("/", methods=["GET"])']),
        entity("Attempt", "struct", ["derive(Debug, Clone)"]),
        entity("Policy", "struct", ["non_exhaustive", "derive(Clone)"]),
      ]),
    ).toEqual(["Decorated: rewrite (@contextmanager), index (@app.route)"]);
  });
});
