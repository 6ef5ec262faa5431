/**
 * Value uses of a declaration: a function, method or class named without being called, constructed or passed as an
 * argument — `{ fetch: customFetch }`, `{ fetch }`, `api.get = get`, `ky.create = …` (a read of the function
 * `ky`), `x instanceof C`, `C.defaults`, `handler = other`, `const { get } = api`, `typeof f` in a type. The graph records them as `uses`
 * edges, apart from `calls`, so callers and callees keep meaning calls; `references` lists them as use sites (the
 * language service's find-all-references does too).
 *
 * Not value uses: a declaration's own name (with the constructor of a prototype method's target: `Reply` in
 * `Reply.prototype.send = …`), the name after a dot (`o.m`: a method read, a `calls` edge `via:
 * "reference"`), import and export clauses (`import { f }`, `export { f }`, `export default f`: module plumbing,
 * listed for the file, not the declaration), and names whose symbol the checker resolves to no repository node.
 */
import { ts } from "ts-morph";
import type { GraphNodeKind } from "../types.js";
import { isPrototypeTargetOwner } from "./jsPrototype.js";

/** A declaration's graph node, as `tsEdges.ts`'s `DeclResolver` gives it (`external`, or undefined, when it has none). */
type DeclResolver = (decl: ts.Declaration) => { id: string; kind: GraphNodeKind } | { external: true } | undefined;

/** Node kinds a value use may point at: what a name in an expression can denote among graph nodes. */
const VALUE_KINDS: ReadonlySet<GraphNodeKind> = new Set(["function", "method", "class"]);

/**
 * True when identifier `id` is read or written as a value where it stands: not a declaration's name, not the name
 * after a dot, not in an `export default` / `export =` of just that name. The caller leaves out import and export
 * declarations and callees (their `calls` edges already say where they are).
 */
export function isValueName(id: ts.Identifier): boolean {
  const parent = id.parent;
  if (ts.isShorthandPropertyAssignment(parent) && parent.name === id) return true;
  // `name` is the declared name of every declaration (and the member name of `a.b`, `a?.b`, `import.meta`).
  if ((parent as { name?: ts.Node }).name === id) return false;
  if (ts.isBindingElement(parent) && parent.propertyName === id) return false;
  // `Reply` in `Reply.prototype.send = …` names the method being defined.
  if (isPrototypeTargetOwner(id)) return false;
  let top: ts.Node = id;
  while (ts.isParenthesizedExpression(top.parent) || ts.isAsExpression(top.parent) || ts.isSatisfiesExpression(top.parent) || ts.isNonNullExpression(top.parent)) top = top.parent;
  return !ts.isExportAssignment(top.parent);
}

/**
 * The graph node (function, method or class) identifier `id` names as a value, found by the checker (through
 * import aliases; the value of a shorthand property `{ f }`), else undefined. Never throws.
 */
export function valueUseTarget(checker: ts.TypeChecker, resolveDecl: DeclResolver, id: ts.Identifier): { id: string; kind: GraphNodeKind } | undefined {
  let symbol: ts.Symbol | undefined;
  try {
    symbol = ts.isShorthandPropertyAssignment(id.parent) && id.parent.name === id ? checker.getShorthandAssignmentValueSymbol(id.parent) : checker.getSymbolAtLocation(id);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  } catch {
    return undefined;
  }
  // Only symbols that can be a function, method or class: a name of a plain variable, parameter or property is no node.
  if (!symbol || !(symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Method | ts.SymbolFlags.Class | ts.SymbolFlags.Variable))) return undefined;
  return safeNodeOf(resolveDecl, symbol);
}

/**
 * {@link nodeOf}, never throwing: resolving a variable's declaration may check its initializer, and a checker
 * failure there (a stack overflow on a 20,000-term `a + a + …` the extractor served empty) costs this use only.
 */
function safeNodeOf(resolveDecl: DeclResolver, symbol: ts.Symbol | undefined): { id: string; kind: GraphNodeKind } | undefined {
  try {
    return nodeOf(resolveDecl, symbol);
  } catch {
    return undefined;
  }
}

/**
 * The graph node (function, method or class) a destructuring names as the property it reads (`const { get } = api`,
 * `const { get: read } = api`), found by the checker as that property of the pattern's type, when `id` is the
 * property's name in an object binding pattern; else undefined. Never throws.
 */
export function destructuredTarget(checker: ts.TypeChecker, resolveDecl: DeclResolver, id: ts.Identifier): { id: string; kind: GraphNodeKind } | undefined {
  const read = destructuredRead(checker, id);
  return read ? safeNodeOf(resolveDecl, read.property) : undefined;
}

/**
 * The property a destructuring reads when `id` is the property's name in an object binding pattern (`get` of
 * `const { get } = api` or `const { get: read } = api`): the pattern's type and that type's property (undefined when
 * it has none); undefined for any other identifier or when the checker fails.
 */
export function destructuredRead(checker: ts.TypeChecker, id: ts.Identifier): { type: ts.Type; property: ts.Symbol | undefined } | undefined {
  const element = id.parent;
  if (!ts.isBindingElement(element) || !ts.isObjectBindingPattern(element.parent) || element.dotDotDotToken || (element.propertyName ?? element.name) !== id) return undefined;
  try {
    const type = checker.getTypeAtLocation(element.parent);
    return { type, property: checker.getPropertyOfType(type, id.text) };
  } catch {
    return undefined;
  }
}

function nodeOf(resolveDecl: DeclResolver, symbol: ts.Symbol | undefined): { id: string; kind: GraphNodeKind } | undefined {
  for (const decl of symbol?.declarations ?? []) {
    const r = resolveDecl(decl);
    if (r && "id" in r) return VALUE_KINDS.has(r.kind) ? r : undefined;
  }
  return undefined;
}

/** The identifiers of every `typeof x` / `typeof a.b` query inside type node `type` (its names, left to right). */
export function typeQueryNames(type: ts.Node): ts.Identifier[] {
  const out: ts.Identifier[] = [];
  const names = (n: ts.EntityName): void => {
    if (ts.isIdentifier(n)) out.push(n);
    else {
      names(n.left);
      out.push(n.right);
    }
  };
  const visit = (n: ts.Node): void => {
    if (ts.isTypeQueryNode(n)) names(n.exprName);
    ts.forEachChild(n, visit);
  };
  visit(type);
  return out;
}
