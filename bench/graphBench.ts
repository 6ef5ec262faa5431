/**
 * `npm run bench:graph -- <repo> [--sample N] [--seed S] [--no-hierarchy] [--edges N] [--unresolved N]`: graph build time,
 * peak RSS, node and edge counts, the resolved fraction of call expressions per language (callbacks and references apart), and on TypeScript code the
 * precision and recall of our call edges against the TypeScript language service's call hierarchy on a seeded
 * sample of functions (≥ 200 by default). Prints markdown tables. Targets: precision ≥ 0.95, recall ≥ 0.90.
 *
 * Comparison rules: our edges from a sampled function are its resolved `calls` edges except `via: "callback"`
 * (a function passed by name, which the call hierarchy does not count); `C.constructor` targets compare as `C`.
 * An edge to a declared type (an `interface` node: a call through a value typed by an interface or function-shaped
 * type alias) is never in the call hierarchy, which names only function bodies and method signatures; such edges are
 * counted in their own row and judged by go-to-type-definition at the call (`declaredTypeOpinion`).
 * The call hierarchy's targets outside the repository are dropped; targets inside it that are not graph nodes
 * count as misses (`?file:line:name`).
 *
 * `--edges N` prints, per language, N resolved call edges drawn at random (seed S) with the caller's line as
 * written and the target, for judging precision by hand where no language service is at hand (every language but
 * TypeScript). `--unresolved N` prints N unresolved in-repository calls per language the same way, plus the
 * most frequent callee texts among them (what a resolution rule could win).
 *
 * `references` is compared with find-all-references on the same sample size (graphReferences.ts). Targets:
 * precision 1.0 over resolved sites, recall ≥ 0.95.
 */
import { seededRandom } from "../src/shared/random.js";
import path from "node:path";
import type { ts } from "ts-morph";
import { buildGraphWithReport, graphCompilerOptions, graphStats, type CodeGraph, type GraphInputFile } from "../src/graph/index.js";
import { createLanguageService, declaredTypeOpinion, languageServiceBlindSpot, namePosition, NodeIndex, normalizeTarget, outgoingTargets, secondOpinion } from "./graphCallHierarchy.js";
import { hierarchyBenchRows } from "./hierarchyBenchPart.js";
import { readGraphInput } from "./repoFiles.js";
import { compareReferences, type ReferenceComparison } from "./graphReferences.js";

interface Args {
  repo: string;
  sample: number;
  seed: number;
  hierarchy: boolean;
  /** Resolved call edges to print per language (0: none). */
  edges: number;
  /** Unresolved in-repository call edges to print per language (0: none). */
  unresolved: number;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { repo: process.cwd(), sample: 200, seed: 42, hierarchy: true, edges: 0, unresolved: 0 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--sample") args.sample = Number(argv[++i]);
    else if (a === "--seed") args.seed = Number(argv[++i]);
    else if (a === "--no-hierarchy") args.hierarchy = false;
    else if (a === "--edges") args.edges = Number(argv[++i]);
    else if (a === "--unresolved") args.unresolved = Number(argv[++i]);
    else args.repo = path.resolve(a);
  }
  return args;
}



interface Comparison {
  references: ReferenceComparison;
  sampled: number;
  skipped: number;
  ours: number;
  theirs: number;
  both: number;
  falsePositives: string[];
  /** Our edges missing from the language service only because it cannot name their target (see languageServiceBlindSpot). */
  blindSpots: number;
  /** Our edges to a declared type (an interface node), which the call hierarchy never names: judged by go-to-type-definition. */
  declaredTypes: number;
  /** Of the other edges the call hierarchy lacks: go-to-definition at the call lands on our target / finds nothing. */
  confirmed: number;
  unresolvable: number;
  misses: string[];
}

async function compareWithLanguageService(root: string, files: GraphInputFile[], graph: CodeGraph, args: Args): Promise<Comparison> {
  const tsFiles = files.filter((f) => f.language === "typescript" || f.language === "javascript");
  const texts = new Map(tsFiles.map((f) => [f.path, f.text]));
  const ls = createLanguageService(root, texts, await graphCompilerOptions(root));
  const parentKind = new Map<string, string>();
  const kindOf = new Map(graph.nodes.map((n) => [n.id, n.kind]));
  for (const e of graph.edges) if (e.kind === "contains") parentKind.set(e.to, kindOf.get(e.from) ?? "");
  const candidates = graph.nodes.filter((n) => (n.kind === "function" || n.kind === "method") && texts.has(n.path) && parentKind.get(n.id) !== "interface");
  const random = seededRandom(args.seed);
  const shuffled = candidates.map((n) => ({ n, k: random() })).sort((a, b) => a.k - b.k).map((x) => x.n);
  const index = new NodeIndex(graph);
  const outgoing = new Map<string, Set<string>>();
  for (const e of graph.edges) {
    if (e.kind !== "calls" || !e.resolved || e.via === "callback") continue;
    let set = outgoing.get(e.from);
    if (!set) outgoing.set(e.from, (set = new Set()));
    set.add(normalizeTarget(e.to));
  }
  const references = compareReferences(ls, root, texts, graph, args.sample, args.seed);
  const c: Comparison = { references, sampled: 0, skipped: 0, ours: 0, theirs: 0, both: 0, falsePositives: [], blindSpots: 0, declaredTypes: 0, confirmed: 0, unresolvable: 0, misses: [] };
  const lineOfEdge = new Map<string, number>();
  for (const e of graph.edges) if (e.kind === "calls" && e.resolved) lineOfEdge.set(`${e.from}\n${normalizeTarget(e.to)}`, e.line ?? 0);
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const program = ls.getProgram()!;
  for (const node of shuffled) {
    if (c.sampled >= args.sample) break;
    const sf = program.getSourceFile(path.join(root, node.path));
    const pos = sf && namePosition(sf, node);
    const item = pos === undefined ? undefined : ls.prepareCallHierarchy(path.join(root, node.path), pos);
    const items = item === undefined ? [] : Array.isArray(item) ? item : [item];
    // Only functions the call hierarchy also treats as units (it does not for constructors, `(() => …) as T`).
    if (pos === undefined || !items.some((i) => index.find(node.path, i.name, lineOf(program, i.file, i.selectionSpan.start), lineOf(program, i.file, i.span.start)) === node.id)) {
      c.skipped++;
      continue;
    }
    c.sampled++;
    const theirs = new Set(outgoingTargets(ls, root, node.path, pos, index).map(normalizeTarget));
    const ours = outgoing.get(node.id) ?? new Set<string>();
    c.ours += ours.size;
    c.theirs += theirs.size;
    for (const t of ours) {
      if (theirs.has(t)) c.both++;
      else {
        const target = byId.get(t);
        const blind = target !== undefined && languageServiceBlindSpot(program, root, target);
        const line = lineOfEdge.get(`${node.id}\n${t}`) ?? 0;
        const declaredType = target?.kind === "interface";
        if (declaredType) c.declaredTypes++;
        const opinion = !target ? "disputed" : declaredType ? declaredTypeOpinion(ls, root, node.path, line, target) : secondOpinion(ls, root, node.path, line, target, index);
        if (blind) c.blindSpots++;
        if (opinion === "confirmed") c.confirmed++;
        else if (opinion === "unresolvable") c.unresolvable++;
        const why = opinion === "confirmed" ? (declaredType ? "go-to-type-definition confirms" : "go-to-definition confirms") : opinion === "unresolvable" ? "language service resolves nothing there" : "disputed";
        c.falsePositives.push(`${node.id} → ${t}  (${why}${blind ? "; a target the call hierarchy cannot name" : ""})`);
      }
    }
    for (const t of theirs) if (!ours.has(t)) c.misses.push(`${node.id} → ${t}`);
  }
  return c;
}

function lineOf(program: ts.Program, file: string, pos: number): number {
  const sf = program.getSourceFile(file);
  return sf ? sf.getLineAndCharacterOfPosition(pos).line + 1 : 0;
}

const pct = (x: number): string => (Number.isFinite(x) ? x.toFixed(3) : "–");

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const root = args.repo;
  const files = await readGraphInput(root);
  const loc = files.reduce((n, f) => n + f.text.split("\n").length, 0);
  const started = performance.now();
  const { graph, failed } = await buildGraphWithReport({ root, files });
  const ms = performance.now() - started;
  const rssMiB = process.resourceUsage().maxRSS / 1024;
  const stats = graphStats(graph);
  const out: string[] = [`## Graph benchmark: ${path.basename(root)}`, "", "| measure | value |", "|---|---:|"];
  const row = (label: string, value: string | number): void => void out.push(`| ${label} | ${value} |`);
  row("files / LOC", `${files.length} / ${loc}`);
  row("graph build time (s)", (ms / 1000).toFixed(2));
  row("peak RSS (MiB, whole process)", rssMiB.toFixed(0));
  row("nodes", `${stats.nodes} (${Object.entries(stats.nodesByKind).map(([k, v]) => `${k} ${v}`).join(", ")})`);
  row("edges", `${stats.edges} (${Object.entries(stats.edgesByKind).map(([k, v]) => `${k} ${v}`).join(", ")})`);
  row("files that failed", failed.length);
  for (const s of stats.calls) {
    row(`calls ${s.language}: resolved / external / unresolved-internal`, `${s.resolved} / ${s.external} / ${s.unresolvedInternal} (resolved ${pct(s.resolvedFraction)}, of internal ${pct(s.internalResolvedFraction)})`);
    row(`calls ${s.language}: callbacks / references (not calls, in no share)`, `${s.callbacks} / ${s.references}`);
    if (s.constructions) row(`calls ${s.language}: constructions by a literal (\`&T{…}\`; not calls, in no share, not in the edge sample)`, s.constructions);
  }

  let comparison: Comparison | undefined;
  if (files.some((f) => f.language === "typescript")) {
    const t0 = performance.now();
    comparison = await compareWithLanguageService(root, files, graph, args);
    const precision = comparison.both / comparison.ours;
    const recall = comparison.both / comparison.theirs;
    row(`TS call edges vs language service: functions sampled (seed ${args.seed})`, `${comparison.sampled} (${comparison.skipped} skipped: not a call-hierarchy item)`);
    row("TS call edges: ours / language service / both", `${comparison.ours} / ${comparison.theirs} / ${comparison.both}`);
    row("TS call-edge precision (target ≥ 0.95)", `${pct(precision)} ${precision >= 0.95 ? "pass" : "FAIL"}`);
    const adjusted = comparison.both / (comparison.ours - comparison.blindSpots - comparison.declaredTypes);
    row("TS call-edge precision, not counting targets the call hierarchy cannot name", `${pct(adjusted)} (${comparison.blindSpots} such functions, ${comparison.declaredTypes} declared types)`);
    const verified = (comparison.both + comparison.confirmed) / comparison.ours;
    row(
      "TS call-edge precision, edges confirmed by go-to-definition (go-to-type-definition for a declared type) at the call count as right",
      `${pct(verified)} (${comparison.confirmed} confirmed, ${comparison.unresolvable} where the service resolves nothing, ${comparison.ours - comparison.both - comparison.confirmed - comparison.unresolvable} disputed)`,
    );
    row("TS call edges to a declared type (interface or function-shaped type alias; the call hierarchy names none), judged by go-to-type-definition at the call", `${comparison.declaredTypes}`);
    row("TS call-edge recall (target ≥ 0.90)", `${pct(recall)} ${recall >= 0.9 ? "pass" : "FAIL"}`);
    const r = comparison.references;
    const refPrecision = r.both / r.ours;
    const refRecall = r.found / r.theirs;
    row(`TS references vs find-all-references: functions and methods sampled (seed ${args.seed})`, `${r.sampled} (${r.skipped} skipped: name not found)`);
    row("TS reference sites: ours resolved / ours by-name / language service / both resolved", `${r.ours} / ${r.byName} / ${r.theirs} / ${r.both}`);
    row("TS reference precision, resolved sites (target 1.0)", `${pct(refPrecision)} ${refPrecision >= 1 ? "pass" : "FAIL"}`);
    row("TS reference precision, sites go-to-definition confirms count as right", `${pct((r.both + r.confirmed) / r.ours)} (${r.confirmed} confirmed)`);
    row("TS reference by-name sites the language service also has", `${r.byNameRight} of ${r.byName}`);
    row("TS reference recall, resolved or by-name (target ≥ 0.95)", `${pct(refRecall)} ${refRecall >= 0.95 ? "pass" : "FAIL"}`);
    row("language-service comparison time (s)", ((performance.now() - t0) / 1000).toFixed(1));
  }
  if (args.hierarchy) {
    for (const r of await hierarchyBenchRows(root)) row(r.label, r.value);
  } else row("hierarchy rows", "skipped (--no-hierarchy)");
  process.stdout.write(out.join("\n") + "\n");
  if (args.edges > 0) process.stdout.write(edgeSample(graph, files, args.edges, args.seed, "Resolved call edges", (e) => e.resolved && e.via !== "literal"));
  if (args.unresolved > 0) process.stdout.write(edgeSample(graph, files, args.unresolved, args.seed, "Unresolved in-repository calls", (e) => !e.resolved && !e.external, true));
  if (comparison) {
    const list = (title: string, items: string[]): void => {
      process.stdout.write(`\n${title} (${items.length}, first 40):\n${items.slice(0, 40).map((s) => `- ${s}`).join("\n")}\n`);
    };
    // Disputed edges first: they are the ones to read.
    const disputed = (line: string): number => (line.includes("(disputed") ? 0 : 1);
    list("Our edges the language service does not have", [...comparison.falsePositives].sort((a, b) => disputed(a) - disputed(b)));
    list("Language-service edges we do not have", comparison.misses);
    list("Our resolved reference sites find-all-references does not have", comparison.references.falsePositives);
    list("Find-all-references sites we do not have", comparison.references.misses);
  }
}

/**
 * Per language, `n` call edges matching `pick` drawn with a seeded shuffle, each as `caller (path:line): line text →
 * target`; with `tally`, also the 15 most frequent targets among all matching edges.
 */
function edgeSample(graph: CodeGraph, files: GraphInputFile[], n: number, seed: number, title: string, pick: (e: CodeGraph["edges"][number]) => boolean, tally = false): string {
  const lines = new Map(files.map((f) => [f.path, f.text.split("\n")]));
  const language = new Map(graph.nodes.map((node) => [node.id, node.language ?? "?"]));
  const pathOf = new Map(graph.nodes.map((node) => [node.id, node.path]));
  const byLanguage = new Map<string, CodeGraph["edges"]>();
  for (const e of graph.edges) {
    if (e.kind !== "calls" || !pick(e)) continue;
    const l = language.get(e.from) ?? "?";
    let list = byLanguage.get(l);
    if (!list) byLanguage.set(l, (list = []));
    list.push(e);
  }
  const out: string[] = [];
  for (const [l, list] of [...byLanguage].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const random = seededRandom(seed);
    const drawn = list.map((e) => ({ e, k: random() })).sort((a, b) => a.k - b.k).slice(0, n).map((x) => x.e);
    out.push(`\n${title}, ${l} (${drawn.length} of ${list.length}, seed ${seed}):`);
    for (const e of drawn) {
      const p = pathOf.get(e.from) ?? e.from.split("#")[0]!;
      const text = (lines.get(p)?.[(e.line ?? 1) - 1] ?? "").trim().slice(0, 160);
      out.push(`- ${e.from} (${p}:${e.line ?? 0}): ${text}  →  ${e.to}${e.resolution ? ` [${e.resolution}]` : ""}`);
    }
    if (tally) {
      const counts = new Map<string, number>();
      for (const e of list) counts.set(e.to, (counts.get(e.to) ?? 0) + 1);
      const top = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 15);
      out.push(`most frequent: ${top.map(([t, c]) => `${t} ×${c}`).join(", ")}`);
    }
  }
  return out.join("\n") + "\n";
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
