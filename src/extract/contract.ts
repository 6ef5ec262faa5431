/**
 * The semantic contract: the deterministic, language-neutral Stage 1 output for one source file.
 *
 * Source: seed 000 Part II §2.2 and Table 2.1 ("Minimal Semantic Extraction Schema"). The contract holds
 * the file's public API (exports, signatures, public class members, type definitions, doc comments) and
 * its imports; non-exported declarations appear only when an exported signature refers to them (§2.2).
 *
 * This zod schema is the single source of truth: the TypeScript types are inferred from it, the JSON
 * Schema in `schema/semantic-contract.v1.json` is generated from it (`npm run schema`), and
 * {@link validateContract} is the one validator.
 */
import { z } from "zod";

/** Bumped whenever the shape or the meaning of a field changes; stored rows of another version are re-extracted. */
export const CONTRACT_FORMAT_VERSION = 1 as const;

/** Maximum length of {@link Entity.signature}, in characters (seed Table 2.1: `getText().substring(0, 200)`). */
export const SIGNATURE_MAX_CHARS = 200;

/**
 * The entity name of a module's one assigned value: CommonJS `module.exports = X`, TypeScript `export = X` (its
 * `localName` is the name it has in the file).
 */
export const EXPORT_ASSIGNMENT_NAME = "export=";

export const DocTagSchema = z
  .object({
    /** Tag name without `@`, e.g. `param`, `returns`, `deprecated`. */
    tag: z.string(),
    /** The parameter or property the tag names (`@param x`), when it has one. */
    name: z.string().optional(),
    /** The tag's text, trimmed; empty string when the tag has none. */
    text: z.string(),
  })
  .strict();

export const ParameterSchema = z
  .object({
    name: z.string(),
    /** Type text as a user would read it (no `import("/abs/path")` prefixes); absent when unknown. */
    type: z.string().optional(),
    optional: z.boolean().optional(),
    /** `...rest` in TS/JS, `*args`/`**kwargs` in Python, `...T` in Go. */
    rest: z.enum(["list", "dict"]).optional(),
    /** Default value source text. */
    default: z.string().optional(),
    /** Python parameter kind when it is not an ordinary one. */
    positionalOnly: z.boolean().optional(),
    keywordOnly: z.boolean().optional(),
  })
  .strict();

export const CallSignatureSchema = z
  .object({
    /** Generic type parameters as written, e.g. `T extends object`, `T any`. */
    typeParameters: z.array(z.string()).optional(),
    params: z.array(ParameterSchema),
    returnType: z.string().optional(),
  })
  .strict();

/** Kinds of contract entities, shared by every language. */
export const EntityKindSchema = z.enum([
  "function",
  "class",
  "interface",
  "type",
  "enum",
  "enumMember",
  "variable",
  "constant",
  "namespace",
  "module",
  "struct",
  "trait",
  "method",
  "constructor",
  "property",
  "getter",
  "setter",
  "field",
  "macro",
  "reexport",
  "object",
]);

/**
 * Where a re-exported name comes from. `resolution`: `resolved` (a project file), `unresolved`
 * (a relative path that does not exist), `external` (a package).
 */
export const ReexportSourceSchema = z
  .object({
    module: z.string(),
    /** Name in the source module (`default`, or the original name of `export { a as b }`); absent for `export * as ns`. */
    name: z.string().optional(),
    namespace: z.boolean().optional(),
    resolution: z.enum(["resolved", "unresolved", "external"]),
    /** Repository-relative path of the resolved module. */
    path: z.string().optional(),
  })
  .strict();

export interface Entity {
  name: string;
  kind: z.infer<typeof EntityKindSchema>;
  /** Declared name when it differs from the exported one (`export { a as b }`, `export default function f`). */
  localName?: string;
  /** Doc comment description (JSDoc, docstring, Go doc), normalized to `\n` line endings. */
  doc?: string;
  tags?: z.infer<typeof DocTagSchema>[];
  /** Declaration text up to its body, at most {@link SIGNATURE_MAX_CHARS} characters. */
  signature?: string;
  /** Modifiers: `async`, `static`, `abstract`, `readonly`, `default`, `declare`, `generator`, `const`, `deprecated`… */
  modifiers?: string[];
  decorators?: string[];
  typeParameters?: string[];
  /** Every callable signature: one per overload (the implementation signature of overloaded TS functions is left out). */
  signatures?: z.infer<typeof CallSignatureSchema>[];
  /** Type of a variable, property or field. */
  type?: string;
  /** Definition text of a type alias, or the value of a constant / enum member. */
  value?: string;
  /** Go receiver text, e.g. `s *Stack[T]`. */
  receiver?: string;
  extends?: string[];
  implements?: string[];
  /** Public members of classes, interfaces, structs, enums, namespaces and object literals. */
  members?: Entity[];
  /** Re-export origin, for kind `reexport` and for names exported from another module. */
  source?: z.infer<typeof ReexportSourceSchema>;
  /** 1-based line range of the declaration in the original text. */
  line: number;
  endLine: number;
}

export const EntitySchema: z.ZodType<Entity> = z.lazy(() =>
  z
    .object({
      name: z.string(),
      kind: EntityKindSchema,
      localName: z.string().optional(),
      doc: z.string().optional(),
      tags: z.array(DocTagSchema).optional(),
      signature: z.string().max(SIGNATURE_MAX_CHARS).optional(),
      modifiers: z.array(z.string()).optional(),
      decorators: z.array(z.string()).optional(),
      typeParameters: z.array(z.string()).optional(),
      signatures: z.array(CallSignatureSchema).optional(),
      type: z.string().optional(),
      value: z.string().optional(),
      receiver: z.string().optional(),
      extends: z.array(z.string()).optional(),
      implements: z.array(z.string()).optional(),
      members: z.array(EntitySchema).optional(),
      source: ReexportSourceSchema.optional(),
      line: z.number().int().positive(),
      endLine: z.number().int().positive(),
    })
    .strict(),
);

/** One import of the file (seed Table 2.1 `dependencies`). */
export const DependencySchema = z
  .object({
    /** Module specifier exactly as written: `react`, `./utils`, `..models`, `fmt`. */
    module: z.string(),
    /** Imported names; `default` for a default import, `*` for a namespace / wildcard import. */
    names: z.array(z.string()),
    /** Local alias of a namespace or module import (`import * as geo`, `import a.b as c`). */
    alias: z.string().optional(),
    /** Read by type checkers only, never run: TypeScript's `import type`, an import under Python's `if TYPE_CHECKING:`. */
    typeOnly: z.boolean().optional(),
    /** `relative` for a path inside the repository, `external` for a package or standard library module. */
    kind: z.enum(["relative", "external"]),
    /** Repository-relative path of the resolved module file, when it resolves. */
    path: z.string().optional(),
    line: z.number().int().positive(),
  })
  .strict();

export const DiagnosticSchema = z
  .object({
    severity: z.enum(["error", "warning"]),
    /** Stable machine-readable code, e.g. `syntax-error`, `nesting-too-deep`. */
    code: z.string(),
    message: z.string(),
    line: z.number().int().positive().optional(),
  })
  .strict();

/** Size measures of the file text. Not part of the semantic identity ({@link contractHash} skips it). */
export const FileMetricsSchema = z
  .object({
    /** Size of the file on disk, in bytes. */
    bytes: z.number().int().nonnegative(),
    /** Number of lines (a final line without a newline counts). */
    lines: z.number().int().nonnegative(),
    /** BPE tokens of the whole file text with the configured encoding (o200k_base by default). */
    tokens: z.number().int().nonnegative(),
    /** Tokens at or under the trigger threshold: the file is sent to a model in full (seed §4.2). */
    sendInFull: z.boolean(),
  })
  .strict();

export const SemanticContractSchema = z
  .object({
    formatVersion: z.literal(CONTRACT_FORMAT_VERSION),
    /** Repository-relative path with `/` separators. */
    filePath: z.string(),
    /** Language id, e.g. `typescript`, `javascript`, `python`, `go`, `text`. */
    language: z.string(),
    /** The file's leading doc comment / module docstring / package doc. */
    description: z.string().optional(),
    /** Go package name, Java package, PHP namespace… when the language has one. */
    package: z.string().optional(),
    exports: z.array(EntitySchema),
    /** Non-exported declarations that an exported signature refers to (seed §2.2). */
    referenced: z.array(EntitySchema),
    dependencies: z.array(DependencySchema),
    metrics: FileMetricsSchema,
    diagnostics: z.array(DiagnosticSchema),
  })
  .strict();

export type DocTag = z.infer<typeof DocTagSchema>;
export type Parameter = z.infer<typeof ParameterSchema>;
export type CallSignature = z.infer<typeof CallSignatureSchema>;
export type EntityKind = z.infer<typeof EntityKindSchema>;
export type ReexportSource = z.infer<typeof ReexportSourceSchema>;
export type Dependency = z.infer<typeof DependencySchema>;
export type Diagnostic = z.infer<typeof DiagnosticSchema>;
export type FileMetrics = z.infer<typeof FileMetricsSchema>;
export type SemanticContract = z.infer<typeof SemanticContractSchema>;

/** Thrown by {@link validateContract}; `issues` lists `path: message` lines. */
export class ContractValidationError extends Error {
  constructor(
    readonly filePath: string,
    readonly issues: string[],
  ) {
    super(`invalid semantic contract for ${filePath}:\n${issues.join("\n")}`);
    this.name = "ContractValidationError";
  }
}

/**
 * Validates an unknown value against the contract schema.
 * @throws ContractValidationError naming the file and each offending path.
 */
export function validateContract(value: unknown): SemanticContract {
  const result = SemanticContractSchema.safeParse(value);
  if (result.success) return result.data;
  const filePath =
    typeof value === "object" && value !== null && typeof (value as { filePath?: unknown }).filePath === "string"
      ? (value as { filePath: string }).filePath
      : "<unknown file>";
  throw new ContractValidationError(
    filePath,
    result.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`),
  );
}
