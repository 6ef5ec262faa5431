/**
 * The surface of a TypeScript file: everything another file's graph edges can depend on, as canonical text.
 * An edge of another file into this one is resolved by the checker from this file's exports (what they alias,
 * their declared or inferred types), the members of the types it declares (and which declaration each member
 * comes from), the `const a = b.c` aliases the builder follows, the object-literal values it gives interface
 * properties (the repository-wide index of `tsImplementations.ts`) and the graph node ids and kinds of its
 * declarations. When two versions of a file have the same surface, the files depending on it get the same edges
 * from either version, so a graph update need not rebuild them.
 * A file whose effect reaches files by other means has no surface (it is never skipped): a script (no import or
 * export, so its declarations are global), `declare global`, `declare module "…"` augmentations and
 * triple-slash references.
 */
import { ts } from "ts-morph";
import type { FileDecls } from "./tsDeclarations.js";
import { implementationFacts } from "./tsImplementations.js";
import { withCanonicalUnions, withSortedMembers } from "../../shared/tsUnionOrder.js";

/** Type text: in full, with every named type qualified by its file (`import("/abs/a").Foo`), so two types of one name differ. */
const TYPE_FLAGS = ts.NodeBuilderFlags.NoTruncation | ts.NodeBuilderFlags.UseFullyQualifiedType | ts.NodeBuilderFlags.IgnoreErrors;

const printer = ts.createPrinter({ removeComments: true, omitTrailingSemicolon: true });
const scratch = ts.createSourceFile("surface.ts", "", ts.ScriptTarget.Latest);
const print = (node: ts.Node): string => printer.printNode(ts.EmitHint.Unspecified, node, scratch);

/** Type syntax as text, union members in the canonical order both programs share (src/shared/tsUnionOrder.ts). */
function canonicalText(node: ts.Node | undefined): string {
  return node ? print(withSortedProperties(withCanonicalUnions(node, print))) : "?";
}

/**
 * `node` with the property signatures of every type literal in order of their printed text, other members (call,
 * construct and index signatures, methods) keeping their places. A mapped type over a union (`Pick<T, "b" | "a">`)
 * lists its properties in the union's order, which is the order the checker created the union's members in: two
 * programs over the same files print `{ a: any; b: any }` and `{ b: any; a: any }` (measured on trpc: a comment edit
 * of the `unstable-core-do-not-import.ts` barrel read as a changed surface). No edge depends on that order.
 */
function withSortedProperties<T extends ts.Node>(node: T): T {
  return withSortedMembers<T, ts.TypeElement>(node, print, {
    members: (n) => (ts.isTypeLiteralNode(n) ? n.members : undefined),
    movable: (m) => ts.isPropertySignature(m),
    compare: (a, b) => (a < b ? -1 : a > b ? 1 : 0),
    rebuild: (factory, n, members) => factory.updateTypeLiteralNode(n as ts.TypeLiteralNode, factory.createNodeArray(members)),
  });
}

/** Deepest namespace nesting followed through exports. */
const MAX_NAMESPACE_DEPTH = 4;

/**
 * The surface of `sf` (checked by `checker`) as sorted text lines, or undefined when the file reaches other files
 * by other means than its exports (see the module comment). `decls`: the file's graph declarations.
 * Never throws for repository content: a checker failure gives undefined (not comparable, so not skipped).
 */
export function fileSurface(sf: ts.SourceFile, checker: ts.TypeChecker, decls: FileDecls): string[] | undefined {
  if (reachesUnnamed(sf)) return undefined;
  try {
    const lines: string[] = [];
    for (const n of decls.nodes) lines.push(`node ${n.id} ${n.kind}`);
    const typeText = (type: ts.Type, extra = ts.NodeBuilderFlags.None): string => canonicalText(checker.typeToTypeNode(type, undefined, TYPE_FLAGS | extra));
    const members = (owner: string, type: ts.Type): void => {
      for (const p of checker.getPropertiesOfType(type)) {
        const at = p.valueDeclaration ?? p.declarations?.[0];
        const memberType = at ? checker.getTypeOfSymbolAtLocation(p, at) : checker.getDeclaredTypeOfSymbol(p);
        lines.push(`member ${owner}.${p.name} ${declarationsOf(p)} : ${typeText(memberType)}`);
      }
      for (const kind of [ts.SignatureKind.Call, ts.SignatureKind.Construct]) {
        for (const s of checker.getSignaturesOfType(type, kind)) lines.push(`signature ${owner} ${kind} ${canonicalText(checker.signatureToSignatureDeclaration(s, ts.SyntaxKind.FunctionType, undefined, TYPE_FLAGS))}`);
      }
      for (const info of checker.getIndexInfosOfType(type)) lines.push(`index ${owner} ${typeText(info.keyType)} : ${typeText(info.type)}`);
    };
    const symbolLines = (name: string, symbol: ts.Symbol, depth: number): void => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      lines.push(`export ${name} ${target.flags} ${declarationsOf(target)}`);
      const at = target.valueDeclaration ?? target.declarations?.[0];
      if (target.flags & ts.SymbolFlags.Value && at) lines.push(`value ${name} : ${typeText(checker.getTypeOfSymbolAtLocation(target, at))}`);
      if (target.flags & ts.SymbolFlags.Type) {
        const declared = checker.getDeclaredTypeOfSymbol(target);
        lines.push(`type ${name} = ${typeText(declared, ts.NodeBuilderFlags.InTypeAlias)}`);
        if (target.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface)) members(name, declared);
      }
      if (target.flags & ts.SymbolFlags.Class && at) members(`${name}.static`, checker.getTypeOfSymbolAtLocation(target, at));
      if (target.flags & ts.SymbolFlags.Namespace && depth < MAX_NAMESPACE_DEPTH) {
        for (const inner of checker.getExportsOfModule(target)) symbolLines(`${name}.${inner.name}`, inner, depth + 1);
      }
    };
    const moduleSymbol = checker.getSymbolAtLocation(sf);
    for (const s of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) symbolLines(s.name, s, 0);

    const visit = (node: ts.Node): void => {
      if (ts.isModuleDeclaration(node) && (ts.isStringLiteral(node.name) || node.flags & ts.NodeFlags.GlobalAugmentation)) throw new Augmentation();
      if (ts.isClassLike(node) || ts.isInterfaceDeclaration(node) || ts.isEnumDeclaration(node) || ts.isTypeAliasDeclaration(node)) {
        // Types declared anywhere in the file (also local ones another file reaches through an inferred type).
        const symbol = node.name ? checker.getSymbolAtLocation(node.name) : checker.getSymbolAtLocation(node);
        const owner = declarationId(node);
        if (symbol) {
          const declared = checker.getDeclaredTypeOfSymbol(symbol);
          lines.push(`declares ${owner} = ${typeText(declared, ts.NodeBuilderFlags.InTypeAlias)}`);
          if (!ts.isTypeAliasDeclaration(node)) members(owner, declared);
          if (ts.isClassLike(node)) members(`${owner}.static`, checker.getTypeOfSymbolAtLocation(symbol, node));
        } else lines.push(`declares ${owner}`);
      } else if (ts.isVariableDeclaration(node) && node.initializer && ts.getCombinedNodeFlags(node) & ts.NodeFlags.Const) {
        // The builder follows a `const a = b.c` to what it names: the initializer is part of what callers of `a` reach.
        const init = node.initializer;
        if (ts.isIdentifier(init) || ts.isPropertyAccessExpression(init)) lines.push(`alias ${declarationId(node)} = ${init.getText(sf)}`);
      }
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(sf, visit);
    for (const fact of implementationFacts(checker, sf)) lines.push(`implements ${declarationId(fact.property)} <- ${fact.value ? declarationId(fact.value) : "assigned"}`);
    for (const statement of sf.statements) {
      if (ts.isImportDeclaration(statement) || ts.isImportEqualsDeclaration(statement) || (ts.isExportDeclaration(statement) && statement.moduleSpecifier)) lines.push(`import ${statement.getText(sf)}`);
    }
    return lines.sort();
  } catch (error) {
    // An augmentation, or a checker failure (a stack overflow on deep nesting): not comparable.
    if (error instanceof Error) return undefined;
    throw error;
  }
}

/**
 * True when `sf` can reach files that never import it (see the module comment): a script, a triple-slash reference,
 * or a top-level `declare global` / `declare module "…"` (an augmentation nested deeper is found by `fileSurface`'s walk).
 */
export function reachesUnnamed(sf: ts.SourceFile): boolean {
  if (!ts.isExternalModule(sf) || sf.referencedFiles.length || sf.typeReferenceDirectives.length || sf.libReferenceDirectives.length) return true;
  return sf.statements.some((s) => ts.isModuleDeclaration(s) && (ts.isStringLiteral(s.name) || Boolean(s.flags & ts.NodeFlags.GlobalAugmentation)));
}

/** Thrown out of the walk at a `declare global` / `declare module "…"`: the file has no surface. */
class Augmentation extends Error {}

/** The declarations of a symbol, position-free: `file#Outer.inner:Kind` each, in order. */
function declarationsOf(symbol: ts.Symbol): string {
  return (symbol.declarations ?? []).map(declarationId).join(",");
}

/**
 * A declaration's identity that survives edits elsewhere in its file: its file name, the names of its named
 * ancestors and its own name, and its syntax kind (an unnamed ancestor counts as its kind).
 */
function declarationId(decl: ts.Node): string {
  const names: string[] = [];
  for (let n: ts.Node | undefined = decl; n && !ts.isSourceFile(n); n = n.parent) {
    const name = ts.isVariableStatement(n) || ts.isVariableDeclarationList(n) || ts.isBlock(n) || ts.isModuleBlock(n) ? undefined : ts.getNameOfDeclaration(n as ts.Declaration);
    if (name) names.push(ts.isIdentifier(name) || ts.isPrivateIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : name.getText());
    else if (n === decl || ts.isFunctionLike(n) || ts.isClassLike(n)) names.push(`<${ts.SyntaxKind[n.kind]}>`);
  }
  return `${decl.getSourceFile().fileName}#${names.reverse().join(".")}:${ts.SyntaxKind[decl.kind]}`;
}
