/**
 * `referenced`: non-exported declarations of the file that an exported signature refers to, found
 * transitively (seed §2.2: "if a function, class, or type is not exported and is not a dependency of an
 * exported member, it is … excluded"). The describers note every written type node and inferred type
 * they print; the collector keeps the top-level declarations of this file those mention.
 */
import { ts } from "ts-morph";
import { safeSymbolAt } from "./compilerInternals.js";
import { declaredNames } from "./namespaces.js";
import type { ReferenceSink } from "./extractContext.js";

/** Inferred types are followed this deep through unions, intersections and type arguments. */
const MAX_TYPE_DEPTH = 3;
/** At most this many types are looked at per noted type (a 500-member union costs no more). */
const MAX_TYPES_PER_NOTE = 64;

export class ReferenceCollector implements ReferenceSink {
  private readonly seen = new Set<ts.Symbol>();
  private readonly queue: ts.Symbol[] = [];
  private readonly seenTypes = new Set<ts.Type>();
  private exported: ReadonlySet<ts.Node> = new Set();
  /** Names declared by the file's top-level statements: any other name cannot be `referenced`. */
  private localNames: Set<string> | undefined;

  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly sourceFile: ts.SourceFile,
  ) {}

  /** Declarations that are exported: their symbols are never `referenced`. */
  setExported(declarations: ReadonlySet<ts.Node>): void {
    this.exported = declarations;
  }

  /** Notes every name a written type (or heritage expression) mentions. */
  noteTypeNode(node: ts.Node): void {
    const stack: ts.Node[] = [node];
    while (stack.length > 0) {
      const current = stack.pop() as ts.Node;
      let name: ts.Node | undefined;
      if (ts.isTypeReferenceNode(current)) name = current.typeName;
      else if (ts.isExpressionWithTypeArguments(current)) name = current.expression;
      else if (ts.isTypeQueryNode(current)) name = current.exprName;
      if (name) this.noteName(name);
      if (ts.isImportTypeNode(current)) continue;
      ts.forEachChild(current, (child) => {
        stack.push(child);
      });
    }
  }

  /** Notes the named declarations behind an inferred type (bounded: {@link MAX_TYPES_PER_NOTE} types per call). */
  noteType(root: ts.Type): void {
    const stack: Array<[ts.Type, number]> = [[root, 0]];
    let budget = MAX_TYPES_PER_NOTE;
    while (stack.length > 0 && budget-- > 0) {
      const [type, depth] = stack.pop() as [ts.Type, number];
      if (this.seenTypes.has(type)) continue;
      this.seenTypes.add(type);
      if (type.aliasSymbol) this.noteSymbol(type.aliasSymbol);
      const symbol = type.getSymbol();
      if (symbol) this.noteSymbol(symbol);
      if (depth >= MAX_TYPE_DEPTH) continue;
      const next: readonly ts.Type[] = [
        ...(type.isUnionOrIntersection() ? type.types : []),
        ...(type.aliasTypeArguments ?? []),
        ...(type.flags & ts.TypeFlags.Object && (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference
          ? this.checker.getTypeArguments(type as ts.TypeReference)
          : []),
      ];
      for (const t of next) stack.push([t, depth + 1]);
    }
  }

  /** The next noted symbol that is a non-exported top-level declaration of this file, or undefined. */
  take(): ts.Symbol | undefined {
    while (this.queue.length > 0) {
      const symbol = this.queue.shift() as ts.Symbol;
      const decls = this.declarationsInFile(symbol);
      if (decls.length > 0 && !decls.some((d) => this.exported.has(d))) return symbol;
    }
    return undefined;
  }

  /** Top-level declarations of `symbol` in this file. */
  declarationsInFile(symbol: ts.Symbol): ts.Node[] {
    return (symbol.declarations ?? []).filter((d) => d.getSourceFile() === this.sourceFile && isTopLevelDeclaration(d));
  }

  private noteName(name: ts.Node): void {
    let leftmost = name;
    while (ts.isQualifiedName(leftmost) || ts.isPropertyAccessExpression(leftmost)) {
      leftmost = ts.isQualifiedName(leftmost) ? leftmost.left : leftmost.expression;
    }
    // Resolving every name is the costly part; only a name the file declares at top level can qualify.
    this.localNames ??= new Set(this.sourceFile.statements.flatMap((s) => declaredNames(s).map(([, name]) => name)));
    if (ts.isIdentifier(leftmost) && !this.localNames.has(leftmost.text)) return;
    const symbol = safeSymbolAt(this.checker, leftmost);
    if (symbol) this.noteSymbol(symbol);
  }

  private noteSymbol(symbol: ts.Symbol): void {
    if (this.seen.has(symbol)) return;
    this.seen.add(symbol);
    if (symbol.flags & ts.SymbolFlags.Alias) return; // an import: a dependency, not a declaration of this file
    if (this.declarationsInFile(symbol).length > 0) this.queue.push(symbol);
  }
}

/** A statement-level declaration of the file (not a parameter, member or local of a function). */
function isTopLevelDeclaration(node: ts.Node): boolean {
  if (!node.parent) return false; // the file itself (a module symbol's declaration)
  if (ts.isVariableDeclaration(node)) return ts.isVariableStatement(node.parent.parent) && ts.isSourceFile(node.parent.parent.parent);
  return (
    ts.isSourceFile(node.parent) &&
    (ts.isFunctionDeclaration(node) ||
      ts.isClassDeclaration(node) ||
      ts.isInterfaceDeclaration(node) ||
      ts.isTypeAliasDeclaration(node) ||
      ts.isEnumDeclaration(node) ||
      ts.isModuleDeclaration(node))
  );
}
