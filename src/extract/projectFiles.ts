/**
 * The files a TypeScript project is made from besides the sources — compiler options and workspace manifests — and
 * what of each one a kept project (the extractor's warm project in `strata watch`, the graph's) depends on.
 */

/** Files whose change can make a kept TypeScript project out of date: compiler options and workspace manifests. */
export const PROJECT_FILE = /(?:^|\/)(?:[tj]sconfig[^/]*\.json|package\.json|pnpm-workspace\.ya?ml|lerna\.json)$/;

/** Manifests of which only some fields matter to a project ({@link RESOLVING_FIELDS}). */
const MANIFEST = /(?:^|\/)(?:package|lerna)\.json$/;

/**
 * The fields of a package manifest the compiler's module resolution and the workspace packages (workspaces.ts in the
 * TypeScript extractor) read. A change to another field — a release commit's version bump and dependency versions,
 * in every `package.json` of a monorepo — leaves a kept project as it is (measured on trpc: a 50-file branch switch
 * across a release spent ~0.6 s of CPU making and loading a new extraction project, and ~0.4 s making a graph project
 * only to compare its options).
 */
const RESOLVING_FIELDS = ["name", "workspaces", "packages", "exports", "imports", "source", "types", "typings", "module", "main", "type", "typesVersions", "browser"];

/**
 * What of a project file's text (`relPath`: its path, `/` separators) a kept project depends on: of a `package.json`
 * or `lerna.json`, the resolving fields (as JSON; the whole text when it does not parse); of any other file, its text.
 */
export function projectFileKey(relPath: string, text: string): string {
  if (!MANIFEST.test(relPath)) return text;
  try {
    const json = JSON.parse(text) as Record<string, unknown>;
    return JSON.stringify(RESOLVING_FIELDS.map((field) => json[field] ?? null));
  } catch {
    return text;
  }
}
