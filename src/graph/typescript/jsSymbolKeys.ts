/**
 * Members keyed by a symbol constant in JavaScript and TypeScript: `const kHooks = Symbol('fastify.hooks')` (or a property of a module
 * object of such constants, `{ kHooks: Symbol('fastify.hooks') }`), members defined under it (`{ [kHooks]: new Hooks() }`,
 * `instance[kHooks] = buildHooks(…)`, `[asJsonSym]: asJson`) and calls through it (`this[kHooks].add(…)`,
 * `this[asJsonSym](…)`). The checker types a symbol held in an object literal as `symbol`, not a `unique symbol`, so it
 * gives such an element access no member and the calls reached nothing: 85 of fastify's and pino's core calls
 * (`request[kRouteContext].contentTypeParser.run(…)`, pino's `this[asJsonSym](…)`). In TypeScript the checker gave
 * yargs's `this[kRunYargsParserAndExecuteCommands](…)` (a class method `[kRun…](…) {}`) no signature either: its 76
 * calls of 36 such methods had no edge, and `callers`/`impact` of them said nothing.
 *
 * A key is the declaration its constant comes from, followed through imports, `require` destructuring and shorthand
 * exports to a `Symbol(…)` or `Symbol.for(…)` initializer; any other key (a string, a computed name) is none. The
 * definitions of a key are every non-test file's members and assignments under it (a test file's count for calls in
 * test files too). Edges found so are `scope` edges. An incremental build rebuilds a caller when its target's file or
 * the file declaring the key changes (it has an edge into each); a value under the key changed in a third file, which
 * the caller has no edge into, reaches the caller's edges at its next rebuild (`strata index --rebuild` for all).
 */
import { ts } from "ts-morph";
import type { GraphNodeKind } from "../types.js";
import { assignedFunction } from "./jsThisOwner.js";
import { isNothing, skipOuter, type ResolveDeclaration } from "./tsDeclarations.js";


/** A member defined under a symbol key: the member or assignment, the value it gives, and whether a test file holds it. */
interface KeyedDefinition {
  node: ts.Node;
  value: ts.Expression | undefined;
  test: boolean;
}

/** Most steps {@link SymbolKeyIndex.keyOf} follows from a key's use to its `Symbol(…)` declaration. */
const MAX_KEY_STEPS = 4;

/** Callable node kinds. */
const CALLABLE = new Set<GraphNodeKind>(["function", "method", "class"]);

/** The members defined under each symbol key of a program's repository files, collected once per program. */
export class SymbolKeyIndex {
  private byKey: Map<ts.Node, KeyedDefinition[]> | undefined;

  /**
   * @param checker The program's checker.
   * @param files Every repository source file of the program.
   * @param resolve A declaration's graph node (see `tsGraph.ts`).
   * @param isTest Whether a source file is a test file.
   */
  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly files: () => readonly ts.SourceFile[],
    private readonly resolve: ResolveDeclaration,
    private readonly isTest: (sf: ts.SourceFile) => boolean,
  ) {}

  /**
   * The repository function or method a JavaScript call through a symbol key reaches: for `x[k](…)` the one function
   * the definitions under `k` give (`[asJsonSym]: asJson`); for `x[k].m(…)` the member `m` of the type of every value
   * defined under `k` (`[kHooks]: new Hooks()` → `Hooks.prototype.add` for `this[kHooks].add(…)`), when all agree.
   * Undefined otherwise (no key, no definition, several targets, a value of unknown type).
   */
  target(callee: ts.Node): { id: string; kind: GraphNodeKind } | undefined {
    const e = skipOuter(callee as ts.Expression);
    try {
      if (ts.isElementAccessExpression(e)) return this.one(this.definitions(e, callee.getSourceFile()).map((d) => this.functionOf(d)));
      if (ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.name)) {
        // A constant holding a keyed value (ws's `const websocket = this[kWebSocket]`, then `websocket.emitClose()`).
        const written = skipOuter(e.expression);
        const holder = ts.isIdentifier(written) ? (this.constantAccess(written) ?? written) : written;
        if (!ts.isElementAccessExpression(holder)) return undefined;
        const name = e.name.text;
        // A placeholder (`[kState]: null` before the real value is set) gives no member.
        const values = this.definitions(holder, callee.getSourceFile()).filter((d) => !d.value || !isNothing(skipOuter(d.value)));
        return this.one(values.map((d) => this.memberOf(d, name)));
      }
    } catch {
      return undefined;
    }
    return undefined;
  }

  /** The element access a `const` named `name` is initialized with (`const websocket = this[kWebSocket]`), else undefined. */
  private constantAccess(name: ts.Identifier): ts.ElementAccessExpression | undefined {
    const decl = this.checker.getSymbolAtLocation(name)?.valueDeclaration;
    if (!decl || !ts.isVariableDeclaration(decl) || !decl.initializer || (decl.parent.flags & ts.NodeFlags.Const) === 0) return undefined;
    const init = skipOuter(decl.initializer);
    return ts.isElementAccessExpression(init) ? init : undefined;
  }

  /** The definitions under the key of `access` seen from `from` (test files' only from test files); empty for no key. */
  private definitions(access: ts.ElementAccessExpression, from: ts.SourceFile): KeyedDefinition[] {
    const key = this.keyOf(access.argumentExpression, 0);
    if (!key) return [];
    const fromTest = this.isTest(from);
    return (this.index().get(key) ?? []).filter((d) => fromTest || !d.test);
  }

  /** The one target all of `targets` name; undefined when one is undefined or they differ, or there are none. */
  private one(targets: readonly ({ id: string; kind: GraphNodeKind } | undefined)[]): { id: string; kind: GraphNodeKind } | undefined {
    let found: { id: string; kind: GraphNodeKind } | undefined;
    for (const t of targets) {
      if (!t || (found && found.id !== t.id)) return undefined;
      found = t;
    }
    return found;
  }

  /** The function a keyed definition gives: a method's own node, a function literal, a name bound to a function. */
  private functionOf(d: KeyedDefinition): { id: string; kind: GraphNodeKind } | undefined {
    if (ts.isMethodDeclaration(d.node)) return this.callable(d.node);
    if (ts.isBinaryExpression(d.node)) {
      const fn = assignedFunction(d.node);
      return fn ? this.callable(fn as ts.Declaration) : undefined;
    }
    const value = d.value && skipOuter(d.value);
    if (!value) return undefined;
    if (ts.isFunctionExpression(value) || ts.isArrowFunction(value)) return this.callable(value);
    if (ts.isIdentifier(value)) {
      let symbol = this.checker.getSymbolAtLocation(value);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
      const decl = symbol?.valueDeclaration;
      return decl ? this.callable(decl) : undefined;
    }
    return undefined;
  }

  /** The node of member `name` of a keyed value's type (`new Hooks()` → `Hooks.prototype.add`); undefined for a value of unknown type. */
  private memberOf(d: KeyedDefinition, name: string): { id: string; kind: GraphNodeKind } | undefined {
    if (!d.value) return undefined;
    const type = this.checker.getTypeAtLocation(d.value);
    if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return undefined;
    const member = type.getProperty(name);
    const decl = member?.declarations?.length === 1 ? member.declarations[0]! : undefined;
    if (!decl) return undefined;
    const own = this.callable(decl);
    if (own) return own;
    // `Hooks.prototype.add = function (…)`: the checker's declaration is the assignment's target.
    const assignment = ts.isPropertyAccessExpression(decl) && ts.isBinaryExpression(decl.parent) && decl.parent.left === decl ? decl.parent : undefined;
    const fn = assignment && assignedFunction(assignment);
    return fn ? this.callable(fn as ts.Declaration) : undefined;
  }

  private callable(decl: ts.Declaration): { id: string; kind: GraphNodeKind } | undefined {
    const r = this.resolve(decl);
    return r && "id" in r && CALLABLE.has(r.kind) ? r : undefined;
  }

  /**
   * The declaration a key expression's constant comes from (an identifier or `symbols.kX`), when its initializer is
   * `Symbol(…)` or `Symbol.for(…)`; undefined otherwise.
   */
  private keyOf(expr: ts.Expression, steps: number): ts.Node | undefined {
    if (steps > MAX_KEY_STEPS) return undefined;
    const e = skipOuter(expr);
    const at = ts.isIdentifier(e) ? e : ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.name) ? e.name : undefined;
    if (!at) return undefined;
    let symbol = this.checker.getSymbolAtLocation(at);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    const decl = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    if (!decl) return undefined;
    if (ts.isBindingElement(decl)) {
      // `const { kHooks } = require('./symbols')`: the property of the required module's value.
      const name = decl.propertyName ?? decl.name;
      if (!ts.isIdentifier(name)) return undefined;
      const property = this.checker.getTypeAtLocation(decl.parent).getProperty(name.text);
      // Destructured from a name that holds the module (pino's `const symbols = require('./lib/symbols')`, then
      // `const { setLevelSym } = symbols`), the property has its declaration in `declarations` only.
      const target = property?.valueDeclaration ?? property?.declarations?.[0];
      return target ? this.declaredKey(target, steps + 1) : undefined;
    }
    return this.declaredKey(decl, steps + 1);
  }

  /** {@link keyOf} of a declaration: itself when it holds `Symbol(…)`, else what a shorthand or a name it holds comes from. */
  private declaredKey(decl: ts.Node, steps: number): ts.Node | undefined {
    if (ts.isShorthandPropertyAssignment(decl)) {
      // The variable the shorthand names (its name's own symbol is the property, which leads back here).
      const value = this.checker.getShorthandAssignmentValueSymbol(decl);
      const declared = value?.valueDeclaration ?? value?.declarations?.[0];
      return declared && declared !== decl ? this.declaredKey(declared, steps + 1) : this.keyOf(decl.name, steps);
    }
    const init = ts.isVariableDeclaration(decl) || ts.isPropertyAssignment(decl) ? decl.initializer : ts.isBinaryExpression(decl.parent) && decl.parent.left === decl ? decl.parent.right : undefined;
    if (!init) return undefined;
    const value = skipOuter(init);
    if (isSymbolCall(value)) return decl;
    return ts.isIdentifier(value) || ts.isPropertyAccessExpression(value) ? this.keyOf(value, steps) : undefined;
  }

  /** Every definition under a key in the program's repository files, read once. */
  private index(): Map<ts.Node, KeyedDefinition[]> {
    if (this.byKey) return this.byKey;
    const byKey = new Map<ts.Node, KeyedDefinition[]>();
    const add = (keyExpr: ts.Expression, d: KeyedDefinition): void => {
      if (!ts.isIdentifier(skipOuter(keyExpr)) && !ts.isPropertyAccessExpression(skipOuter(keyExpr))) return;
      const key = this.keyOf(keyExpr, 0);
      if (!key) return;
      const list = byKey.get(key);
      if (list) list.push(d);
      else byKey.set(key, [d]);
    };
    for (const sf of this.files()) {
      if (sf.isDeclarationFile) continue;
      const test = this.isTest(sf);
      for (const k of keyedSyntax(sf)) add(k.key, { node: k.node, value: k.value, test });
    }
    this.byKey = byKey;
    return byKey;
  }
}

/** Each parsed file's members and assignments under a computed key (syntax only, so kept while the warm program keeps the file object). */
const KEYED_SYNTAX = new WeakMap<ts.SourceFile, readonly { key: ts.Expression; node: ts.Node; value: ts.Expression | undefined }[]>();

/** The members (`[k]: v`, `[k]() {}`) and assignments (`x[k] = v`) of a file under a computed key, read once per file object. */
function keyedSyntax(sf: ts.SourceFile): readonly { key: ts.Expression; node: ts.Node; value: ts.Expression | undefined }[] {
  const kept = KEYED_SYNTAX.get(sf);
  if (kept) return kept;
  const found: { key: ts.Expression; node: ts.Node; value: ts.Expression | undefined }[] = [];
  const visit = (n: ts.Node): void => {
    if ((ts.isPropertyAssignment(n) || ts.isMethodDeclaration(n)) && ts.isComputedPropertyName(n.name)) {
      found.push({ key: n.name.expression, node: n, value: ts.isPropertyAssignment(n) ? n.initializer : undefined });
    } else if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isElementAccessExpression(n.left)) {
      found.push({ key: n.left.argumentExpression, node: n, value: n.right });
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  KEYED_SYNTAX.set(sf, found);
  return found;
}

/** `Symbol(…)` or `Symbol.for(…)`. */
function isSymbolCall(e: ts.Expression): boolean {
  if (!ts.isCallExpression(e)) return false;
  const callee = skipOuter(e.expression);
  if (ts.isIdentifier(callee)) return callee.text === "Symbol";
  return ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === "Symbol" && callee.name.text === "for";
}
