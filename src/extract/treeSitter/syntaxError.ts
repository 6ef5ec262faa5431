/**
 * The first syntax error of a tree, for the `syntax-error` diagnostic (an error is
 * reported, and the rest of the file is still extracted). Walks with a `TreeCursor` and only descends
 * into subtrees that contain an error, so deep trees cost no JS stack.
 */
import type { Diagnostic } from "../contract.js";
import type { Tree } from "web-tree-sitter";
import { collapseWhitespace } from "./text.js";

/** Longest piece of offending source quoted in the message, in characters. */
const QUOTE_MAX = 40;

/** The diagnostic for the first ERROR or MISSING node in document order, or `undefined` for a clean tree. */
export function firstSyntaxError(tree: Tree, source: string): Diagnostic | undefined {
  if (!tree.rootNode.hasError) return undefined;
  const cursor = tree.walk();
  try {
    for (;;) {
      const node = cursor.currentNode;
      if (node.isMissing) {
        return {
          severity: "error",
          code: "syntax-error",
          message: `syntax error: missing ${node.type}`,
          line: node.startPosition.row + 1,
        };
      }
      if (node.isError) {
        const quoted = collapseWhitespace(source.slice(node.startIndex, Math.min(node.endIndex, node.startIndex + 400)));
        const shown = quoted.length > QUOTE_MAX ? `${quoted.slice(0, QUOTE_MAX - 1)}…` : quoted;
        return {
          severity: "error",
          code: "syntax-error",
          message: shown === "" ? "syntax error" : `syntax error: unexpected ${JSON.stringify(shown)}`,
          line: node.startPosition.row + 1,
        };
      }
      if (node.hasError && cursor.gotoFirstChild()) continue;
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) return undefined;
      }
    }
  } finally {
    cursor.delete();
  }
}
