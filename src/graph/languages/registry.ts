/**
 * Languages the tree-sitter graph builder resolves calls for: one folder each under `languages/<id>/` with a
 * `language.ts` ({@link GraphLanguage}) and a `graph.scm` query. TypeScript/JavaScript use the type checker
 * instead (`typescript/`); other languages get file nodes only.
 */
import type { GraphLanguage } from "../treeSitter/graphLanguage.js";
import { goGraph } from "./go/language.js";
import { javaGraph } from "./java/language.js";
import { pythonGraph } from "./python/language.js";

/** Every tree-sitter graph language, by id. */
export const GRAPH_LANGUAGES: ReadonlyMap<string, GraphLanguage> = new Map([pythonGraph, goGraph, javaGraph].map((l) => [l.id, l]));
