/**
 * The note `strata index` prints when a JavaScript/TypeScript repository's packages are not installed: the type
 * checker then sees none of their types (React's `useRef<T>` result is `any`), so calls on values they make count as
 * outside the repository or unresolved. A new user's trial on mobx (01211a69, cloned without `npm install`) read
 * `adm.reaction!.track(…)` labelled "outside the repository" with no word of why.
 */
import fs from "node:fs";
import path from "node:path";
import { getLanguage } from "../extract/index.js";

/** Package names the note names before "…". */
const NAMED = 3;

/**
 * The note for `root` after an index whose files per language are `languages` (language id → files), or undefined:
 * none when no TypeScript/JavaScript file was indexed, `root` has no readable `package.json`, it lists no
 * dependencies, or a `node_modules` folder is there.
 */
export function packagesNote(root: string, languages: Record<string, number>): string | undefined {
  const scripts = Object.entries(languages).some(([id, files]) => files > 0 && getLanguage(id)?.extractor === "ts-morph");
  if (!scripts || fs.existsSync(path.join(root, "node_modules"))) return undefined;
  let manifest: Record<string, unknown>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const names = new Set<string>();
  for (const field of ["dependencies", "devDependencies", "peerDependencies"]) {
    const deps = manifest[field];
    if (deps && typeof deps === "object") for (const name of Object.keys(deps)) names.add(name);
  }
  if (!names.size) return undefined;
  const listed = [...names].sort();
  const shown = `${listed.slice(0, NAMED).join(", ")}${listed.length > NAMED ? ", …" : ""}`;
  return `package.json lists ${listed.length} ${listed.length === 1 ? "package" : "packages"} (${shown}) but there is no node_modules: the type checker cannot see their types, so calls on the values they make count as outside the repository or unresolved; install them (npm install, pnpm install or yarn) and index again for a fuller code graph`;
}
