/**
 * Languages the tree-sitter graph builder resolves calls for: one folder each under `languages/<id>/` with a
 * `language.ts` ({@link GraphLanguage}) and a `graph.scm` query. TypeScript/JavaScript use the type checker
 * instead (`typescript/`); other languages get file nodes only.
 */
import type { GraphLanguage } from "../treeSitter/graphLanguage.js";
import { cGraph, cppGraph } from "./cpp/language.js";
import { csharpGraph } from "./csharp/language.js";
import { goGraph } from "./go/language.js";
import { javaGraph } from "./java/language.js";
import { phpGraph } from "./php/language.js";
import { pythonGraph } from "./python/language.js";
import { rubyGraph } from "./ruby/language.js";
import { rustGraph } from "./rust/language.js";

/** Every tree-sitter graph language, by id. */
export const GRAPH_LANGUAGES: ReadonlyMap<string, GraphLanguage> = new Map([pythonGraph, goGraph, javaGraph, csharpGraph, rubyGraph, phpGraph, rustGraph, cppGraph, cGraph].map((l) => [l.id, l]));

/** Ids of the languages whose graph marks test code inside source files (`GraphNode.test`, Rust). */
export const TEST_MARKING_LANGUAGES: ReadonlySet<string> = new Set([...GRAPH_LANGUAGES.values()].filter((l) => l.testDecorator).map((l) => l.id));

/** Ids of {@link GRAPH_LANGUAGES}, in registry order. */
export const GRAPH_LANGUAGE_IDS: readonly string[] = [...GRAPH_LANGUAGES.keys()];
