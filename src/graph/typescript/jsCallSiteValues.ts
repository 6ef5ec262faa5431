/**
 * Untyped JavaScript parameters typed by the repository's own call sites. knex e25d54bcb's `Runner` is built as
 * `constructor(client, builder) { this.client = client; … }`, and the one place that makes it is `runner(builder) {
 * return new Runner(this, builder) }` in `Client`: so `this.client.query(…)` in a `Runner` method runs `Client.query`.
 * The checker types `client` as `any` and the call reached nothing; 231 of knex's unresolved calls in `lib/` went
 * through `this.client`.
 *
 * For a call `r.m(…)` on a receiver `r` the checker types `any`, where `r` is an untyped parameter `p` of a function,
 * class method, constructor function or class constructor, or `this.f` of a class or constructor function whose only
 * assignment to `f` is `this.f = p` in its constructor: the values `p` may hold are the arguments at `p`'s position in
 * every call site the repository has that the checker binds to it (`new C(…)`, `f(…)`, `x.m(…)`, `C.call(this, …)`,
 * a subclass's `super(…)`; for a method also every `x.m(…)` the checker binds to nothing), followed through sites
 * that pass on a parameter of their own (up to {@link MAX_DEPTH} steps). The call reaches `m` of those values' types
 * when every one gives the same repository function or method. Nothing is found when a site's argument has no type
 * the checker knows, a site spreads its arguments, or the function is also handed out as a value (it may then be called
 * from anywhere). Call sites in test files count only for a call in a test file: a test's stand-ins
 * (`new Runner({ query() {} })`) say nothing of what the library passes.
 *
 * Edges found so are `scope` edges. An incremental build rebuilds a caller when its target's file changes; a call site
 * changed in a third file reaches the caller's edge at its next rebuild (`strata index --rebuild` for all).
 */
import { ts } from "ts-morph";
import type { GraphNodeKind } from "../types.js";
import { declarationBehind, skipOuter, type ResolveDeclaration } from "./tsDeclarations.js";

/** A call or construction that may run a function: `f(…)`, `new C(…)`, `C.call(this, …)` (arguments shifted by one), `super(…)`. */
interface CallSite {
  call: ts.CallExpression | ts.NewExpression;
  /** Where the called function's first parameter's argument is (1 for `C.call(this, …)`). */
  shift: number;
  test: boolean;
}

/** Most parameters followed from a site's argument to the sites of its own function. */
const MAX_DEPTH = 3;

/** Most call sites read for one function. */
const MAX_SITES = 200;

/** The call sites of a program's repository functions, indexed once per program by the name they call. */
export class CallSiteValues {
  private byName: Map<string, CallSite[]> | undefined;
  private readonly sites = new WeakMap<ts.Node, CallSite[] | null>();

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
   * The repository function or method a JavaScript member call `r.m(…)` reaches through the values its call sites give
   * the receiver `r` (see the module comment), or undefined.
   */
  target(callee: ts.Node): { id: string; kind: GraphNodeKind } | undefined {
    if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.name)) return undefined;
    try {
      if (!(this.checker.getTypeAtLocation(callee.expression).flags & ts.TypeFlags.Any)) return undefined;
      const fromTest = this.isTest(callee.getSourceFile());
      const values = this.valuesOf(callee.expression, 0, fromTest);
      if (!values?.length) return undefined;
      let found: { id: string; kind: GraphNodeKind } | undefined;
      for (const v of values) {
        const type = this.checker.getTypeAtLocation(v);
        if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return undefined;
        const decl = type.getProperty(callee.name.text)?.declarations?.[0];
        const r = decl ? this.resolve(decl) : undefined;
        if (!r || !("id" in r) || (r.kind !== "function" && r.kind !== "method") || (found && found.id !== r.id)) return undefined;
        found = r;
      }
      return found;
    } catch {
      return undefined;
    }
  }

  /** The argument expressions the value `e` (a parameter, or `this.f` set from one) may come from; undefined when unknown. */
  private valuesOf(e: ts.Expression, depth: number, fromTest: boolean): ts.Expression[] | undefined {
    const x = skipOuter(e);
    const param = ts.isIdentifier(x) ? this.untypedParameter(x) : ts.isPropertyAccessExpression(x) && x.expression.kind === ts.SyntaxKind.ThisKeyword ? this.fieldParameter(x) : undefined;
    if (!param) return undefined;
    const fn = param.parent as ts.SignatureDeclaration;
    const index = fn.parameters.indexOf(param);
    const sites = this.callSitesOf(fn);
    if (!sites?.length) return undefined;
    const out: ts.Expression[] = [];
    for (const site of sites) {
      if (site.test && !fromTest) continue;
      const args = site.call.arguments ?? [];
      if (args.some((a, i) => ts.isSpreadElement(a) && i <= index + site.shift)) return undefined;
      const arg = args[index + site.shift];
      if (!arg) continue;
      const inner = depth < MAX_DEPTH ? this.valuesOf(arg, depth + 1, fromTest) : undefined;
      if (inner) out.push(...inner);
      else if (this.passesParameter(arg)) return undefined;
      else out.push(arg);
    }
    return out;
  }

  /** True when an argument is a parameter or `this.f` the rule could not follow: its value is unknown. */
  private passesParameter(arg: ts.Expression): boolean {
    const x = skipOuter(arg);
    if (ts.isIdentifier(x)) return this.untypedParameter(x) !== undefined;
    return false;
  }

  /** The untyped parameter (no annotation, no JSDoc type) a name refers to, of a function, method or constructor. */
  private untypedParameter(name: ts.Identifier): ts.ParameterDeclaration | undefined {
    const d = this.checker.getSymbolAtLocation(name)?.valueDeclaration;
    if (!d || !ts.isParameter(d) || d.type || ts.getJSDocType(d) || !ts.isIdentifier(d.name) || d.dotDotDotToken) return undefined;
    return d;
  }

  /** For `this.f` in a class or constructor function: the constructor's parameter `p` when `this.f = p` is the class's only assignment to `f`. */
  private fieldParameter(access: ts.PropertyAccessExpression): ts.ParameterDeclaration | undefined {
    const ctor = constructorAround(access);
    if (!ctor) return undefined;
    const name = access.name.text;
    const assigned: ts.Expression[] = [];
    const visit = (n: ts.Node): void => {
      if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(n.left) && n.left.expression.kind === ts.SyntaxKind.ThisKeyword && n.left.name.text === name) assigned.push(n.right);
      ts.forEachChild(n, visit);
    };
    visit(ctor.scope);
    const only = assigned.length === 1 ? skipOuter(assigned[0]!) : undefined;
    if (!only || !ts.isIdentifier(only)) return undefined;
    const param = this.untypedParameter(only);
    return param && param.parent === ctor.fn ? param : undefined;
  }

  /** The repository call sites of a function, constructor or constructor function; undefined when it is handed out as a value or has none. */
  private callSitesOf(fn: ts.SignatureDeclaration): CallSite[] | undefined {
    const target: ts.Node | undefined = ts.isConstructorDeclaration(fn) ? fn.parent : ts.isFunctionDeclaration(fn) || (ts.isMethodDeclaration(fn) && ts.isClassLike(fn.parent)) ? fn : ts.isFunctionExpression(fn) && ts.isVariableDeclaration(fn.parent) ? fn.parent : undefined;
    if (!target) return undefined;
    const kept = this.sites.get(target);
    if (kept !== undefined) return kept ?? undefined;
    const named = (target as ts.NamedDeclaration).name;
    const name = named && ts.isIdentifier(named) ? named.text : undefined;
    const found: CallSite[] = [];
    for (const site of name ? (this.index().get(name) ?? []) : []) {
      const callee = site.call.kind === ts.SyntaxKind.CallExpression && (site.call as ts.CallExpression).expression.kind === ts.SyntaxKind.SuperKeyword ? superTarget(site.call) : calledName(site.call, site.shift);
      const bound = callee ? declarationBehind(this.checker, callee) : undefined;
      // A method's call on an untyped receiver (`this.client.runner(this)`) may be one of it: its arguments count too.
      if (callee && (bound === target || (bound === undefined && ts.isMethodDeclaration(target) && ts.isPropertyAccessExpression(skipOuter(site.call.expression))))) found.push(site);
    }
    const result = found.length && found.length <= MAX_SITES && !this.handedOut(target, name!) ? found : null;
    this.sites.set(target, result);
    return result ?? undefined;
  }

  /** True when a function's name is read as a value somewhere other than a call, `new`, `.call` or `.prototype` (it may be called from anywhere). */
  private handedOut(target: ts.Node, name: string): boolean {
    // A class or constructor function is made with `new` wherever it goes, a method called on its object; only a plain
    // function's uses are checked.
    if (ts.isClassDeclaration(target) || ts.isMethodDeclaration(target)) return false;
    for (const sf of this.files()) {
      if (!sf.text.includes(name)) continue;
      let out = false;
      const visit = (n: ts.Node): void => {
        if (out) return;
        if (ts.isIdentifier(n) && n.text === name && !isDeclarationName(n) && declarationBehind(this.checker, n) === target && !calledOrMade(n)) out = true;
        else ts.forEachChild(n, visit);
      };
      visit(sf);
      if (out) return true;
    }
    return false;
  }

  /** Every repository call site by the name it calls (`f`, `C`, `C` of `C.call`, the parent class of a `super(…)`), read once. */
  private index(): Map<string, CallSite[]> {
    if (this.byName) return this.byName;
    const byName = new Map<string, CallSite[]>();
    const add = (name: string, site: CallSite): void => {
      const list = byName.get(name);
      if (list) list.push(site);
      else byName.set(name, [site]);
    };
    for (const sf of this.files()) {
      const test = this.isTest(sf);
      const visit = (n: ts.Node): void => {
        if (ts.isNewExpression(n) || ts.isCallExpression(n)) {
          const c = skipOuter(n.expression);
          // A class made under another local name (`const QueryCompiler = require('./pg-querycompiler')`, whose class
          // is `QueryCompiler_PG`) is indexed under its declared name too.
          if (ts.isNewExpression(n)) {
            const declared = declarationBehind(this.checker, ts.isPropertyAccessExpression(c) ? c.name : c);
            const name = declared && (ts.isClassDeclaration(declared) || ts.isFunctionDeclaration(declared)) ? declared.name?.text : undefined;
            const local = ts.isPropertyAccessExpression(c) ? c.name.text : ts.isIdentifier(c) ? c.text : undefined;
            if (name && name !== local) add(name, { call: n, shift: 0, test });
          }
          if (ts.isIdentifier(c)) add(c.text, { call: n, shift: 0, test });
          else if (ts.isNewExpression(n) && ts.isPropertyAccessExpression(c)) add(c.name.text, { call: n, shift: 0, test });
          else if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(c) && c.name.text === "call" && ts.isIdentifier(skipOuter(c.expression))) add((skipOuter(c.expression) as ts.Identifier).text, { call: n, shift: 1, test });
          // A method's call (`this.runner(…)`, `client.runner(…)`).
          else if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(c)) add(c.name.text, { call: n, shift: 0, test });
          else if (c.kind === ts.SyntaxKind.SuperKeyword) {
            const parent = superTarget(n);
            if (parent) add(ts.isIdentifier(parent) ? parent.text : ts.isPropertyAccessExpression(parent) ? parent.name.text : "", { call: n, shift: 0, test });
          }
        }
        ts.forEachChild(n, visit);
      };
      visit(sf);
    }
    return (this.byName = byName);
  }
}

/** The constructor whose `this` an access in a class method or constructor function's prototype method reads: its function and the scope its fields are assigned in. */
function constructorAround(access: ts.Node): { fn: ts.SignatureDeclaration; scope: ts.Node } | undefined {
  const method = ts.findAncestor(access, (n) => ts.isClassLike(n) || ((ts.isMethodDeclaration(n) || ts.isConstructorDeclaration(n) || ts.isAccessor(n)) && ts.isClassLike(n.parent)) || ts.isFunctionDeclaration(n) || ts.isFunctionExpression(n));
  if (!method) return undefined;
  if ((ts.isMethodDeclaration(method) || ts.isConstructorDeclaration(method) || ts.isAccessor(method)) && ts.isClassLike(method.parent)) {
    const ctor = method.parent.members.find(ts.isConstructorDeclaration);
    return ctor?.body ? { fn: ctor, scope: method.parent } : undefined;
  }
  // `C.prototype.m = function () { this.f … }` with `function C(p) { this.f = p }` in the same file.
  const fn = method as ts.FunctionDeclaration | ts.FunctionExpression;
  let owner: ts.Expression | undefined;
  if (ts.isFunctionExpression(fn) && ts.isBinaryExpression(fn.parent) && ts.isPropertyAccessExpression(fn.parent.left)) {
    const proto = skipOuter(fn.parent.left.expression);
    if (ts.isPropertyAccessExpression(proto) && proto.name.text === "prototype") owner = skipOuter(proto.expression);
  }
  const ctorName = owner && ts.isIdentifier(owner) ? owner.text : ts.isFunctionDeclaration(fn) ? fn.name?.text : undefined;
  if (!ctorName) return undefined;
  const ctor = fn.getSourceFile().statements.find((s): s is ts.FunctionDeclaration => ts.isFunctionDeclaration(s) && s.name?.text === ctorName);
  return ctor?.body ? { fn: ctor, scope: fn.getSourceFile() } : undefined;
}

/** The parent class expression of a `super(…)` call's class. */
function superTarget(call: ts.CallExpression | ts.NewExpression): ts.Expression | undefined {
  const cls = ts.findAncestor(call, ts.isClassLike);
  return cls?.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
}

/** The name a site calls: `f` of `f(…)`, `C` of `new C(…)` or `new ns.C(…)`, `C` of `C.call(…)`. */
function calledName(call: ts.CallExpression | ts.NewExpression, shift: number): ts.Node | undefined {
  const c = skipOuter(call.expression);
  if (shift === 1 && ts.isPropertyAccessExpression(c)) return skipOuter(c.expression);
  return ts.isPropertyAccessExpression(c) ? c.name : c;
}

/** True for the name a declaration declares (not a use). */
function isDeclarationName(n: ts.Identifier): boolean {
  const p = n.parent;
  return (ts.isFunctionDeclaration(p) || ts.isVariableDeclaration(p) || ts.isClassDeclaration(p) || ts.isParameter(p) || ts.isFunctionExpression(p)) && p.name === n;
}

/**
 * True when a name is called, made with `new`, read as `.call`/`.apply`/`.prototype`, or exported or imported as
 * itself: an exported function's callers outside the repository are outside the graph too.
 */
function calledOrMade(n: ts.Identifier): boolean {
  const p = n.parent;
  if ((ts.isCallExpression(p) || ts.isNewExpression(p)) && p.expression === n) return true;
  if (ts.isPropertyAccessExpression(p) && p.expression === n && ["call", "apply", "prototype"].includes(p.name.text)) return true;
  if (ts.isExportSpecifier(p) || ts.isImportSpecifier(p) || ts.isImportClause(p)) return true;
  // `module.exports = f`, `exports.f = f`, `module.exports = { f }`: exported, then called through the module.
  const exportsTarget = (e: ts.Node): boolean => ts.isBinaryExpression(e) && ts.isPropertyAccessExpression(e.left) && /^(module\.)?exports\b/u.test(e.left.getText());
  if (ts.isShorthandPropertyAssignment(p)) return ts.isObjectLiteralExpression(p.parent) && exportsTarget(p.parent.parent);
  return ts.isBinaryExpression(p) && p.right === n && exportsTarget(p);
}
