/**
 * Groups the matches of a `contract.scm` query into records, by capture name through
 * {@link CAPTURES}: definitions (merged per definition node and name), parameters (grouped by their
 * parameter list), parameter-list markers, access sections and file facts.
 */
import type { Node, QueryCapture, QueryMatch } from "web-tree-sitter";
import type { EntityKind } from "../contract.js";
import { captureRole, defKind, type CaptureScope } from "./vocabulary.js";

/** Captured nodes by capture name, each list in source order without duplicates. */
export type Captures = Map<string, Node[]>;

/** One definition: a definition node with one of its names. */
export interface DefRecord {
  node: Node;
  kind: EntityKind;
  name: Node;
  captures: Captures;
  /** Modifiers given by `(#set! modifier "…")` in the query. */
  setModifiers: string[];
}

/** One parameter of a parameter list. */
export interface ParamRecord {
  node: Node;
  captures: Captures;
}

/** Start indices of parameter-list markers (Python `/` and `*`), per list node id. */
export interface ListMarkers {
  positionalOnly: number[];
  keywordOnly: number[];
}

/** An access section label: definitions after it under the same parent take its visibility. */
export interface Section {
  parentId: number;
  start: number;
  visibility: "public" | "private";
}

/** Everything one query run yields, sorted into records. */
export interface Collected {
  defs: DefRecord[];
  /** Parameters by the id of their parameter-list node, in source order. */
  params: Map<number, ParamRecord[]>;
  markers: Map<number, ListMarkers>;
  sections: Section[];
  file: Captures;
}

interface Bucket {
  name?: Node;
  captures: Captures;
}

interface Pending {
  node: Node;
  kind?: EntityKind;
  kindRank: number;
  shared: Captures;
  named: Map<number, Bucket>;
  setModifiers: string[];
}

function add(into: Captures, name: string, node: Node): void {
  const list = into.get(name);
  if (!list) into.set(name, [node]);
  else if (!list.some((n) => n.id === node.id)) list.push(node);
}

function merge(a: Captures, b: Captures): Captures {
  const out: Captures = new Map();
  for (const [k, v] of a) for (const n of v) add(out, k, n);
  for (const [k, v] of b) for (const n of v) add(out, k, n);
  for (const v of out.values()) v.sort((x, y) => x.startIndex - y.startIndex);
  return out;
}

/** Adds one match's captures of `scope` to a pending record, split into shared and per-name captures. */
function collectInto(pending: Pending, captures: QueryCapture[], nameKey: string, scope: CaptureScope): void {
  const nameNode = captures.find((c) => c.name === nameKey)?.node;
  let bucket: Captures = pending.shared;
  if (nameNode) {
    let named = pending.named.get(nameNode.id);
    if (!named) pending.named.set(nameNode.id, (named = { name: nameNode, captures: new Map() }));
    bucket = named.captures;
  }
  for (const c of captures) if (captureRole(c.name)?.scope === scope) add(bucket, c.name, c.node);
}

function pendingFor(map: Map<number, Pending>, node: Node): Pending {
  let p = map.get(node.id);
  if (!p) map.set(node.id, (p = { node, kindRank: -1, shared: new Map(), named: new Map(), setModifiers: [] }));
  return p;
}

/** Sorts the matches of one query into records. */
export function collect(matches: QueryMatch[]): Collected {
  const defs = new Map<number, Pending>();
  const params = new Map<number, Pending>();
  const markers = new Map<number, ListMarkers>();
  const sections: Section[] = [];
  const file: Captures = new Map();

  for (const match of matches) {
    const caps = match.captures;
    const defCap = caps.find((c) => c.name === "def" || defKind(c.name) !== undefined);
    const paramCap = defCap ? undefined : caps.find((c) => c.name === "param");
    if (defCap) {
      const p = pendingFor(defs, defCap.node);
      const kind = defKind(defCap.name);
      if (kind && match.patternIndex >= p.kindRank) {
        p.kind = kind;
        p.kindRank = match.patternIndex;
      }
      const modifier = match.setProperties?.modifier;
      if (modifier && !p.setModifiers.includes(modifier)) p.setModifiers.push(modifier);
      collectInto(p, caps, "name", "def");
    } else if (paramCap) {
      collectInto(pendingFor(params, paramCap.node), caps, "param.name", "param");
    }
    for (const c of caps) {
      const role = captureRole(c.name);
      if (role?.scope === "list") {
        const listId = c.node.parent?.id ?? -1;
        let m = markers.get(listId);
        if (!m) markers.set(listId, (m = { positionalOnly: [], keywordOnly: [] }));
        (c.name.endsWith("positionalOnly") ? m.positionalOnly : m.keywordOnly).push(c.node.startIndex);
      } else if (role?.scope === "section") {
        const visibility =
          c.name === "access.public" || (c.name === "access" && /\bpublic\b/.test(c.node.text)) ? "public" : "private";
        sections.push({ parentId: c.node.parent?.id ?? -1, start: c.node.startIndex, visibility });
      } else if (role?.scope === "file") {
        add(file, c.name, c.node);
      }
    }
  }
  return { defs: finishDefs(defs), params: finishParams(params), markers, sections, file };
}

function finishDefs(pending: Map<number, Pending>): DefRecord[] {
  const out: DefRecord[] = [];
  for (const p of pending.values()) {
    if (!p.kind) continue;
    for (const bucket of p.named.values()) {
      if (!bucket.name) continue;
      out.push({
        node: p.node,
        kind: p.kind,
        name: bucket.name,
        captures: merge(p.shared, bucket.captures),
        setModifiers: p.setModifiers,
      });
    }
  }
  return out.sort((a, b) => a.node.startIndex - b.node.startIndex || a.name.startIndex - b.name.startIndex);
}

function finishParams(pending: Map<number, Pending>): Map<number, ParamRecord[]> {
  const byList = new Map<number, ParamRecord[]>();
  for (const p of pending.values()) {
    const listId = p.node.parent?.id ?? -1;
    const buckets = p.named.size > 0 ? [...p.named.values()] : [{ captures: new Map() as Captures }];
    for (const bucket of buckets) {
      const record = { node: p.node, captures: merge(p.shared, bucket.captures) };
      const list = byList.get(listId);
      if (list) list.push(record);
      else byList.set(listId, [record]);
    }
  }
  for (const list of byList.values()) list.sort((a, b) => paramStart(a) - paramStart(b));
  return byList;
}

function paramStart(p: ParamRecord): number {
  return p.captures.get("param.name")?.[0]?.startIndex ?? p.node.startIndex;
}
