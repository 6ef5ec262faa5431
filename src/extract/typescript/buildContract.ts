/**
 * One file's contract from a loaded program: description, dependencies, exports, referenced
 * declarations, diagnostics. Pure over the program: it reads nothing from disk and never throws for a
 * stack overflow, which it reports so the caller can drop the file from the program.
 */
import { ts } from "ts-morph";
import type { Entity } from "../contract.js";
import type { ExtractedContract, SourceText } from "../extractor.js";
import { emptyContract } from "../TextExtractor.js";
import type { ExtractContext, RepoRoot } from "./extractContext.js";
import { describeDeclarations, normalizeDeclaration } from "./declarations.js";
import { isStackOverflow, nestingDiagnostic, syntaxDiagnostics } from "./diagnostics.js";
import { exportEntities } from "./exportEntities.js";
import { collectExports, type ExportRecord } from "./exportTable.js";
import { fileDescription } from "./fileDescription.js";
import { collectDependencies } from "./imports.js";
import { ReferenceCollector } from "./referenced.js";

/** At most this many `referenced` entities per file (a guard against pathological files). */
export const MAX_REFERENCED = 500;

/** Inputs of {@link buildContract}. */
export interface ContractInput {
  program: ts.Program;
  checker: ts.TypeChecker;
  sourceFile: ts.SourceFile;
  file: SourceText;
  root: RepoRoot;
}

/** The contract, and whether the compiler overflowed its stack (then its checker state is suspect). */
export interface ContractResult {
  contract: ExtractedContract;
  stackOverflow: boolean;
}

/** Builds the contract of `input.sourceFile`; on a stack overflow, returns what was built so far plus a diagnostic. */
export function buildContract(input: ContractInput): ContractResult {
  const { program, checker, sourceFile: sf } = input;
  const contract = emptyContract(input.file);
  const ctx: ExtractContext = {
    program,
    checker,
    sourceFile: sf,
    root: input.root,
    fileDoc: undefined,
    refs: new ReferenceCollector(checker, sf),
    diagnostics: [],
    describe: (name, decls) => describeDeclarations(ctx, name, decls),
  };
  let stage = "reading the file description";
  try {
    const description = fileDescription(sf);
    ctx.fileDoc = description?.jsDoc;
    if (description?.text) contract.description = description.text;
    stage = "listing syntax errors";
    contract.diagnostics.push(...syntaxDiagnostics(program, sf));
    stage = "resolving imports";
    contract.dependencies = collectDependencies(ctx);
    stage = "describing exports";
    const records = collectExports(ctx, sf);
    contract.exports = exportEntities(ctx, sf, records);
    stage = "describing referenced declarations";
    ctx.refs.setExported(exportedDeclarations(ctx, records));
    contract.referenced = referencedEntities(ctx);
  } catch (error) {
    if (!isStackOverflow(error)) throw error;
    contract.diagnostics.push(...ctx.diagnostics, nestingDiagnostic(`the compiler overflowed the call stack while ${stage}`));
    return { contract, stackOverflow: true };
  }
  contract.diagnostics.push(...ctx.diagnostics);
  return { contract, stackOverflow: false };
}

/** Every declaration of this file that is exported under some name (never `referenced`). */
function exportedDeclarations(ctx: ExtractContext, records: ExportRecord[]): Set<ts.Node> {
  const out = new Set<ts.Node>();
  for (const r of records) {
    if (r.kind !== "local") continue;
    for (const d of r.decls) {
      out.add(d);
      for (const n of normalizeDeclaration(ctx, d)) out.add(n);
    }
  }
  return out;
}

function referencedEntities(ctx: ExtractContext): Entity[] {
  const out: Array<[number, Entity]> = [];
  for (let symbol = ctx.refs.take(), n = 0; symbol && n < MAX_REFERENCED; symbol = ctx.refs.take(), n++) {
    const decls = ctx.refs.declarationsInFile(symbol);
    const pos = Math.min(...decls.map((d) => d.getStart(ctx.sourceFile)));
    for (const entity of describeDeclarations(ctx, symbol.name, decls)) out.push([pos, entity]);
  }
  return out.sort((a, b) => a[0] - b[0]).map(([, e]) => e);
}
