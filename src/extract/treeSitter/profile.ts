/**
 * What the shared tree-sitter extractor needs to know about one language, as data (STYLE §2 "Languages
 * are data"): where its query files are, how its doc comments look, who is public by default, and an
 * optional set of pure hook functions for quirks the queries cannot express. Each
 * `src/extract/languages/<id>/language.ts` exports one {@link TreeSitterProfile}; the shared code never
 * branches on a language id.
 */
import type { Entity, Parameter } from "../contract.js";
import type { DocMarkupRule, LanguageSpec, RestSpelling } from "../languages/spec.js";

/** How doc comments written above a declaration are found (Go `//`, Rust `///`, Java `/** *\/`…). */
export interface DocCommentRule {
  /** Node types that are comments in this grammar (`comment`, `line_comment`, `block_comment`). */
  types: string[];
  /** Only comments whose text matches are doc comments (Rust: `///` but not `//`); absent: every comment. */
  match?: RegExp;
  /** Sibling node types allowed between the doc comment and the declaration (Rust `attribute_item`). */
  skip?: string[];
  /**
   * Comments that `match` rejects stand between doc comments and the declaration without ending the run, as
   * rustdoc reads them (reqwest's `///` doc, then a `// XXX:` line, then `pub fn retry`); absent: such a comment ends it.
   */
  plainCommentsBetween?: true;
  /** Blank lines between doc comments and the declaration do not end the run (rustdoc attaches `///` across them). */
  blankLinesBetween?: true;
  /**
   * Parent node types a declaration looks through when it is their first child: Ruby writes the class
   * comment before the `body_statement` that holds the class, not next to it.
   */
  through?: string[];
}

/**
 * Where a docstring stands (Python): the first statement of a declaration's body, when that statement is a string.
 * The contract query captures it itself (`@doc`); `declarationDoc` reads this rule for declarations the contract
 * leaves out.
 */
export interface DocstringRule {
  /** The declaration's field holding its body (`body`). */
  body: string;
  /** The statement type that holds a bare expression (`expression_statement`). */
  statement: string;
  /** String literal node types (`string`); a docstring is one of these. */
  strings: readonly string[];
}

/** Structured tags inside doc comments: `at` = `@param x …` (Javadoc, PHPDoc, YARD, Doxygen), `xml` = C# `<param name="x">`. */
export type DocTagStyle = "at" | "xml";

/** Context handed to {@link LanguageHooks.entity}. */
export interface EntityHookContext {
  /** True when the entity is a member of a class, struct, interface… (not a top-level declaration). */
  member: boolean;
}

/** Pure functions for language quirks. Every hook returns a new value and has no side effects. */
export interface LanguageHooks {
  /** Adjusts one finished entity (before its members are attached), e.g. drops Python's `self`. */
  entity?(entity: Entity, context: EntityHookContext): Entity;
  /**
   * Adjusts the definitions of one grouped declaration, in source order (Go `const ( … )`: implicit
   * repetition and `iota`). `spec` numbers the declarators of the group from 0; names declared by the
   * same declarator share it.
   */
  group?(items: GroupItem[]): Entity[];
  /** Adjusts one parameter list, in source order. */
  params?(params: Parameter[]): Parameter[];
}

/** One definition of a grouped declaration, see {@link LanguageHooks.group}. */
export interface GroupItem {
  entity: Entity;
  /** 0-based index of the declarator (Go `const_spec`) inside the group. */
  spec: number;
}

/** Everything the tree-sitter extractor knows about one language. */
export interface TreeSitterProfile {
  /** Language id (`python`, `go`…), equal to its {@link LanguageSpec.id}. */
  id: string;
  /** The language's name as people write it (`C#`, `Python`), {@link LanguageSpec.name}. */
  name: string;
  /** File extensions including the dot, lower case, as in {@link LanguageSpec.extensions}. */
  extensions: string[];
  /** Grammar file name in `@vscode/tree-sitter-wasm/wasm/`, e.g. `tree-sitter-python.wasm`. */
  grammar: string;
  /** Folder under `src/extract/languages/` that holds `contract.scm` and `imports.scm` (C reuses `cpp`). */
  queryDir: string;
  /** {@link LanguageSpec.contentVariants}: what a file of these extensions is instead when its text says so. */
  contentVariants?: LanguageSpec["contentVariants"];
  /**
   * The text to parse, of the same length (so offsets and lines hold): C and C++ blank the declaration macros a
   * preprocessor would expand (`CJSON_PUBLIC(cJSON *) cJSON_Parse(…)`, `cpp/macros.ts`). Absent: the text as read.
   */
  blankMacros?: (source: string) => string;
  /**
   * Visibility of a definition that no query marker, access section or export list decides: Python and
   * Ruby are public by default, Java and Rust private.
   */
  defaultVisibility: "public" | "private";
  /** When set, a definition without a marker is public exactly when its name matches (Go: upper-case initial). */
  publicName?: RegExp;
  docComments?: DocCommentRule;
  /** Docs written as the body's first string instead of comments (Python); when set, comments above are not docs. */
  docstring?: DocstringRule;
  /** Dependencies whose module matches are `relative` even without an `@import.relative` capture (Rust `crate::`). */
  relativeModule?: RegExp;
  /**
   * An import that binds a name under that same name (`from .main import Typer as Typer`) re-exports it where no
   * export list decides (PEP 484's explicit re-export, which type checkers honour in packages): it is a `reexport`
   * entity of the file's public API when the name is public (`publicName`). Python.
   */
  aliasReexports?: boolean;
  docTags?: DocTagStyle;
  /** Doc-comment markup that plain text leaves out (see `docMarkup.ts` in the language's folder). */
  docMarkup?: readonly DocMarkupRule[];
  /** How a rest parameter is written in rendered signatures (`LanguageSpec.restSpelling`). */
  restSpelling?: RestSpelling;
  /** A parameter written with its name where parameters may be types alone (Go), `LanguageSpec.namedParameter`. */
  namedParameter?: RegExp;
  /** Indentation is syntax (Python), `LanguageSpec.significantIndentation`. */
  significantIndentation?: true;
  /** Type stubs for code written elsewhere (Python `.pyi`), `LanguageSpec.declarationFiles`. */
  declarationFiles?: RegExp;
  hooks?: LanguageHooks;
}
