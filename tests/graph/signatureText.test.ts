/**
 * Signatures laid out one parameter per line read as one line (click's `def _parse_decls( self, decls: …, )`), without
 * touching string literals or a one-element tuple.
 */
import { describe, expect, it } from "vitest";
import { signatureText } from "../../src/graph/spans.js";

const python = { cStyle: false, hash: true };

describe("signatureText", () => {
  it("reads a parameter list laid out one per line as one line", () => {
    expect(signatureText("def _parse_decls(\n        self,\n        decls: list[str],\n        expose_value: bool,\n    ) -> tuple[str, list[str]]:", python)).toBe(
      "def _parse_decls(self, decls: list[str], expose_value: bool) -> tuple[str, list[str]]",
    );
  });

  it("keeps string literals and a one-element tuple's comma as written", () => {
    expect(signatureText('def echo(\n    end=" )",\n    sizes=(\n        3,\n    ),\n):', python)).toBe('def echo(end=" )", sizes=(3,))');
  });
});
