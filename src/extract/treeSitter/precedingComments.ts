/**
 * Finds the doc comments written directly above a declaration (Go `//` lines, Rust `///`, Javadoc
 * `/** *\/`, Ruby `#`): the run of comment siblings that ends on the line before the declaration (or
 * before the attribute lines between them), each starting its own line, with no blank line in between.
 * Only siblings are visited, one step at a time: no recursion over the tree.
 */
import type { Node } from "web-tree-sitter";
import type { DocCommentRule } from "./profile.js";
import { endLine, startsLine } from "./text.js";

/** The raw texts of the doc comments above `anchor`, top to bottom; empty when there are none. */
export function precedingComments(source: string, anchor: Node, rule: DocCommentRule): string[] {
  let node: Node | null = anchor;
  // A first child of a transparent parent (Ruby `body_statement`) looks above its parent.
  while (node && !node.previousNamedSibling && node.parent && rule.through?.includes(node.parent.type)) {
    node = node.parent;
  }
  if (!node) return [];
  const found: string[] = [];
  let line = node.startPosition.row + 1;
  let sibling = node.previousNamedSibling;
  while (sibling) {
    if (rule.skip?.includes(sibling.type)) {
      line = sibling.startPosition.row + 1;
      sibling = sibling.previousNamedSibling;
      continue;
    }
    if (!rule.types.includes(sibling.type)) break;
    if (line - endLine(sibling) > 1 && !rule.blankLinesBetween) break; // a blank line ends the run
    if (!startsLine(source, sibling.startIndex)) break;
    const text = source.slice(sibling.startIndex, sibling.endIndex);
    if (rule.match && !rule.match.test(text)) {
      if (!rule.plainCommentsBetween) break;
      line = sibling.startPosition.row + 1;
      sibling = sibling.previousNamedSibling;
      continue;
    }
    found.push(text);
    line = sibling.startPosition.row + 1;
    sibling = sibling.previousNamedSibling;
  }
  return found.reverse();
}
