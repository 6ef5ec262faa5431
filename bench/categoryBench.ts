/**
 * `npm run bench:categories -- <labels.json> <name>=<repo> [<name>=<repo>…] [--thresholds 0.45,0.6]`: precision
 * and recall of the purpose categories (seed 003_ac3c632a333c0efa.txt, "Research into navigation by purpose")
 * against hand labels, per category and overall, at each threshold, with coverage (files with at least one kept
 * category) on the labelled sample and on the whole repository. Each repository must have been indexed
 * (`strata index <repo>`); its store is only read. Prints markdown tables, then every wrong assignment at the
 * chosen threshold ({@link CATEGORY_THRESHOLD}).
 */
import path from "node:path";
import { CATEGORY_IDS, CATEGORY_THRESHOLD, scoreCategories, type FileCategory } from "../src/retrieve/index.js";
import { defaultStorePath, openStore } from "../src/store/index.js";
import { readCategoryLabels, scoreLabelledFiles, type ScoredFile as Scored } from "./categoryLabels.js";

const pct = (n: number, d: number): string => (d ? `${((100 * n) / d).toFixed(1)}% (${n}/${d})` : "–");

function table(rows: Scored[], threshold: number): string {
  const lines = [`### threshold ${threshold}`, "", "| category | precision | recall |", "|---|---:|---:|"];
  let tp = 0;
  let assigned = 0;
  let labelled = 0;
  for (const id of CATEGORY_IDS) {
    let t = 0;
    let a = 0;
    let l = 0;
    for (const r of rows) {
      const kept = r.scores.some((s) => s.category === id && s.confidence >= threshold);
      if (kept) a++;
      if (r.labels.has(id)) l++;
      if (kept && r.labels.has(id)) t++;
    }
    tp += t;
    assigned += a;
    labelled += l;
    lines.push(`| ${id} | ${pct(t, a)} | ${pct(t, l)} |`);
  }
  lines.push(`| **all** | **${pct(tp, assigned)}** | **${pct(tp, labelled)}** |`);
  // Tests and docs are mostly decided by path conventions; the rest is where the contract evidence matters.
  const topical = (s: FileCategory): boolean => s.category !== "testing" && s.category !== "documentation" && s.confidence >= threshold;
  const topicalKept = rows.flatMap((r) => r.scores.filter(topical).map((s) => r.labels.has(s.category)));
  lines.push(`| all but testing and documentation | ${pct(topicalKept.filter(Boolean).length, topicalKept.length)} | |`);
  const covered = rows.filter((r) => r.scores.some((s) => s.confidence >= threshold)).length;
  lines.push("", `Coverage on the sample: ${pct(covered, rows.length)}.`);
  return lines.join("\n");
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const flag = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const thresholds = (flag("--thresholds") ?? `0.45,${CATEGORY_THRESHOLD}`).split(",").map(Number);
  const positional = args.filter((a, i) => !a.startsWith("--") && args[i - 1] !== "--thresholds");
  const [labelsFile, ...repoArgs] = positional;
  if (!labelsFile || !repoArgs.length) throw new Error("usage: bench:categories <labels.json> <name>=<repo> [<name>=<repo>…] [--thresholds 0.45,0.6]");
  const labels = readCategoryLabels(labelsFile);
  const rows: Scored[] = [];
  const out: string[] = ["# Purpose categories against hand labels", ""];
  const whole: string[] = [];
  for (const arg of repoArgs) {
    const [name, dir] = arg.split("=") as [string, string];
    const set = labels.repos[name];
    if (!set) throw new Error(`${labelsFile}: no labels for repository "${name}"`);
    const store = openStore(defaultStorePath(path.resolve(dir)), { readOnly: true });
    try {
      const files = new Map((await store.listFiles()).map((f) => [f.path, f]));
      rows.push(...(await scoreLabelledFiles(store, name, set, dir)));
      for (const t of thresholds) {
        const covered = [...files.values()].filter((f) => scoreCategories(f.path, f.contract).some((s) => s.confidence >= t)).length;
        whole.push(`| ${name} | ${t} | ${pct(covered, files.size)} |`);
      }
    } finally {
      await store.close();
    }
  }
  out.push(`${rows.length} labelled files from ${repoArgs.map((a) => a.split("=")[0]).join(", ")}.`, "");
  for (const t of thresholds) out.push(table(rows, t), "");
  out.push("### coverage on the whole repositories", "", "| repository | threshold | files with a category |", "|---|---:|---:|", ...whole, "");
  out.push(`### wrong assignments at ${CATEGORY_THRESHOLD}`, "");
  for (const r of rows) {
    for (const s of r.scores) if (s.confidence >= CATEGORY_THRESHOLD && !r.labels.has(s.category)) out.push(`- ${r.repo} ${r.path}: ${s.category} ${s.confidence} (${s.evidence.join("; ")}); labels: ${[...r.labels].join(", ")}`);
  }
  process.stdout.write(`${out.join("\n")}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
});
