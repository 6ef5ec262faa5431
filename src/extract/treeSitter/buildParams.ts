/**
 * Parameters of one callable from its `@param` records (vocabulary in `vocabulary.ts`): name, type,
 * default, rest (`*args` → `list`, `**kwargs` → `dict`, Go/Java `...T` → `list`), and Python's
 * positional-only / keyword-only flags from the `/` and `*` markers of the same list.
 */
import type { Node } from "web-tree-sitter";
import type { Parameter } from "../contract.js";
import type { ListMarkers, ParamRecord } from "./collect.js";
import { nodeText } from "./text.js";

function text(source: string, nodes: Node[] | undefined): string | undefined {
  if (!nodes || nodes.length === 0) return undefined;
  return nodes.map((n) => nodeText(source, n)).join(" ");
}

/** Builds the parameters of the list `records`, applying the list's markers. */
export function buildParams(source: string, records: ParamRecord[], markers: ListMarkers | undefined): Parameter[] {
  return records.map((record) => {
    const c = record.captures;
    const start = record.node.startIndex;
    const param: Parameter = { name: text(source, c.get("param.name")) ?? "" };
    const type = text(source, c.get("param.type"));
    if (type !== undefined) param.type = type;
    const fallback = text(source, c.get("param.default"));
    if (c.has("param.optional") || fallback !== undefined) param.optional = true;
    if (c.has("param.rest.list")) param.rest = "list";
    else if (c.has("param.rest.dict")) param.rest = "dict";
    if (fallback !== undefined) param.default = fallback;
    if (param.rest === undefined) {
      // `*args` and `**kwargs` are their own kinds of parameter, neither positional- nor keyword-only.
      if (markers?.positionalOnly.some((m) => m > start)) param.positionalOnly = true;
      if (c.has("param.keywordOnly") || markers?.keywordOnly.some((m) => m < start)) param.keywordOnly = true;
    }
    return param;
  });
}
