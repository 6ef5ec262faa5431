/**
 * `npm run bench:depth -- <repo>…`: what the syntax-tree depth guard (`exceedsTreeDepth`, run on every TypeScript
 * file the extractor and the graph stage load) costs beside parsing. For each repository's git-tracked `.ts`/`.tsx`
 * files: files, lines, total ms to parse them (`ts.createSourceFile`), total ms of the depth walk, and the deepest
 * tree found. Prints a markdown table. Reads the files only.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ts } from "ts-morph";
import { exceedsTreeDepth, MAX_TREE_DEPTH } from "../src/extract/index.js";

/** Depth of the deepest path under `node` (iterative). */
function treeDepth(node: ts.Node): number {
  let deepest = 0;
  const stack: [ts.Node, number][] = [[node, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (depth > deepest) deepest = depth;
    ts.forEachChild(current, (child) => {
      stack.push([child, depth + 1]);
    });
  }
  return deepest;
}

function main(): void {
  const repos = process.argv.slice(2);
  if (!repos.length) throw new Error("usage: npm run bench:depth -- <repo>…");
  const rows = [`| repository | TS files | lines | parse ms | depth guard ms | guard / parse | deepest tree (limit ${MAX_TREE_DEPTH}) |`, "|---|---:|---:|---:|---:|---:|---:|"];
  for (const repo of repos) {
    const files = execFileSync("git", ["ls-files", "-z"], { cwd: repo, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
      .split("\0")
      .filter((f) => /\.tsx?$/.test(f));
    let parseMs = 0;
    let guardMs = 0;
    let lines = 0;
    let deepest = 0;
    for (const file of files) {
      const text = fs.readFileSync(path.join(repo, file), "utf8");
      lines += text.split("\n").length;
      let t = performance.now();
      const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
      parseMs += performance.now() - t;
      t = performance.now();
      exceedsTreeDepth(sf);
      guardMs += performance.now() - t;
      deepest = Math.max(deepest, treeDepth(sf));
    }
    rows.push(`| ${path.basename(repo)} | ${files.length} | ${lines} | ${parseMs.toFixed(0)} | ${guardMs.toFixed(0)} | ${((guardMs / parseMs) * 100).toFixed(1)}% | ${deepest} |`);
  }
  process.stdout.write(`${rows.join("\n")}\n`);
}

main();
