/**
 * The one capture-name vocabulary shared by every language's query files (STYLE §2: "one capture
 * vocabulary, read by capture name through one table"). A query never relies on capture order: the
 * adapter looks each capture up here by name. Capture names starting with `_` are helpers for
 * predicates and are ignored.
 *
 * Query files: `src/extract/languages/<id>/contract.scm` (definitions, parameters, file facts) and
 * `imports.scm` (dependencies).
 */
import { EntityKindSchema, type EntityKind } from "../contract.js";

/**
 * Which record a capture feeds. `def`: a definition (one per definition node and name); `param`: one
 * parameter; `list`: a marker inside a parameter list; `section`: an access section marker
 * (`private:`); `file`: a fact about the whole file; `import`: one dependency.
 */
export type CaptureScope = "def" | "param" | "list" | "section" | "file" | "import";

interface CaptureRole {
  scope: CaptureScope;
  /** Several nodes may be captured under this name for one record; all are kept, in source order. */
  many?: boolean;
}

/**
 * The vocabulary. Definition captures (`def` scope) are merged per definition node, so several small
 * patterns can each add a facet to the same definition.
 */
export const CAPTURES: Readonly<Record<string, CaptureRole>> = {
  /** `@def.<kind>`: the definition node and its entity kind; when patterns disagree, the later pattern wins. */
  def: { scope: "def" }, // `@def` alone adds facets to a definition another pattern gave a kind
  /** Outer declaration: used for line range, doc comments and signature when it holds only this definition. */
  decl: { scope: "def" },
  name: { scope: "def" },
  /** Explicit doc node (Python docstring); without it, doc comments above the declaration are used. */
  doc: { scope: "def" },
  /** Body: the signature snippet stops where it starts. */
  body: { scope: "def" },
  /** Parameter list node: the `@param` records whose parent it is are the definition's parameters. */
  params: { scope: "def" },
  returns: { scope: "def", many: true },
  type: { scope: "def", many: true },
  /** A bracketed type parameter list, split at top-level commas. */
  typeParams: { scope: "def" },
  typeParam: { scope: "def", many: true },
  value: { scope: "def" },
  /** Receiver text (Go `s *Stack[T]`, Rust impl type). */
  receiver: { scope: "def" },
  /** Name of the type a method belongs to; the method becomes a member of that type when it is in the file. */
  "receiver.type": { scope: "def" },
  /**
   * Name of the type an embedded field embeds (Go `struct { *cache }`): the public methods of that type, declared in the
   * file and itself not public, are promoted to the embedding type's public members.
   */
  embeds: { scope: "def" },
  extends: { scope: "def", many: true },
  implements: { scope: "def", many: true },
  decorator: { scope: "def", many: true },
  modifier: { scope: "def", many: true },
  /** Visibility markers: decide over sections, name rules and the language default. */
  public: { scope: "def" },
  private: { scope: "def" },

  param: { scope: "param" },
  "param.name": { scope: "param" },
  "param.type": { scope: "param", many: true },
  "param.default": { scope: "param" },
  "param.optional": { scope: "param" },
  "param.rest.list": { scope: "param" },
  "param.rest.dict": { scope: "param" },
  "param.keywordOnly": { scope: "param" },
  /** Parameters before this node, in the same list, are positional-only (Python `/`). */
  "param.separator.positionalOnly": { scope: "list" },
  /** Parameters after this node, in the same list, are keyword-only (Python `*`, `*args`). */
  "param.separator.keywordOnly": { scope: "list" },

  /** Access section label (`public:`, Ruby `private`): its text says public or not. */
  access: { scope: "section" },
  "access.public": { scope: "section" },
  "access.private": { scope: "section" },

  /** File description node(s): Python module docstring, Rust `//!` lines. */
  "file.doc": { scope: "file", many: true },
  /** Node whose doc comments are the file description (Go `package` clause). */
  "file.docAnchor": { scope: "file" },
  package: { scope: "file" },
  /** An explicit export list exists (Python `__all__`), even an empty one. */
  "export.list": { scope: "file" },
  "export.name": { scope: "file", many: true },

  /** Import statement (its line). */
  import: { scope: "import" },
  /** Module as written; quotes and angle brackets are removed. One dependency per module node. */
  "import.module": { scope: "import" },
  "import.name": { scope: "import", many: true },
  /** Local name bound for the `import.name` of the same match (`from x import a as b`). */
  "import.local": { scope: "import" },
  /** Alias of a module import (`import a.b as c`, Go `f "fmt"`). */
  "import.alias": { scope: "import" },
  /** The import binds everything (`*`): a namespace or wildcard import. */
  "import.all": { scope: "import" },
  "import.relative": { scope: "import" },
  /**
   * A block that runs only when the file is started as a script (Python `if __name__ == "__main__":`): its imports
   * serve a demo or command line, not the module, and are no dependency of it.
   */
  "import.scriptOnly": { scope: "file", many: true },
  /**
   * A block that only type checkers read (Python `if TYPE_CHECKING:`, PEP 484): its imports never run and are
   * dependencies marked `typeOnly`, as TypeScript's `import type` is.
   */
  "import.typeOnly": { scope: "file", many: true },
};

/** `def.<kind>` prefix of kind-giving definition captures. */
const DEF_KIND_PREFIX = "def.";

const KINDS = new Set<string>(EntityKindSchema.options);

/** The entity kind of a `@def.<kind>` capture, `undefined` for any other capture name. */
export function defKind(captureName: string): EntityKind | undefined {
  if (!captureName.startsWith(DEF_KIND_PREFIX)) return undefined;
  const kind = captureName.slice(DEF_KIND_PREFIX.length);
  return KINDS.has(kind) ? (kind as EntityKind) : undefined;
}

/** The role of a capture name, or `undefined` for helper captures (`_x`) and `@def.<kind>`. */
export function captureRole(captureName: string): CaptureRole | undefined {
  return CAPTURES[captureName];
}

/**
 * Checks every capture name of a query against the vocabulary.
 * @throws Error naming the query file and the unknown capture: a typo in a `.scm` file is a broken
 * environment, not a bad input file.
 */
export function checkCaptureNames(names: readonly string[], queryFile: string): void {
  for (const name of names) {
    if (name.startsWith("_") || defKind(name) !== undefined || CAPTURES[name] !== undefined) continue;
    throw new Error(`${queryFile}: capture @${name} is not in the tree-sitter capture vocabulary`);
  }
}
