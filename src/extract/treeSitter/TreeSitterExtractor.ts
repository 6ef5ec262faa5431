/**
 * The tree-sitter extractor (seed 000 §7.3, "TreeSitterExtractor"): a factory that loads the grammar
 * of a file's language, runs that language's queries (`src/extract/languages/<id>/*.scm`) and maps the
 * captures to the canonical {@link SemanticContract} through one shared adapter.
 *
 * Rules from the parsing cases:
 * - a tree with errors still yields its entities, plus one `syntax-error` diagnostic.
 * - offsets are UTF-16 code units, so node ranges slice the JS string directly.
 * - lone `\r` becomes `\n` before parsing (same length); doc text never keeps a `\r`.
 * - every tree is deleted after use; parsers and queries in {@link TreeSitterExtractor.dispose}.
 * - no recursive tree walks; a per-file time budget cancels parse and queries
 *   (`parse-timeout` diagnostic, empty contract).
 */
import type { Language, Parser as ParserType, Query, Tree } from "web-tree-sitter";
import { Parser } from "web-tree-sitter";
import type { Extractor, ExtractedContract, SourceText } from "../extractor.js";
import { emptyContract } from "../TextExtractor.js";
import { TREE_SITTER_PROFILES } from "../languages/treeSitterLanguages.js";
import { analyzeTree } from "./analyzeTree.js";
import type { TreeSitterProfile } from "./profile.js";
import { loadGrammar, loadQuery } from "./runtime.js";
import { DEFAULT_WORK_BUDGET_STEPS, WorkBudget } from "./workBudget.js";
import { firstSyntaxError } from "./syntaxError.js";
import { normalizeLoneCarriageReturns } from "./text.js";
import { EXTRACTORS } from "../extractorVersions.js";


/** Query files of every language folder, compiled together: definitions, then dependencies. */
const QUERY_FILES = ["contract.scm", "imports.scm"] as const;

/** Options of {@link TreeSitterExtractor}. */
export interface TreeSitterExtractorOptions {
  /** Per-file budget for parse plus queries, in tree-sitter progress steps ({@link WorkBudget}). Default {@link DEFAULT_WORK_BUDGET_STEPS}. */
  budgetSteps?: number;
  /** Languages to serve; default: every profile in `languages/treeSitterLanguages.ts`. */
  profiles?: readonly TreeSitterProfile[];
}

interface Loaded {
  profile: TreeSitterProfile;
  language: Language;
  parser: ParserType;
  query: Query;
}

/**
 * Extracts contracts for every language with a {@link TreeSitterProfile} (Python, Go, Java, Rust, C#,
 * Ruby, PHP, C, C++). The WASM runtime is initialized once per process; each language's grammar,
 * parser and compiled query are loaded on first use and kept until {@link dispose}. Extraction is
 * synchronous once a language is loaded, so concurrent `extract` calls never share a parse.
 */
export class TreeSitterExtractor implements Extractor {
  readonly id = EXTRACTORS["tree-sitter"].id;
  readonly version = EXTRACTORS["tree-sitter"].version;
  private readonly budgetSteps: number;
  private readonly profiles: Map<string, TreeSitterProfile>;
  private readonly loading = new Map<string, Promise<Loaded>>();
  private readonly loaded = new Set<Loaded>();

  constructor(options: TreeSitterExtractorOptions = {}) {
    this.budgetSteps = options.budgetSteps ?? DEFAULT_WORK_BUDGET_STEPS;
    this.profiles = new Map((options.profiles ?? TREE_SITTER_PROFILES).map((p) => [p.id, p]));
  }

  supports(language: string): boolean {
    return this.profiles.has(language);
  }

  /**
   * Extracts one file. Never throws for bad input.
   * @throws Error when the language is not supported or its grammar or queries cannot load.
   */
  async extract(file: SourceText): Promise<ExtractedContract> {
    const loaded = await this.load(file.language);
    const contract = emptyContract(file);
    const read = normalizeLoneCarriageReturns(file.text);
    const source = loaded.profile.blankMacros ? loaded.profile.blankMacros(read) : read;
    const budget = new WorkBudget(this.budgetSteps);
    const tree = this.parse(loaded.parser, source, budget);
    if (!tree) return this.timedOut(contract);
    try {
      const syntax = firstSyntaxError(tree, source);
      const facts = analyzeTree(tree, source, loaded.profile, loaded.query, budget);
      if (facts.timedOut) return this.timedOut(contract);
      const { timedOut: _timedOut, ...fields } = facts;
      Object.assign(contract, fields);
      if (syntax) contract.diagnostics.push(syntax);
      return contract;
    } catch (error) {
      // A defect in the adapter must not stop the run (issue: "it never stops the run"): the file keeps
      // an empty contract and says why.
      contract.diagnostics.push({
        severity: "error",
        code: "extract-error",
        message: `tree-sitter extraction failed: ${error instanceof Error ? error.message : String(error)}`,
      });
      return contract;
    } finally {
      tree.delete();
    }
  }

  /** Deletes every parser and query; the extractor loads them again if used afterwards. */
  dispose(): void {
    for (const l of this.loaded) {
      l.query.delete();
      l.parser.delete();
    }
    this.loaded.clear();
    this.loading.clear();
  }

  private parse(parser: ParserType, source: string, budget: WorkBudget): Tree | null {
    const tree = parser.parse(source, null, { progressCallback: budget.tick });
    if (!tree) parser.reset(); // a cancelled parse would otherwise resume on the next file
    return tree;
  }

  private timedOut(contract: ExtractedContract): ExtractedContract {
    contract.diagnostics.push({
      severity: "error",
      code: "parse-timeout",
      message: `tree-sitter parse exceeded the per-file budget of ${this.budgetSteps} steps; no entities extracted`,
    });
    return contract;
  }

  private load(languageId: string): Promise<Loaded> {
    let promise = this.loading.get(languageId);
    if (!promise) {
      const profile = this.profiles.get(languageId);
      if (!profile) return Promise.reject(new Error(`tree-sitter extractor does not support language "${languageId}"`));
      promise = this.create(profile);
      this.loading.set(languageId, promise);
      promise.catch(() => this.loading.delete(languageId));
    }
    return promise;
  }

  private async create(profile: TreeSitterProfile): Promise<Loaded> {
    const language = await loadGrammar(profile.grammar);
    const query = loadQuery(language, profile.queryDir, QUERY_FILES);
    const parser = new Parser();
    parser.setLanguage(language);
    const loaded: Loaded = { profile, language, parser, query };
    this.loaded.add(loaded);
    return loaded;
  }
}
