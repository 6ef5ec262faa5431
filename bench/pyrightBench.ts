/**
 * `npm run bench:pyright -- <repo> [--sample N] [--seed S] [--list N]`: the Python call graph against pyright on a
 * seeded sample of Python functions and methods (200 by default; pyrightCallHierarchy.ts says how they are compared).
 * Prints a markdown table: precision and recall of our resolved call edges against pyright's call hierarchy, the cost
 * of each (wall time, peak memory), and with `--list N` up to N disagreements of each kind to read by hand.
 */
import path from "node:path";
import { buildGraphWithReport, graphStats } from "../src/graph/index.js";
import { comparePyright, peakRssMiB, startPyright, type PyrightComparison, type PyrightOptions } from "./pyrightCallHierarchy.js";
import { readGraphInput } from "./repoFiles.js";

function parseArgs(argv: string[]): PyrightOptions & { list: number } {
  const args = { repo: process.cwd(), sample: 200, seed: 1, list: 0 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--sample") args.sample = Number(argv[++i]);
    else if (a === "--seed") args.seed = Number(argv[++i]);
    else if (a === "--list") args.list = Number(argv[++i]);
    else args.repo = path.resolve(a);
  }
  return args;
}

const ratio = (a: number, b: number): string => (b ? (a / b).toFixed(3) : "–");

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const root = args.repo;
  const files = await readGraphInput(root);
  const python = files.filter((f) => f.language === "python");
  if (!python.length) throw new Error(`${root}: no Python files to compare`);
  const t0 = performance.now();
  const { graph } = await buildGraphWithReport({ root, files });
  const graphMs = performance.now() - t0;
  const ourRss = process.resourceUsage().maxRSS / 1024;
  const stats = graphStats(graph).calls.find((s) => s.language === "python");
  const texts = new Map(python.map((f) => [f.path, f.text]));
  const p0 = performance.now();
  const pyright = await startPyright(root);
  let c: PyrightComparison;
  let pyrightRss: number | undefined;
  try {
    c = await comparePyright(args, graph, texts, pyright.connection);
  } finally {
    pyrightRss = await peakRssMiB(pyright.pid);
    await pyright.stop();
  }
  const pyrightMs = performance.now() - p0;
  const loc = python.reduce((n, f) => n + f.text.split("\n").length, 0);
  const out = [
    `## Python call graph against pyright: ${path.basename(root)}`,
    "",
    "| measure | value |",
    "|---|---:|",
    `| Python files / LOC | ${python.length} / ${loc} |`,
    `| our graph: build time (s, every language) / peak RSS (MiB, whole process) | ${(graphMs / 1000).toFixed(2)} / ${ourRss.toFixed(0)} |`,
    `| our Python calls: resolved / unresolved internal (resolved share) | ${stats ? `${stats.resolved} / ${stats.unresolvedInternal} (${stats.internalResolvedFraction.toFixed(3)})` : "–"} |`,
    `| pyright: time for the sample (s, start included) / peak RSS (MiB) | ${(pyrightMs / 1000).toFixed(2)} / ${pyrightRss?.toFixed(0) ?? "–"} |`,
    `| functions sampled (seed ${args.seed}) | ${c.sampled} (${c.skipped} skipped: no call-hierarchy item at the name) |`,
    `| call edges: ours / pyright's / both | ${c.ours} / ${c.theirs} / ${c.both} |`,
    `| precision (ours pyright also has) / recall (pyright's we have) | ${ratio(c.both, c.ours)} / ${ratio(c.both, c.theirs)} |`,
    `| ours only that call an instance's \`__call__\` (pyright lists none) / precision not counting them | ${c.instanceCalls} / ${ratio(c.both, c.ours - c.instanceCalls)} |`,
  ];
  if (args.list > 0) {
    out.push("", "Ours only (pyright lists no such call):", ...c.onlyOurs.slice(0, args.list).map((s) => `- ${s}`));
    out.push("", "Pyright's only:", ...c.onlyTheirs.slice(0, args.list).map((s) => `- ${s}`));
  }
  process.stdout.write(`${out.join("\n")}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
