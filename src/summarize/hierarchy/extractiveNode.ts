/**
 * The extractive node generator: a {@link NodeSummary} from the graph alone, no model, so the hierarchy exists on
 * the embedded default (issue 4 item 4). Callee and member purpose lines are composed upward.
 *
 * Functions and methods: purpose = first sentence of the doc comment, else `<Kind> <name>: <name words>`;
 * inputs/outputs from the signature text; side effects from unresolved call names plus the callees' (so they
 * accumulate upward); calls = callees in importance order with their purpose as the reason; details = recursion,
 * cycle membership, calls outside the graph.
 * Classes, files, folders, the repository: purpose = the file's Stage 1 responsibility, else the doc, else a count
 * of members; calls = the members' calls to nodes outside the container; details = one line per member.
 */
import type { GraphNode } from "../../graph/index.js";
import { firstSentence } from "../render.js";
import { callSideEffects, nameWords, splitSignature } from "./facts.js";
import type { ContextSummary, GeneratedSummary, NodeGenerator, NodeInput } from "./generator.js";
import { EXTRACTIVE_NODE_GENERATOR_KEY, makeNodeSummary, shortName, type NodeSummary } from "./nodeSummary.js";

/** Most callees listed under `calls`; the rest are counted in a detail line. */
export const MAX_CALLS = 12;
/** Most members listed in a container's details. */
export const MAX_MEMBERS = 20;
/** Most unresolved call names listed. */
export const MAX_UNRESOLVED = 8;

const CALLABLE = new Set(["function", "method"]);

/** The extractive generator (no model calls, no code needed). */
export const extractiveNodeGenerator: NodeGenerator = {
  key: EXTRACTIVE_NODE_GENERATOR_KEY,
  needsCode: false,
  settings: "",
  async generate(input: NodeInput): Promise<GeneratedSummary> {
    return { summary: extractiveNodeSummary(input), calls: 0, usage: { inputTokens: 0, outputTokens: 0 } };
  },
};

/** The extractive summary of one node. Pure and deterministic. */
export function extractiveNodeSummary(input: NodeInput): NodeSummary {
  return CALLABLE.has(input.node.kind) ? callableSummary(input) : containerSummary(input);
}

/** The facts of a node on its own (no callees, no members): what the other members of its cycle see. */
export function nodeFacts(node: GraphNode): NodeSummary {
  return extractiveNodeSummary({ node, callees: [], children: [], unresolved: [], recursive: false, cycle: [] });
}

function callableSummary(input: NodeInput): NodeSummary {
  const { node } = input;
  const { inputs, outputs } = splitSignature(node.signature, node.name);
  const details: string[] = [];
  if (input.callees.length > MAX_CALLS) details.push(`And ${input.callees.length - MAX_CALLS} more callees`);
  if (input.recursive) details.push("Recursive: calls itself");
  if (input.cycle.length) details.push(`In a call cycle with ${input.cycle.map(shortName).join(", ")}`);
  if (input.unresolved.length) details.push(`Calls outside the graph: ${listed(input.unresolved, MAX_UNRESOLVED)}`);
  return makeNodeSummary(node.id, node.kind, "extractive", {
    purpose: firstSentence(node.doc) ?? `${label(node.kind)} ${node.qualifiedName}: ${nameWords(node.name)}`,
    inputs,
    outputs,
    sideEffects: union([callSideEffects(node.language, input.unresolved), ...input.callees.map((c) => c.summary.sideEffects)]),
    calls: input.callees.slice(0, MAX_CALLS).map((c) => ({ id: c.id, why: c.summary.purpose })),
    details,
  });
}

function containerSummary(input: NodeInput): NodeSummary {
  const { node, children } = input;
  const calls = new Map<string, string>();
  for (const c of input.callees) calls.set(c.id, c.summary.purpose);
  for (const child of children) {
    for (const call of child.summary.calls) if (!inside(node, call.id) && !calls.has(call.id)) calls.set(call.id, call.why);
  }
  const details = children.slice(0, MAX_MEMBERS).map((c) => `${memberName(node, c.id)}: ${c.summary.purpose}`);
  if (children.length > MAX_MEMBERS) details.push(`And ${children.length - MAX_MEMBERS} more members`);
  if (calls.size > MAX_CALLS) details.push(`And ${calls.size - MAX_CALLS} more callees`);
  if (input.unresolved.length) details.push(`Calls outside the graph: ${listed(input.unresolved, MAX_UNRESOLVED)}`);
  const fileEffects = (input.file?.sideEffects ?? []).map((line) => line.replace(/\s*\(.*\)$/, ""));
  return makeNodeSummary(node.id, node.kind, "extractive", {
    purpose: (node.kind === "file" ? input.file?.responsibility : undefined) ?? firstSentence(node.doc) ?? countPurpose(node, children),
    inputs: [],
    outputs: [],
    sideEffects: union([fileEffects, callSideEffects(node.language, input.unresolved), ...[...input.callees, ...children].map((c) => c.summary.sideEffects)]),
    calls: [...calls].slice(0, MAX_CALLS).map(([id, why]) => ({ id, why })),
    details,
  });
}

/** `Folder src/util/ with 2 files and 1 folder`, `Class Parser with 3 members`. */
function countPurpose(node: GraphNode, children: ContextSummary[]): string {
  const name = node.kind === "repository" ? node.name : node.qualifiedName;
  if (node.kind === "folder" || node.kind === "repository") {
    const folders = children.filter((c) => c.summary.kind === "folder").length;
    const files = children.length - folders;
    const parts = [files ? plural(files, "file") : "", folders ? plural(folders, "folder") : ""].filter(Boolean);
    return `${label(node.kind)} ${name} with ${parts.length ? parts.join(" and ") : "nothing indexed"}`;
  }
  return `${label(node.kind)} ${name} with ${plural(children.length, node.kind === "file" ? "declaration" : "member")}`;
}

/** True when `id` is the container itself or lies inside it (by the id scheme of `graph/types.ts`). */
export function inside(container: GraphNode, id: string): boolean {
  switch (container.kind) {
    case "repository":
      return true;
    case "folder":
      return id.startsWith(container.id);
    case "file":
      return id === container.id || id.startsWith(`${container.id}#`);
    default:
      return id === container.id || id.startsWith(`${container.id}.`);
  }
}

/** A child's name relative to its container: `math.ts` in `src/util/`, `parse` in `Parser`. */
function memberName(container: GraphNode, id: string): string {
  if (container.kind === "folder" && id.startsWith(container.id)) return id.slice(container.id.length);
  if (container.kind === "repository" || container.kind === "folder") return id;
  const short = shortName(id);
  const prefix = `${container.qualifiedName}.`;
  return container.kind !== "file" && short.startsWith(prefix) ? short.slice(prefix.length) : short;
}

function label(kind: string): string {
  return kind.charAt(0).toUpperCase() + kind.slice(1);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

function listed(names: string[], max: number): string {
  const shown = names.slice(0, max).join(", ");
  return names.length > max ? `${shown} and ${names.length - max} more` : shown;
}

function union(lists: string[][]): string[] {
  return [...new Set(lists.flat())].sort();
}
