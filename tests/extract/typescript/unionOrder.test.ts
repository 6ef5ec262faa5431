/**
 * Inferred union types print the same whatever else the program checked first: the checker orders a union's members
 * by when their types were created, so a literal another file mentioned earlier used to come first.
 */
import { describe, expect, it } from "vitest";
import { ts } from "ts-morph";
import { withCanonicalUnions } from "../../../src/shared/tsUnionOrder.js";
import { extractFixture } from "./helpers.js";

describe("union member order", () => {
  it("sorts the members of every union naturally, at every level, intrinsic types staying in place", () => {
    const printer = ts.createPrinter({ removeComments: true });
    const canonical = (type: string): string => {
      const sf = ts.createSourceFile("t.ts", `type T = ${type};`, ts.ScriptTarget.Latest, true);
      const node = (sf.statements[0] as ts.TypeAliasDeclaration).type;
      const print = (n: ts.Node): string => printer.printNode(ts.EmitHint.Unspecified, n, sf);
      return print(withCanonicalUnions(node, print));
    };
    expect(canonical('"b" | "a"')).toBe('"a" | "b"');
    expect(canonical('"v10" | "v2" | "v1"')).toBe('"v1" | "v2" | "v10"');
    expect(canonical('"b" | string | "a" | undefined')).toBe('"a" | string | "b" | undefined');
    expect(canonical("Zeta | Alpha[] | null")).toBe("Alpha[] | Zeta | null");
    expect(canonical("3 | -1 | 20")).toBe("-1 | 3 | 20");
    expect(canonical('(x: "b" | "a", y: 2 | 1) => "d" | "c"')).toBe('(x: "a" | "b", y: 1 | 2) => "c" | "d"');
    expect(canonical("T extends B | A ? X : Y")).toBe("T extends A | B ? X : Y");
    expect(canonical('Omit<T, "query" | "url" | "path" | "body">')).toBe('Omit<T, "body" | "path" | "query" | "url">');
    expect(canonical('"a|b" | "a"')).toBe('"a" | "a|b"');
    expect(canonical("string | undefined")).toBe("string | undefined");
    expect(canonical("TRPCSuccessResponse<unknown> | ({ id: RequestId; } & TRPCResultMessage<unknown>) | TRPCErrorResponse<E>")).toBe(
      "({\n    id: RequestId;\n} & TRPCResultMessage<unknown>) | TRPCErrorResponse<E> | TRPCSuccessResponse<unknown>",
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
