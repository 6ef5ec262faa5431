/**
 * Annotated rendering of a region tree for the goldens (STYLE §7 "Annotated-source goldens"): one line
 * per region in pre-order, indented by depth, with id, kind, name, UTF-16 range, byte range, lines,
 * content hash, and the region's first line of text; then every granularity cut as its ids.
 */
import { cutAtGranularity, maxGranularity, type Region, type RegionTree } from "../../src/extract/index.js";

const EXCERPT_CHARS = 48;

/** The whole golden text of one tree (ends with a newline). */
export function renderRegions(tree: RegionTree, text: string): string {
  const max = maxGranularity(tree);
  const lines = [`# ${tree.path} (${tree.language}): ${countRegions(tree.root)} regions, max granularity ${max}`, ""];
  const stack: Array<[Region, number]> = [[tree.root, 0]];
  while (stack.length > 0) {
    const [r, depth] = stack.pop()!;
    const name = r.name === undefined ? "" : ` ${r.name}`;
    const excerpt = JSON.stringify(firstLine(text.slice(r.start, r.end)));
    lines.push(
      `${"  ".repeat(depth)}${r.id} ${r.kind}${name} [${r.start},${r.end}) bytes [${r.startByte},${r.endByte}) lines ${r.startLine}-${r.endLine} #${r.contentHash} ${excerpt}`,
    );
    for (let i = r.children.length - 1; i >= 0; i--) stack.push([r.children[i]!, depth + 1]);
  }
  lines.push("", "## cuts (level: region ids)");
  for (let level = 0; level <= max; level++) lines.push(`${level}: ${cutAtGranularity(tree, level).map((r) => r.id).join(" ")}`);
  return `${lines.join("\n")}\n`;
}

function firstLine(text: string): string {
  const line = text.split(/\r\n|\n|\r/)[0] ?? "";
  return line.length > EXCERPT_CHARS ? `${line.slice(0, EXCERPT_CHARS - 1)}…` : line;
}

function countRegions(root: Region): number {
  let n = 0;
  const stack = [root];
  while (stack.length > 0) {
    const r = stack.pop()!;
    n++;
    stack.push(...r.children);
  }
  return n;
}
