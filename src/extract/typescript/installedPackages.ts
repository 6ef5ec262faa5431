/**
 * What is installed in a repository's `node_modules`, as a short key. The type declarations of installed packages
 * shape TypeScript and JavaScript contracts (an inferred type `ReturnType<typeof make>` is read from the package's
 * `.d.ts`) and the graph (a call into a package is external, a package's class a base type), yet no repository file
 * changes when a package is upgraded. A package manager rewrites one file of its own on every install; its content
 * stands for the installed tree: a changed key re-extracts the repository's TypeScript and JavaScript files
 * (`rowExtractorKey` in the pipeline), makes new kept projects and forgets the remembered `node_modules` paths
 * (dependencyPaths.ts), and a watcher follows these files (`src/live/watcher.ts`).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The files a package manager rewrites when it installs, repository-relative (`/` separators): npm's hidden lockfile
 * (npm 7 and later), pnpm's `.modules.yaml`, Yarn Berry's state file (node_modules linker) and Yarn classic's
 * integrity file. Only the root's: workspace installs write them there.
 */
export const INSTALL_MARKERS: readonly string[] = ["node_modules/.package-lock.json", "node_modules/.modules.yaml", "node_modules/.yarn-state.yml", "node_modules/.yarn-integrity"];

/** Absolute marker path → its stat when last hashed and its content hash (a marker is read again only when its stat changes). */
const hashed = new Map<string, { stat: string; hash: string }>();

/**
 * A key of what is installed under `root` (absolute): 12 hex digits of a SHA-256 over the contents of the
 * {@link INSTALL_MARKERS} present, or `""` when none is (nothing installed, or a package manager that writes none:
 * such a tree is not followed). Reads a marker only when its size, mtime or inode changed since this process last
 * read it. Never throws: an unreadable marker counts as absent.
 */
export function installedPackagesKey(root: string): string {
  const parts: string[] = [];
  for (const rel of INSTALL_MARKERS) {
    const abs = path.join(root, rel);
    let stat: fs.Stats;
    try {
      stat = fs.statSync(abs);
    } catch {
      continue;
    }
    if (!stat.isFile()) continue;
    const stamp = `${stat.size} ${stat.mtimeMs} ${stat.ino}`;
    let known = hashed.get(abs);
    if (known?.stat !== stamp) {
      let bytes: Buffer;
      try {
        bytes = fs.readFileSync(abs);
      } catch {
        continue;
      }
      known = { stat: stamp, hash: crypto.createHash("sha256").update(bytes).digest("hex") };
      hashed.set(abs, known);
    }
    parts.push(`${rel} ${known.hash}`);
  }
  return parts.length ? crypto.createHash("sha256").update(parts.join("\n")).digest("hex").slice(0, 12) : "";
}
