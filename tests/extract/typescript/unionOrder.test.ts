/**
 * Inferred union types print the same whatever else the program checked first: the checker orders a union's members
 * by when their types were created, so a literal another file mentioned earlier used to come first.
 */
import { describe, expect, it } from "vitest";
import { canonicalUnionOrder } from "../../../src/extract/typescript/typeText.js";
import { extractFixture } from "./helpers.js";

describe("union member order", () => {
  it("sorts the members of every union naturally, intrinsic types staying in place", () => {
    expect(canonicalUnionOrder('"b" | "a"')).toBe('"a" | "b"');
    expect(canonicalUnionOrder('"v10" | "v2" | "v1"')).toBe('"v1" | "v2" | "v10"');
    expect(canonicalUnionOrder('"b" | string | "a" | undefined')).toBe('"a" | string | "b" | undefined');
    expect(canonicalUnionOrder("Zeta | Alpha[] | null")).toBe("Alpha[] | Zeta | null");
    expect(canonicalUnionOrder("3 | -1 | 20")).toBe("-1 | 3 | 20");
    expect(canonicalUnionOrder('{ k: "b" | "a"; } | "z" | "y"')).toBe('"y" | "z" | { k: "a" | "b"; }');
    expect(canonicalUnionOrder('(x: "b" | "a", y: 2 | 1) => "d" | "c"')).toBe('(x: "a" | "b", y: 1 | 2) => "c" | "d"');
    expect(canonicalUnionOrder("T extends B | A ? X : Y")).toBe("T extends A | B ? X : Y");
    expect(canonicalUnionOrder("S | keyof T")).toBe("keyof T | S");
    expect(canonicalUnionOrder('OmitKeys<R<unknown, "fields">, "query" | "url" | "path" | "body"> & ([T] extends [never] ? unknown : Omit<T, "url">)')).toBe(
      'OmitKeys<R<unknown, "fields">, "body" | "path" | "query" | "url"> & ([T] extends [never] ? unknown : Omit<T, "url">)',
    );
    expect(canonicalUnionOrder('`${"b" | "a"}-x` | "z" | "y"')).toBe('"y" | "z" | `${"b" | "a"}-x`');
    expect(canonicalUnionOrder('"a|b" | "a"')).toBe('"a" | "a|b"');
    expect(canonicalUnionOrder("string | undefined")).toBe("string | undefined");
    expect(canonicalUnionOrder("TRPCSuccessResponse<unknown> | ({ id: RequestId; } & TRPCResultMessage<unknown>) | TRPCErrorResponse<E>")).toBe(
      "({ id: RequestId; } & TRPCResultMessage<unknown>) | TRPCErrorResponse<E> | TRPCSuccessResponse<unknown>",
    );
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
