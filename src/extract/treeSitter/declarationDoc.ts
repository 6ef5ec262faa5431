/**
 * The doc text of one declaration found in a syntax tree parsed by another stage (the graph's own query finds
 * every function and class, private ones included, while the contract keeps only the public ones and what they
 * name). The rules are the extractor's: the doc comments directly above (`precedingComments`, the profile's
 * {@link DocCommentRule}) or the docstring opening the body (the profile's {@link DocstringRule}), cleaned by
 * `commentText.ts` and with doc tags (`@param`, `<param>`) left out as `parseDocTags` leaves them out of
 * `Entity.doc`.
 */
import type { Node } from "web-tree-sitter";
import { TREE_SITTER_PROFILES } from "../languages/treeSitterLanguages.js";
import { cleanComments, cleanDocstring } from "./commentText.js";
import { parseDocTags } from "./docTags.js";
import { precedingComments } from "./precedingComments.js";
import { describedDoc } from "./docDescription.js";
import type { DocstringRule, TreeSitterProfile } from "./profile.js";

const PROFILES: ReadonlyMap<string, TreeSitterProfile> = new Map(TREE_SITTER_PROFILES.map((p) => [p.id, p]));

/** Options of {@link declarationDoc}. */
export interface DeclarationDocOptions {
  /**
   * Node types a declaration may stand in as one of several (Go `type_declaration` around its `type_spec`s, C++
   * `template_declaration`): when the declaration has no doc comment of its own, the comment above such a parent
   * is its doc.
   */
  wrappers?: readonly string[];
}

/** The docstring opening `node`'s body, raw. */
function docstringOf(source: string, node: Node, rule: DocstringRule): string | undefined {
  const first = node.childForFieldName(rule.body)?.namedChildren.find((c) => c !== null && !c.isExtra);
  if (!first || first.type !== rule.statement) return undefined;
  const value = first.namedChildren[0];
  if (!value || !rule.strings.includes(value.type)) return undefined;
  return source.slice(value.startIndex, value.endIndex);
}

/**
 * The doc text of the declaration `node` of a `languageId` file (`source` the text the tree was parsed from):
 * description only (doc tags left out), comment markers and indentation removed; undefined when the declaration
 * has none or the language is no tree-sitter language.
 */
export function declarationDoc(source: string, node: Node, languageId: string, options: DeclarationDocOptions = {}): string | undefined {
  return declarationDocParts(source, node, languageId, options)?.doc;
}

/**
 * {@link declarationDoc}'s text (`doc`, absent when the comment holds only tags) and whether the comment carries a
 * `@deprecated` tag (Javadoc, PHPDoc, YARD: `deprecated`); undefined when the declaration has no doc comment.
 */
export function declarationDocParts(source: string, node: Node, languageId: string, options: DeclarationDocOptions = {}): { doc?: string; deprecated?: true } | undefined {
  const profile = PROFILES.get(languageId);
  if (!profile) return undefined;
  let raw: string | undefined;
  if (profile.docstring) {
    const text = docstringOf(source, node, profile.docstring);
    if (text !== undefined) raw = cleanDocstring(text);
  } else if (profile.docComments) {
    let rows = precedingComments(source, node, profile.docComments);
    for (let at: Node | null = node; rows.length === 0 && at.parent && options.wrappers?.includes(at.parent.type); ) {
      at = at.parent;
      rows = precedingComments(source, at, profile.docComments);
    }
    if (rows.length > 0) raw = cleanComments(rows);
  }
  if (raw === undefined) return undefined;
  const parsed = parseDocTags(raw, profile.docTags);
  const doc = describedDoc(parsed.doc, !profile.docstring);
  const deprecated = parsed.tags.some((t) => t.tag === "deprecated");
  return { ...(doc !== undefined ? { doc } : {}), ...(deprecated ? { deprecated: true as const } : {}) };
}
