/**
 * The prompt for one node (seed 001 §3.2.3, Algorithm 3: the node's code and its callees' summaries; Figure 5's
 * `child_context`), fitted to a token budget: the header always, the code up to its share, then callee summaries
 * most important first and member summaries in id order until the budget is spent. What is left out is counted.
 */
import type { TokenCounter } from "../../shared/tokens.js";
import type { ContextSummary, NodeInput } from "./generator.js";

/** Share of the budget the code may take while summaries wait to be included (the rest is theirs). */
export const CODE_SHARE = 0.6;

/** A built prompt and what went into it. `tokens` is the count of `text` (BPE tokens). */
export interface NodePrompt {
  text: string;
  tokens: number;
  /** Ids of the callee and member summaries included, in prompt order. */
  included: string[];
  /** Summaries left out for the budget. */
  omitted: number;
  /** Code lines cut for the budget. */
  codeLinesCut: number;
}

/**
 * Builds the prompt of `input` with `code` (the node's source text, if any) in at most `budgetTokens` tokens as
 * counted by `count`, unless the header alone is longer (it is never cut).
 */
export function buildNodePrompt(input: NodeInput, code: string | undefined, budgetTokens: number, count: TokenCounter): NodePrompt {
  const header = headerOf(input);
  const lines = (list: ContextSummary[]): string[] => list.map((c) => `- ${c.id}${c.facts ? " (same cycle, own facts only)" : ""}: ${c.summary.text}`);
  const callees = lines(input.callees);
  const members = lines(input.children);
  const candidates = [...callees.map((l, i) => ({ l, id: input.callees[i]!.id, part: "callees" })), ...members.map((l, i) => ({ l, id: input.children[i]!.id, part: "members" }))];

  const headerTokens = count(header);
  const wanted = candidates.reduce((sum, c) => sum + count(c.l) + 1, 0);
  const codeAllowance = Math.max(0, budgetTokens - headerTokens - Math.min(wanted + 20, Math.floor(budgetTokens * (1 - CODE_SHARE))));
  const { text: codeText, cut } = fitCode(code, codeAllowance, count);

  let included = candidates.length;
  for (;;) {
    const text = assemble(header, codeText, candidates.slice(0, included), candidates.length - included);
    const tokens = count(text);
    if (tokens <= budgetTokens || included === 0) {
      return { text, tokens, included: candidates.slice(0, included).map((c) => c.id), omitted: candidates.length - included, codeLinesCut: cut };
    }
    included -= 1;
  }
}

function headerOf(input: NodeInput): string {
  const { node } = input;
  const out = [`Summarize this ${node.kind}: ${node.qualifiedName} (id ${node.id}${node.language ? `, ${node.language}` : ""}).`];
  if (node.signature) out.push(`Signature: ${node.signature}`);
  if (node.doc) out.push(`Doc comment: ${node.doc}`);
  if (input.file?.responsibility) out.push(`File contract says: ${input.file.responsibility}`);
  if (input.recursive) out.push("It calls itself.");
  if (input.cycle.length) out.push(`It is in a call cycle with: ${input.cycle.join(", ")}.`);
  if (input.unresolved.length) out.push(`Calls that did not resolve to repository code: ${input.unresolved.join(", ")}.`);
  return out.join("\n");
}

function assemble(header: string, code: string | undefined, parts: { l: string; part: string }[], omitted: number): string {
  const out = [header];
  if (code !== undefined) out.push("", "Code:", code);
  const callees = parts.filter((p) => p.part === "callees").map((p) => p.l);
  const members = parts.filter((p) => p.part === "members").map((p) => p.l);
  if (callees.length) out.push("", "Summaries of what it calls, most important first:", ...callees);
  if (members.length) out.push("", "Summaries of its members:", ...members);
  if (omitted) out.push("", `(${omitted} more summaries left out for the token budget)`);
  return out.join("\n");
}

/** The code cut at a line boundary to `allowance` tokens, with a note of the lines cut. */
function fitCode(code: string | undefined, allowance: number, count: TokenCounter): { text: string | undefined; cut: number } {
  if (code === undefined) return { text: undefined, cut: 0 };
  if (count(code) <= allowance) return { text: code, cut: 0 };
  const lines = code.split("\n");
  const kept: string[] = [];
  let used = count("(999999 more lines cut for the token budget)") + 1;
  for (const line of lines) {
    const t = count(line) + 1;
    if (used + t > allowance) break;
    kept.push(line);
    used += t;
  }
  const cut = lines.length - kept.length;
  return { text: `${kept.join("\n")}\n(${cut} more lines cut for the token budget)`, cut };
}
