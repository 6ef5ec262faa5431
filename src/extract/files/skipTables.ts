/**
 * What discovery skips by name alone ("skips vendored and generated files … lock files,
 * minified bundles … and binary files"). The tables are data: adding a name is adding a row, and
 * {@link classifyDirectory} / {@link classifyFile} are the only code that reads them.
 *
 * Decisions:
 * - Directory names match at any depth, case-sensitively (`vendor/` inside `pkg/` is skipped too). A
 *   directory is reported once, as one skipped entry for its path; nothing below it is listed.
 * - A `!name/` line in a `.strataignore` that matches the path itself overrides every table here (the
 *   walker checks that before calling these functions), so a project whose real source lives in `build/`
 *   or `vendor/` can keep it. A `!` line in a `.gitignore` does not: it speaks to git only.
 * - `bin/` and `lib/` are not in the generated table: they hold hand-written scripts and sources too often
 *   (this repository's own `bin/strata.js`).
 * - File names: lock files match exactly; suffixes and extensions match case-insensitively.
 * - No binary extension is also a registered language extension (`.svg` is XML text); a test holds that.
 */
import type { SkipReason } from "./discoveryTypes.js";

/** A table row: names that share a reason and a short description used in the skip detail. */
interface DirRow {
  reason: Extract<SkipReason, "vendored" | "generated">;
  what: string;
  names: readonly string[];
}

/** Directories never walked because they hold third-party code or tool output. */
export const SKIPPED_DIRECTORIES: readonly DirRow[] = [
  { reason: "vendored", what: "installed JavaScript packages", names: ["node_modules", "bower_components", "jspm_packages", ".yarn", ".pnpm-store"] },
  { reason: "vendored", what: "vendored dependencies", names: ["vendor", "third_party", "Pods", "Carthage"] },
  { reason: "vendored", what: "Python virtual environment or packages", names: [".venv", "venv", "site-packages", ".tox", ".nox", ".eggs"] },
  { reason: "generated", what: "build output", names: ["dist", "build", "out", "target", "storybook-static", ".output"] },
  { reason: "generated", what: "framework build output", names: [".next", ".nuxt", ".svelte-kit", ".angular", ".docusaurus", ".vercel"] },
  {
    reason: "generated",
    what: "tool cache",
    names: [".cache", ".parcel-cache", ".turbo", ".gradle", ".terraform", "__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache"],
  },
  { reason: "generated", what: "coverage report", names: ["coverage", "htmlcov", ".nyc_output"] },
];

/** Dependency lock files, matched by exact name. */
export const LOCK_FILES: readonly string[] = [
  "package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml", "bun.lock", "bun.lockb", "deno.lock",
  "Cargo.lock", "go.sum", "go.work.sum", "poetry.lock", "Pipfile.lock", "pdm.lock", "uv.lock", "composer.lock",
  "Gemfile.lock", "mix.lock", "pubspec.lock", "Podfile.lock", "Package.resolved", "packages.lock.json",
  "gradle.lockfile", "flake.lock", "conan.lock",
];

/** A name-suffix row for files: lower-case suffixes, a reason and what the suffix means. */
interface SuffixRow {
  reason: Extract<SkipReason, "minified" | "generated">;
  what: string;
  suffixes: readonly string[];
}

/** File-name suffixes that mark minified bundles and generated code (`*.generated.*` is handled as an infix). */
export const SKIPPED_SUFFIXES: readonly SuffixRow[] = [
  { reason: "minified", what: "minified bundle", suffixes: [".min.js", ".min.mjs", ".min.cjs", ".min.css", ".bundle.js", ".bundle.mjs"] },
  { reason: "minified", what: "source map", suffixes: [".map"] },
  {
    reason: "generated",
    what: "generated code",
    suffixes: [
      ".pb.go", "_pb2.py", "_pb2.pyi", "_pb2_grpc.py", ".pb.cc", ".pb.h", "_pb.js", "_pb.d.ts", "_grpc_pb.js",
      ".g.dart", ".freezed.dart", ".designer.cs",
    ],
  },
];

/** Infix that marks generated code in any language (`schema.generated.ts`, STYLE §3). */
export const GENERATED_INFIX = ".generated.";

/** Extensions (lower case, with the dot) of files that are binary by type; such files are never read. */
export const BINARY_EXTENSIONS: ReadonlySet<string> = new Set([
  // images
  ".png", ".jpg", ".jpeg", ".gif", ".bmp", ".ico", ".icns", ".webp", ".tif", ".tiff", ".avif", ".heic", ".psd",
  // archives and packages
  ".zip", ".tar", ".gz", ".tgz", ".bz2", ".xz", ".7z", ".rar", ".zst", ".lz4", ".jar", ".war", ".ear", ".whl",
  ".nupkg", ".apk", ".ipa", ".dmg", ".iso", ".deb", ".rpm", ".lockb",
  // fonts
  ".woff", ".woff2", ".ttf", ".otf", ".eot",
  // executables, objects, bytecode
  ".exe", ".dll", ".so", ".dylib", ".a", ".lib", ".o", ".obj", ".class", ".pyc", ".pyo", ".wasm", ".node",
  // documents and media
  ".pdf", ".doc", ".docx", ".xls", ".xlsx", ".ppt", ".pptx", ".odt", ".mp3", ".mp4", ".wav", ".ogg", ".flac",
  ".avi", ".mov", ".mkv", ".webm", ".m4a",
  // databases and model or array data
  ".db", ".sqlite", ".sqlite3", ".parquet", ".npy", ".npz", ".pkl", ".pickle", ".h5", ".onnx", ".pt", ".pth",
  ".ckpt", ".safetensors", ".tflite",
]);

/** Names never walked and never reported: version-control data and strata's own store. */
export const ALWAYS_SKIPPED: ReadonlySet<string> = new Set([".git", ".strata"]);

/** Why a name is skipped: the reason and a detail sentence (what it is and how to keep it). */
export interface NameVerdict {
  reason: SkipReason;
  detail: string;
}

const dirIndex = new Map<string, DirRow>();
for (const row of SKIPPED_DIRECTORIES) for (const name of row.names) dirIndex.set(name, row);
const lockFiles = new Set(LOCK_FILES);

const keepHint = (pattern: string): string => `add "!${pattern}" to .strataignore to index it`;

/** The verdict for a directory named `name` (base name only), or `undefined` when it is walked. */
export function classifyDirectory(name: string): NameVerdict | undefined {
  const row = dirIndex.get(name);
  if (!row) return undefined;
  return { reason: row.reason, detail: `${row.what} (${name}/); not walked: ${keepHint(`${name}/`)}` };
}

/**
 * The verdict for a file named `name` (base name only), or `undefined` when nothing in the tables
 * matches. Checked in order: lock file, minified/generated suffix, `.generated.` infix, binary extension.
 */
export function classifyFile(name: string): NameVerdict | undefined {
  if (lockFiles.has(name)) return { reason: "lockfile", detail: `dependency lock file; not indexed: ${keepHint(name)}` };
  const lower = name.toLowerCase();
  for (const row of SKIPPED_SUFFIXES) {
    const suffix = row.suffixes.find((s) => lower.endsWith(s) && lower.length > s.length);
    if (suffix) return { reason: row.reason, detail: `${row.what} by name (*${suffix}); not indexed: ${keepHint(name)}` };
  }
  const infix = lower.indexOf(GENERATED_INFIX);
  if (infix > 0) return { reason: "generated", detail: `generated code by name (*${GENERATED_INFIX}*); not indexed: ${keepHint(name)}` };
  const dot = lower.lastIndexOf(".");
  const ext = dot > 0 ? lower.slice(dot) : "";
  if (BINARY_EXTENSIONS.has(ext)) return { reason: "binary", detail: `binary file type (${ext}); not read` };
  return undefined;
}
