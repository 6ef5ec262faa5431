/**
 * Independent oracle for expected regions in tests: bytes with `Buffer.byteLength`, lines by counting
 * `\r\n`, `\n` and lone `\r`, hashes with `hashText` of the exact slice. Tests write `{ id, kind, name,
 * start, end, children }` and this fills in the rest, so every field is still asserted exactly.
 */
import { hashText, initHash } from "../../src/shared/hash.js";
import type { Region, RegionKind } from "../../src/extract/index.js";

export { initHash };

/** A region spec: `[id, kind, name | undefined, start, end, children?, synthetic?]`. */
export type Spec = [string, RegionKind, string | undefined, number, number, Spec[]?];

function lineAt(text: string, index: number): number {
  const before = text.slice(0, index);
  return 1 + (before.match(/\r\n|\n|\r(?!\n)/g)?.length ?? 0) - (before.endsWith("\r") && text[index] === "\n" ? 1 : 0);
}

/** The full {@link Region} a spec describes, over `text` (call `await initHash()` first). */
export function expectedRegion(text: string, spec: Spec): Region {
  const [id, kind, name, start, end, children = []] = spec;
  const region: Region = {
    id,
    kind,
    start,
    end,
    startByte: Buffer.byteLength(text.slice(0, start)),
    endByte: Buffer.byteLength(text.slice(0, end)),
    startLine: lineAt(text, start),
    endLine: lineAt(text, end > start ? end - 1 : start),
    contentHash: hashText(text.slice(start, end)),
    children: children.map((c) => expectedRegion(text, c)),
  };
  if (name !== undefined) region.name = name;
  if (kind === "group") region.synthetic = true;
  return region;
}

/** Every region of a tree in pre-order (groups included). */
export function allRegions(root: Region): Region[] {
  const out: Region[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const r = stack.pop()!;
    out.push(r);
    for (let i = r.children.length - 1; i >= 0; i--) stack.push(r.children[i]!);
  }
  return out;
}
