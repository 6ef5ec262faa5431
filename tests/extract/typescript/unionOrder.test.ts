/**
 * Inferred union types print the same whatever else the program checked first: the checker orders a union's members
 * by when their types were created, so a literal another file mentioned earlier used to come first.
 */
import { describe, expect, it } from "vitest";
import { sortLiteralMembers } from "../../../src/extract/typescript/typeText.js";
import { extractFixture } from "./helpers.js";

describe("union member order", () => {
  it("sorts the literal members of every union naturally and leaves the other members in place", () => {
    expect(sortLiteralMembers('"b" | "a"')).toBe('"a" | "b"');
    expect(sortLiteralMembers('"v10" | "v2" | "v1"')).toBe('"v1" | "v2" | "v10"');
    expect(sortLiteralMembers('"b" | string[] | "a"')).toBe('"a" | string[] | "b"');
    expect(sortLiteralMembers("3 | -1 | 20")).toBe("-1 | 3 | 20");
    expect(sortLiteralMembers('{ k: "b" | "a"; } | "z" | "y"')).toBe('{ k: "a" | "b"; } | "y" | "z"');
    expect(sortLiteralMembers('(x: "b" | "a", y: 2 | 1) => "d" | "c"')).toBe('(x: "a" | "b", y: 1 | 2) => "c" | "d"');
    expect(sortLiteralMembers('OmitKeys<R<unknown, "fields">, "query" | "url" | "path" | "body"> & ([T] extends [never] ? unknown : Omit<T, "url">)')).toBe(
      'OmitKeys<R<unknown, "fields">, "body" | "path" | "query" | "url"> & ([T] extends [never] ? unknown : Omit<T, "url">)',
    );
    expect(sortLiteralMembers('`${"b" | "a"}-x` | "z" | "y"')).toBe('`${"b" | "a"}-x` | "y" | "z"');
    expect(sortLiteralMembers('"a|b" | "a"')).toBe('"a" | "a|b"');
    expect(sortLiteralMembers("string | undefined")).toBe("string | undefined");
  });

  it("gives one contract for a file whether or not another file made its literals first", async () => {
    const files = {
      "first.ts": 'export const order = ["c", "a"] as const;\n',
      "pick.ts": 'export function pick(flag: boolean) {\n  return flag ? "a" : "c";\n}\n',
    };
    const together = await extractFixture(files, { extract: ["first.ts", "pick.ts"] });
    const alone = await extractFixture(files, { extract: ["pick.ts"] });
    const returns = (m: typeof together): unknown => m.get("pick.ts")!.exports.find((e) => e.name === "pick")?.signatures?.[0]?.returnType;
    expect(returns(together)).toBe('"a" | "c"');
    expect(returns(alone)).toBe(returns(together));
  });
});
