/**
 * Whether a path inside installed dependencies exists, asked of the disk once per process.
 *
 * Module resolution probes the disk for every import it resolves: a package import walks up from the importing
 * file's folder, asking after `node_modules` in each ancestor and then after the package's `package.json`, typings and
 * extensions. The compiler reuses an earlier program's resolutions only for imports that resolved and only when the
 * program keeps its structure, so a long-lived process (`strata watch`, `strata mcp`) that makes a program per update
 * asks the same questions again each time: on typeorm (301k lines, no dependencies installed) 1.15 s of the CPU of 9
 * one-line edits was `stat` calls for these walks.
 *
 * Only paths with a `node_modules` segment (the folder itself or anything under it) are remembered, until an install
 * changes what is installed (installedPackages.ts: the kept projects are made again and the memo is forgotten), and a
 * repository path is always asked again, so an added or deleted repository file is seen at once. The memo is process-wide (the extractor's and the graph's programs share it) and
 * bounded ({@link MAX_ENTRIES} answers, then it starts over).
 */

/** Answers kept before the memo starts over (each a path string and a boolean). */
export const MAX_ENTRIES = 200_000;

const answers = new Map<string, boolean>();

/** True when `p` (absolute, either separator) is a `node_modules` folder or lies under one. */
export function isDependencyPath(p: string): boolean {
  return /(?:^|[\\/])node_modules(?:[\\/]|$)/u.test(p);
}

/**
 * Whether `p` exists as a `kind`: for a dependency path ({@link isDependencyPath}) the first answer of `probe` in this
 * process, for any other path `probe`'s answer now. `probe` is the disk check (never throws: false for any error).
 */
export function dependencyPathExists(p: string, kind: "file" | "directory", probe: (p: string) => boolean): boolean {
  if (!isDependencyPath(p)) return probe(p);
  const key = `${kind === "file" ? "f" : "d"}${p}`;
  const known = answers.get(key);
  if (known !== undefined) return known;
  const exists = probe(p);
  if (answers.size >= MAX_ENTRIES) answers.clear();
  answers.set(key, exists);
  return exists;
}

/** Forgets every remembered answer (the next question of each path goes to the disk). */
export function forgetDependencyPaths(): void {
  answers.clear();
}
