/**
 * The three tools under test, each run as a child process through {@link runTool} with a fresh output
 * location, and the file set each one reports having processed.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { runTool, type ToolRun } from "./runTool.js";
import { toRepoRelative } from "./repoFiles.js";

export interface ToolResult {
  run: ToolRun;
  /** Files the tool processed, POSIX paths relative to the repository. */
  files: string[];
}

const TIMEOUT_MS = 60 * 60 * 1000;

// ---------------------------------------------------------------- ctags

/**
 * Absolute paths of what git ignores at `repo` (node_modules, dist, …), when `repo` is a git work tree;
 * ctags honours no ignore file, so these become `--exclude` arguments to keep file sets comparable.
 */
export function gitIgnoredPaths(repo: string): string[] {
  try {
    const out = execFileSync(
      "git",
      ["-C", repo, "ls-files", "--others", "--ignored", "--exclude-standard", "--directory", "-z"],
      { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 64 * 1024 * 1024 },
    );
    return out
      .split("\0")
      .filter((p) => p.length > 0)
      .map((p) => path.resolve(repo, p.replace(/\/$/, "")));
  } catch {
    return [];
  }
}

/** `ctags -R -f <outDir>/tags <repo>`, excluding node_modules and git-ignored paths. */
export async function runCtags(repo: string, outDir: string): Promise<ToolResult & { tags: number }> {
  const tagsFile = path.join(outDir, "tags");
  const excludes = ["--exclude=node_modules", ...gitIgnoredPaths(repo).map((p) => `--exclude=${p}`)];
  const run = await runTool("ctags", ["-R", ...excludes, "-f", tagsFile, repo], { timeoutMs: TIMEOUT_MS });
  const files = new Set<string>();
  let tags = 0;
  if (existsSync(tagsFile)) {
    for (const line of readFileSync(tagsFile, "utf8").split("\n")) {
      if (line.length === 0 || line.startsWith("!_")) continue;
      const file = line.split("\t")[1];
      if (file === undefined) continue;
      tags++;
      files.add(toRepoRelative(repo, file));
    }
  }
  return { run, files: [...files].sort(), tags };
}

// ---------------------------------------------------------------- repomix

/** The repomix CLI entry point installed with this project. */
export function repomixBin(projectRoot: string): string {
  const bin = path.join(projectRoot, "node_modules", "repomix", "bin", "repomix.cjs");
  if (!existsSync(bin)) throw new Error(`repomix not installed at ${bin}: run npm install`);
  return bin;
}

/** Matches one file header of repomix's plain style: 16 '=' / "File: path" / 16 '='. */
const PLAIN_FILE_HEADER = /^={16}\nFile: (.+)\n={16}\n/gm;

/**
 * Splits repomix plain-style output into `path → content`. Each entry's content runs to the next header;
 * repomix ends every entry with one blank line, which is dropped.
 */
export function parseRepomixPlain(output: string): Map<string, string> {
  const files = new Map<string, string>();
  const headers = [...output.matchAll(PLAIN_FILE_HEADER)];
  headers.forEach((m, i) => {
    const start = (m.index ?? 0) + m[0].length;
    const next = headers[i + 1];
    const end = next ? (next.index ?? output.length) : output.length;
    let body = output.slice(start, end);
    if (body.endsWith("\n\n")) body = body.slice(0, -2);
    else if (body.endsWith("\n")) body = body.slice(0, -1);
    files.set(m[1] as string, body);
  });
  return files;
}

/**
 * `repomix --compress --style plain --quiet --output <outDir>/repomix.txt <repo>`, run with `node` on the
 * installed entry point (same launcher as strata, no npx start-up in the measurement).
 */
export async function runRepomix(
  projectRoot: string,
  repo: string,
  outDir: string,
): Promise<ToolResult & { compressed: Map<string, string>; outputBytes: number }> {
  const outFile = path.join(outDir, "repomix.txt");
  const run = await runTool(
    process.execPath,
    [repomixBin(projectRoot), "--compress", "--style", "plain", "--quiet", "--output", outFile, repo],
    { cwd: outDir, timeoutMs: TIMEOUT_MS },
  );
  let compressed = new Map<string, string>();
  let outputBytes = 0;
  if (existsSync(outFile)) {
    const text = readFileSync(outFile, "utf8");
    outputBytes = Buffer.byteLength(text);
    compressed = new Map([...parseRepomixPlain(text)].map(([p, body]) => [toRepoRelative(repo, p), body]));
  }
  return { run, files: [...compressed.keys()].sort(), compressed, outputBytes };
}

// ---------------------------------------------------------------- strata

/** One row of `strata report --format json`. */
export interface StrataFileReport {
  path: string;
  language?: string;
  loc?: number;
  sourceTokens: number;
  contractTokens: number;
  summaryTokens?: number;
  sendInFull?: boolean;
}

/** `node bin/strata.js index <repo> --store <store> --json`; `parsed` is its JSON report, if any. */
export async function runStrataIndex(
  strataBin: string,
  repo: string,
  store: string,
): Promise<{ run: ToolRun; parsed: unknown }> {
  const run = await runTool(process.execPath, [strataBin, "index", repo, "--store", store, "--json"], {
    timeoutMs: TIMEOUT_MS,
  });
  return { run, parsed: parseJsonLoose(run.stdout) };
}

/** `node bin/strata.js report <repo> --store <store> --format json` (not measured). */
export async function runStrataReport(
  strataBin: string,
  repo: string,
  store: string,
): Promise<{ run: ToolRun; files: StrataFileReport[] | null; parsed: unknown }> {
  const run = await runTool(process.execPath, [strataBin, "report", repo, "--store", store, "--format", "json"], {
    timeoutMs: TIMEOUT_MS,
  });
  const parsed = parseJsonLoose(run.stdout);
  const files = extractFileReports(repo, parsed);
  return { run, files, parsed };
}

/** Parses `text` as JSON; failing that, the last line that parses; else null. */
export function parseJsonLoose(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed.length === 0) return null;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    const lines = trimmed.split("\n").reverse();
    for (const line of lines) {
      try {
        return JSON.parse(line) as unknown;
      } catch {
        // keep looking
      }
    }
    const brace = trimmed.indexOf("{");
    if (brace > 0) {
      try {
        return JSON.parse(trimmed.slice(brace)) as unknown;
      } catch {
        return null;
      }
    }
    return null;
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** The `files` array of a strata report, validated field by field; null when absent. */
export function extractFileReports(repo: string, parsed: unknown): StrataFileReport[] | null {
  if (!isRecord(parsed) || !Array.isArray(parsed.files)) return null;
  const out: StrataFileReport[] = [];
  for (const f of parsed.files) {
    if (!isRecord(f) || typeof f.path !== "string") continue;
    const num = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) ? v : 0);
    out.push({
      path: toRepoRelative(repo, f.path),
      ...(typeof f.language === "string" ? { language: f.language } : {}),
      ...(typeof f.loc === "number" ? { loc: f.loc } : {}),
      sourceTokens: num(f.sourceTokens),
      contractTokens: num(f.contractTokens),
      ...(typeof f.summaryTokens === "number" ? { summaryTokens: f.summaryTokens } : {}),
      ...(typeof f.sendInFull === "boolean" ? { sendInFull: f.sendInFull } : {}),
    });
  }
  return out;
}
