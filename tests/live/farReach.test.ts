/**
 * Edits whose effect on node summaries reaches past the file edited: the live index's updates (`keepCompilerWarm`, the
 * hierarchy with its memo, as `strata watch` runs them) must leave the node summaries a fresh `strata index` makes,
 * though the hierarchy compares only the nodes an edit can reach (runHierarchy's memo, dirty.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { indexRepository, warmUpIndex } from "../../src/pipeline/index.js";
import { diskSourceFiles } from "../../src/extract/index.js";
import { loadConfig } from "../../src/config/index.js";
import { openStore } from "../../src/store/index.js";
import { writeTree } from "../helpers/cli.js";
import { coldContents, storeContents } from "./storeContents.js";

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) fs.rmSync(r, { recursive: true, force: true });
});

describe("live updates of edits that reach other files' summaries", () => {
  it("a caller's doc, a callee's doc, a new call, an inherited doc, a twin's doc and a folder's weight", async () => {
    const root = writeTree({
      "tsconfig.json": JSON.stringify({ compilerOptions: { strict: true, module: "esnext", moduleResolution: "bundler" } }),
      "src/base.ts": "/** Where records live. */\nexport abstract class Store {\n  /** Reads one record by its key. */\n  read(key: string): string {\n    return key;\n  }\n}\n",
      "src/memory.ts": 'import { Store } from "./base";\n\nexport class MemoryStore extends Store {\n  read(key: string): string {\n    return key + "!";\n  }\n}\n',
      "src/disk.ts": "export class DiskStore {\n  /** Writes one record to disk. */\n  write(key: string, value: string): void {\n    void key;\n    void value;\n  }\n}\n",
      "src/cache.ts": "export class CacheStore {\n  write(key: string, value: string): void {\n    void [key, value];\n  }\n}\n",
      "src/text/util.ts": "/** Formats a number for the logs. */\nexport function format(v: number): string {\n  return String(v);\n}\n\nexport function pad(s: string): string {\n  return s + \" \";\n}\n\nexport function trim(s: string): string {\n  return s.trim();\n}\n",
      "src/use/use.ts": 'import { format, pad } from "../text/util";\n\nexport function label(s: string): string {\n  return format(1) + pad(s);\n}\n',
      "src/app.ts": 'import { format, pad } from "./text/util";\n\n/** Prints the total for the user. */\nexport function report(n: number): string {\n  return pad(format(n));\n}\n',
      "src/lib/one.ts": "export function one(): number {\n  return 1;\n}\n",
      "src/tools/two.ts": "export function two(): number {\n  return 2;\n}\n\nexport function three(): number {\n  return 3;\n}\n",
    });
    roots.push(root);
    const store = openStore(path.join(root, ".strata", "strata.db"));
    const update = async (what: string): Promise<void> => {
      await indexRepository({ root, store, config: loadConfig(root), threads: 1, keepCompilerWarm: true });
      expect(await storeContents(store), what).toEqual(await coldContents(root, roots));
    };
    const edit = (file: string, from: string, to: string): void => {
      const at = path.join(root, file);
      const text = fs.readFileSync(at, "utf8");
      expect(text, file).toContain(from);
      fs.writeFileSync(at, text.replace(from, to));
    };
    try {
      await update("cold");
      await warmUpIndex({ root, store, sources: diskSourceFiles(root), threads: 1 });
      // report's doc is format's and pad's callers' purpose (their context), in util.ts, which is not rebuilt (nor is
      // its folder: the edited file's folders are, and with them their children).
      edit("src/app.ts", "Prints the total for the user.", "Shows the sum to the reader.");
      await update("a caller's doc");
      // format's doc makes its summary, which report's input reads.
      edit("src/text/util.ts", "Formats a number for the logs.", "Renders a number as text.");
      await update("a callee's doc");
      // Two callers of trim and a third of pad: util.ts names its most used exports first, and label() now lists pad
      // before format (most callers first), though neither file is rebuilt.
      edit("src/app.ts", "export function report", 'export function tidy(s: string): string {\n  return trim(s);\n}\n\nexport function other(s: string): string {\n  return trim(s) + pad(s);\n}\n\n/** Prints. */\nexport function report');
      edit("src/app.ts", "import { format, pad }", "import { format, pad, trim }");
      await update("new calls");
      // format's body a line longer, its summary the same: its weight, which label()'s input reads of its callee.
      edit("src/text/util.ts", "  return String(v);", "  // Plain digits.\n  return String(v);");
      await update("a callee's weight");
      // MemoryStore.read has no doc: it inherits Store.read's.
      edit("src/base.ts", "Reads one record by its key.", "Looks a record up.");
      await update("an inherited doc");
      // CacheStore.write has no doc; DiskStore.write, of the same name and parameters, is its twin only when related.
      edit("src/disk.ts", "Writes one record to disk.", "Saves one record in a file.");
      await update("a twin's doc");
      // A new export under src/lib/: src/'s folders weigh their exports.
      edit("src/lib/one.ts", "export function one", "export function half(): number {\n  return 0.5;\n}\n\nexport function quarter(): number {\n  return 0.25;\n}\n\nexport function one");
      await update("a folder's weight");
    } finally {
      await store.close();
    }
  }, 300_000);
});
