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
 * when every one gives the same repository function or method, else (a subclass overrides `m`) the `m` of the nearest
 * class they all extend, as a parameter declared with that class would. Also followed: a field set from a method call
 * on the parameter (`this.formatter = client.formatter(builder)`: that method's result type), a field a subclass
 * inherits from its parent's constructor (through the parameter it hands to `super(…)`), `new C(…)` of a class without
 * a constructor (a site of the constructor it inherits), and a field whose every assignment in its class is `new C(…)`
 * of one class (a C, where the checker says `any`). Nothing is found when a site's argument has no type
 * the checker knows, a site spreads its arguments, or the function is also handed out as a value (it may then be called
 * from anywhere). Call sites in test files count only for a call in a test file: a test's stand-ins
 * (`new Runner({ query() {} })`) say nothing of what the library passes.
 *
 * Classes written as assignments' values (`exports = module.exports = internals.Core = class {…}`, `internals.Server
 * = class {…}`) are classes here, named by what they are assigned to; a field set from a parameter's member (`this._core
 * = server._core`) holds that member of the parameter's values, and a receiver `a.b` whose `a` has types holds their
 * member `b` (`this._core.methods.add(…)`). A site handing a parameter back to its own function (`new
 * internals.Server(this._core, name, this)` in `Server`) adds no value. A function assigned to a member (`exports.execute
 * = function (request) {…}`) has the sites that call that member (`Toolkit.execute(this)`), unless the member is also
 * read otherwise (an alias `exports.run = exports.execute`, `.call`/`.apply`, `Toolkit['execute']`, `X[k]` in its file).
 * A parameter its function assigns (`core = core || new B()`) is followed nowhere; a conditional argument gives each of
 * its types; a `function` inside a class member has a `this` of its own, whose fields are no instance's.
 *
 * Edges found so are `scope` edges. An incremental build rebuilds a caller when its target's file changes; a call site
 * changed in a third file reaches the caller's edge at its next rebuild (`strata index --rebuild` for all).
 */
import { ts } from "ts-morph";
import type { GraphNodeKind } from "../types.js";
import { callOfArgument, classExpressionOf, declarationBehind, skipOuter, superClassOf, type ResolveDeclaration } from "./tsDeclarations.js";
import { objectMemberDefinitions } from "./jsThisOwner.js";

/**
 * True for an anonymous function literal written as a call's argument (`decorate((filePath) => { … })`): it is no graph node of its
 * own, and the node whose code holds it (`const mkdirs = decorate(…)`) is not what a parameter handed it runs.
 * formidable d9a251a's `decorateForceSequential(promiseCreator)` calls `promiseCreator(...x)`; the one site hands it
 * an arrow in `createNecessaryDirectoriesAsync`'s initializer, and the call had reached `createNecessaryDirectoriesAsync`
 * (a call the code never makes, and a false cycle with the function that makes it).
 */
function isInlineArgument(decl: ts.Node): boolean {
  // (A named one is a node of its own: mocha's `execMochaWith(function shouldNotError (error) { … })`.)
  return (ts.isArrowFunction(decl) || (ts.isFunctionExpression(decl) && !decl.name)) && callOfArgument(decl) !== undefined;
}

/** A call or construction that may run a function: `f(…)`, `new C(…)`, `C.call(this, …)` (arguments shifted by one), `super(…)`. */
interface CallSite {
  call: ts.CallExpression | ts.NewExpression;
  /** Where the called function's first parameter's argument is (1 for `C.call(this, …)`). */
  shift: number;
  test: boolean;
}

/**
 * Where a field's value comes from: a constructor's parameter, the result of calling method `call` on it, or its
 * member `property` (hapi-style `this._core = server._core`).
 */
interface FieldSource {
  param: ts.ParameterDeclaration;
  call?: string;
  property?: string;
}

/** Most parameters followed from a site's argument to the sites of its own function. */
const MAX_DEPTH = 3;

/** Most distinct functions a call of a parameter reaches ({@link CallSiteValues.called}); more is a dispatcher, left unresolved. */
const MAX_CALLED = 3;

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
      const types = this.typesOf(callee.expression, 0, fromTest, new Set());
      if (!types?.length) return undefined;
      const name = callee.name.text;
      const members = types.map((t) => this.memberOf(t, name));
      const first = members[0];
      if (first && members.every((m) => m?.id === first.id)) return first;
      return this.sharedBaseMember(types, name);
    } catch {
      return undefined;
    }
  }

  /**
   * The repository functions a JavaScript call of an untyped parameter, `cb(…)`, runs: the functions the repository's
   * call sites pass for it (a function or method by name or as `this.m`, also through parameters passed on), at most
   * {@link MAX_CALLED} distinct ones (fastify's `onSendHookRunner(functions, request, reply, payload, cb)` is called
   * with `wrapOnSendEnd`, and its `cb(err, request, reply, payload)` runs it). Undefined when a site passes anything
   * else: an inline function (no graph node), a package's value, a value the checker does not know.
   */
  called(callee: ts.Node): { id: string; kind: GraphNodeKind }[] | undefined {
    if (!ts.isIdentifier(callee)) return undefined;
    try {
      const param = this.untypedParameter(callee);
      if (!param) return undefined;
      const types = this.parameterTypes(param, 0, this.isTest(callee.getSourceFile()), new Set());
      if (!types?.length) return undefined;
      const out = new Map<string, { id: string; kind: GraphNodeKind }>();
      for (const t of types) {
        const decl = t.getCallSignatures().length ? (t.getSymbol()?.valueDeclaration ?? t.getSymbol()?.declarations?.[0]) : undefined;
        const r = decl && !isInlineArgument(decl) ? this.resolve(decl) : undefined;
        if (!r || !("id" in r) || (r.kind !== "function" && r.kind !== "method")) return undefined;
        out.set(r.id, r);
      }
      return out.size <= MAX_CALLED ? [...out.values()] : undefined;
    } catch {
      return undefined;
    }
  }

  /** The repository function or method `name` is on values of `type`, or undefined. */
  private memberOf(type: ts.Type, name: string): { id: string; kind: GraphNodeKind } | undefined {
    const decl = type.getProperty(name)?.declarations?.[0];
    const r = decl ? this.resolve(decl) : undefined;
    return r && "id" in r && (r.kind === "function" || r.kind === "method") ? r : undefined;
  }

  /**
   * Where the sites give instances of several classes whose `name` differs (a subclass overrides it), the member as
   * the nearest class they all extend declares it: the call's receiver has that class as its type, as a declared
   * parameter type would give it (knex's compilers are made with each dialect's client, `Client_PG` or `Client_MSSQL`,
   * and `this.client.parameter(…)` is `Client.parameter`, which two Oracle clients override). Undefined when they share
   * no class or that class has no such repository member.
   */
  private sharedBaseMember(types: ts.Type[], name: string): { id: string; kind: GraphNodeKind } | undefined {
    const chains = types.map((t) => this.classChain(t));
    if (chains.some((c) => !c.length)) return undefined;
    for (const candidate of chains[0]!) {
      const symbol = candidate.getSymbol();
      if (!symbol || !chains.every((c) => c.some((t) => t.getSymbol() === symbol))) continue;
      return this.memberOf(candidate, name);
    }
    return undefined;
  }

  /** A class instance type and the classes it extends, nearest first; empty for any other type. */
  private classChain(type: ts.Type): ts.Type[] {
    let t: ts.Type | undefined = type.isTypeParameter() ? this.checker.getBaseConstraintOfType(type) : type;
    const out: ts.Type[] = [];
    while (t && t.isClassOrInterface() && t.getSymbol()?.valueDeclaration && ts.isClassLike(t.getSymbol()!.valueDeclaration!) && out.length < 16) {
      out.push(t);
      t = this.checker.getBaseTypes(t)[0];
    }
    return out;
  }

  /**
   * The types of the values `e` (a parameter, `this.f` set from one, or `this.f` set from a method call on one) may
   * hold, from the repository's call sites; undefined when any is unknown. `visiting` holds the parameters being
   * followed: a site that hands one back to itself (hapi-style `new internals.Server(this._core, name, this)` in
   * `Server`, whose constructor sets `this._core = core`) adds no value of its own and gives none (`[]`).
   */
  private typesOf(e: ts.Expression, depth: number, fromTest: boolean, visiting: ReadonlySet<ts.ParameterDeclaration>): ts.Type[] | undefined {
    const x = skipOuter(e);
    if (ts.isIdentifier(x)) {
      const param = this.untypedParameter(x);
      return param ? this.parameterTypes(param, depth, fromTest, visiting) : undefined;
    }
    if (!ts.isPropertyAccessExpression(x) || !ts.isIdentifier(x.name)) return undefined;
    if (x.expression.kind === ts.SyntaxKind.ThisKeyword) {
      const field = this.fieldSource(x);
      return field ? this.fieldTypes(field, depth, fromTest, visiting) : this.constructedField(x);
    }
    // `a.b` whose `a` has types, known to the checker or found here (hapi-style `this._core.toolkit`, `request._core`).
    if (depth >= MAX_DEPTH) return undefined;
    const base = this.checker.getTypeAtLocation(x.expression);
    const bases = base.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown) ? this.typesOf(x.expression, depth + 1, fromTest, visiting) : [base];
    if (!bases?.length) return undefined;
    const out: ts.Type[] = [];
    for (const t of bases) {
      const member = this.memberTypes(t, x.name.text, depth + 1, fromTest, visiting);
      if (!member?.length) return undefined;
      out.push(...member);
    }
    return out;
  }

  /** The types a field's values have: its source parameter's, or what `call` returns or `property` holds on them. */
  private fieldTypes(field: FieldSource, depth: number, fromTest: boolean, visiting: ReadonlySet<ts.ParameterDeclaration>): ts.Type[] | undefined {
    const types = this.parameterTypes(field.param, depth, fromTest, visiting);
    if (!types || (field.call === undefined && field.property === undefined)) return types;
    const results: ts.Type[] = [];
    for (const t of types) {
      const r = field.call !== undefined ? this.resultOf(t, field.call) : undefined;
      const held = field.property !== undefined ? this.memberTypes(t, field.property, depth + 1, fromTest, visiting) : r && [r];
      if (!held?.length) return undefined;
      results.push(...held);
    }
    return results;
  }

  /**
   * The types member `name` of a value of `type` holds: the checker's, or, where it says `any`, the values a repository
   * class's constructor gives that field ({@link classFieldSource}). Undefined when neither is known.
   */
  private memberTypes(type: ts.Type, name: string, depth: number, fromTest: boolean, visiting: ReadonlySet<ts.ParameterDeclaration>): ts.Type[] | undefined {
    const prop = type.getProperty(name);
    const decl = prop?.valueDeclaration ?? prop?.declarations?.[0];
    if (prop && decl) {
      const held = this.checker.getTypeOfSymbolAtLocation(prop, decl);
      if (!(held.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown))) return [held];
    }
    const cls = type.getSymbol()?.valueDeclaration;
    if (depth > MAX_DEPTH || !cls || !ts.isClassLike(cls)) return undefined;
    const field = this.classFieldSource(cls, name, 0);
    return field ? this.fieldTypes(field, depth, fromTest, visiting) : undefined;
  }

  /**
   * For `this.f` whose every assignment in its class is `new C(…)` of one repository class: that class's instance type.
   * The checker can give such a field `any` (winston's `this.exceptions = new ExceptionHandler(this)` in `configure()`,
   * read in `add()`, where the field's inferred type depends on itself).
   */
  private constructedField(access: ts.PropertyAccessExpression): ts.Type[] | undefined {
    const method = thisScopeOf(access);
    if (!method || ts.isClassLike(method) || !ts.isClassLike(method.parent)) return undefined;
    const assigned = assignmentsOf(method.parent, access.name.text).map(skipOuter);
    if (!assigned.length || !assigned.every(ts.isNewExpression)) return undefined;
    const classes = new Set(assigned.map((a) => valueDeclarationBehind(this.checker, ts.isPropertyAccessExpression(skipOuter(a.expression)) ? (skipOuter(a.expression) as ts.PropertyAccessExpression).name : skipOuter(a.expression))));
    const [cls] = classes;
    if (classes.size !== 1 || !cls || !ts.isClassLike(cls)) return undefined;
    const type = this.knownType(assigned[0]!);
    return type ? [type] : undefined;
  }

  /** The result type of calling method `name` on a value of `type`: its one call signature's declared or inferred return type. */
  private resultOf(type: ts.Type, name: string): ts.Type | undefined {
    const prop = type.getProperty(name);
    const decl = prop?.valueDeclaration ?? prop?.declarations?.[0];
    if (!prop || !decl) return undefined;
    const signatures = this.checker.getTypeOfSymbolAtLocation(prop, decl).getCallSignatures();
    if (signatures.length !== 1) return undefined;
    const result = signatures[0]!.getReturnType();
    return result.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.Void | ts.TypeFlags.Undefined) ? undefined : result;
  }

  /** The types of the arguments every repository call site passes for `param`, followed through parameters passed on. */
  private parameterTypes(param: ts.ParameterDeclaration, depth: number, fromTest: boolean, visiting: ReadonlySet<ts.ParameterDeclaration>): ts.Type[] | undefined {
    if (visiting.has(param)) return [];
    const inside = new Set(visiting).add(param);
    const fn = param.parent as ts.SignatureDeclaration;
    const index = fn.parameters.indexOf(param);
    const sites = this.callSitesOf(fn);
    if (!sites?.length) return undefined;
    const out: ts.Type[] = [];
    for (const site of sites) {
      if (site.test && !fromTest) continue;
      const args = site.call.arguments ?? [];
      if (args.some((a, i) => ts.isSpreadElement(a) && i <= index + site.shift)) return undefined;
      const arg = args[index + site.shift];
      if (!arg) continue;
      const inner = depth < MAX_DEPTH ? this.typesOf(arg, depth + 1, fromTest, inside) : undefined;
      if (inner) out.push(...inner);
      else if (this.passesParameter(arg)) return undefined;
      else {
        const type = this.knownType(arg);
        if (!type) return undefined;
        // `flag ? b : a`: each of the union's types (not its first member's declaration).
        out.push(...(type.isUnion() ? type.types.filter((t) => !(t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined))) : [type]));
      }
    }
    return out;
  }

  /**
   * The type of an expression's value: the checker's, or for `new X.C(…)` of a class the checker binds to nothing
   * (joi's `new internals.List()`, `internals` being a literal with members of its own, so its later members are no
   * declarations) the instance type of the class the file assigns to `X.C`. Undefined when unknown.
   */
  private knownType(e: ts.Expression): ts.Type | undefined {
    const type = this.checker.getTypeAtLocation(e);
    if (!(type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown))) return type;
    const x = skipOuter(e);
    if (!ts.isNewExpression(x)) return undefined;
    const c = skipOuter(x.expression);
    const cls = valueDeclarationBehind(this.checker, ts.isPropertyAccessExpression(c) ? c.name : c);
    const made = cls && ts.isClassLike(cls) ? this.checker.getTypeAtLocation(cls).getConstructSignatures()[0]?.getReturnType() : undefined;
    return made && !(made.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) ? made : undefined;
  }

  /** True when an argument is a parameter or `this.f` the rule could not follow: its value is unknown. */
  private passesParameter(arg: ts.Expression): boolean {
    const x = skipOuter(arg);
    if (ts.isIdentifier(x)) return this.untypedParameter(x) !== undefined;
    return ts.isPropertyAccessExpression(x) && x.expression.kind === ts.SyntaxKind.ThisKeyword && this.fieldSource(x) !== undefined;
  }

  /** The untyped parameter (no annotation, no JSDoc type the checker finds) a name refers to, of a function, method or constructor. */
  private untypedParameter(name: ts.Identifier): ts.ParameterDeclaration | undefined {
    const d = this.checker.getSymbolAtLocation(name)?.valueDeclaration;
    if (!d || !ts.isParameter(d) || d.type || !ts.isIdentifier(d.name) || d.dotDotDotToken) return undefined;
    // A JSDoc type the checker cannot find (`@param {!Logger} logger` in a file that imports no `Logger`) types nothing.
    if (ts.getJSDocType(d) && !(this.checker.getTypeAtLocation(d).flags & ts.TypeFlags.Any)) return undefined;
    // A parameter its function assigns (`core = new B()`) holds more than its callers pass.
    return reassigned(d) ? undefined : d;
  }

  /**
   * For `this.f` in a class or constructor function whose constructor is the only place assigning `f`, once: the
   * constructor's parameter `p` of `this.f = p`, or `p` and `m` of `this.f = p.m(…)` (knex's `this.formatter =
   * client.formatter(builder)`). In a subclass that assigns no `f`, the parent's: through the subclass constructor's
   * parameter it hands to `super(…)` at that place, or, without a constructor, the parent's own.
   */
  private fieldSource(access: ts.PropertyAccessExpression): FieldSource | undefined {
    const method = thisScopeOf(access);
    if (method && !ts.isClassLike(method) && ts.isClassLike(method.parent)) return this.classFieldSource(method.parent, access.name.text, 0);
    const ctor = constructorAround(access);
    return ctor ? this.assignedSource(ctor.fn, assignmentsOf(ctor.scope, access.name.text)) : undefined;
  }

  /** {@link fieldSource} for field `name` of class `cls` (up to 8 classes up). */
  private classFieldSource(cls: ts.ClassLikeDeclaration, name: string, depth: number): FieldSource | undefined {
    const ctor = cls.members.find((m): m is ts.ConstructorDeclaration => ts.isConstructorDeclaration(m) && m.body !== undefined);
    const assigned = assignmentsOf(cls, name);
    if (assigned.length) return ctor ? this.assignedSource(ctor, assigned) : undefined;
    const parentName = superClassOf(cls);
    const parent = parentName && depth < 8 ? valueDeclarationBehind(this.checker, ts.isPropertyAccessExpression(parentName) ? parentName.name : parentName) : undefined;
    if (!parent || !ts.isClassLike(parent)) return undefined;
    const inherited = this.classFieldSource(parent, name, depth + 1);
    if (!inherited || !ctor) return inherited;
    // `constructor(client, builder) { super(client, builder); }`: the parent's parameter is this constructor's.
    let superCall: ts.CallExpression | undefined;
    const visit = (n: ts.Node): void => {
      if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.SuperKeyword) superCall ??= n;
      else if (!ts.isFunctionLike(n)) ts.forEachChild(n, visit);
    };
    visit(ctor.body!);
    const index = (inherited.param.parent as ts.SignatureDeclaration).parameters.indexOf(inherited.param);
    if (!superCall || superCall.arguments.some((a, i) => ts.isSpreadElement(a) && i <= index)) return undefined;
    const arg = superCall.arguments[index];
    const passed = arg && ts.isIdentifier(skipOuter(arg)) ? this.untypedParameter(skipOuter(arg) as ts.Identifier) : undefined;
    return passed && passed.parent === ctor ? { ...inherited, param: passed } : undefined;
  }

  /** The source of a field whose one assignment in its class or constructor function's scope is `assigned`, when it is in constructor `ctor` (see {@link fieldSource}). */
  private assignedSource(ctor: ts.SignatureDeclaration, assigned: ts.Expression[]): FieldSource | undefined {
    const only = assigned.length === 1 ? skipOuter(assigned[0]!) : undefined;
    if (!only) return undefined;
    let call: string | undefined;
    let property: string | undefined;
    let base: ts.Expression = only;
    if (ts.isCallExpression(only) && ts.isPropertyAccessExpression(only.expression) && ts.isIdentifier(only.expression.name)) {
      call = only.expression.name.text;
      base = skipOuter(only.expression.expression);
    } else if (ts.isPropertyAccessExpression(only) && ts.isIdentifier(only.name)) {
      property = only.name.text;
      base = skipOuter(only.expression);
    }
    if (!ts.isIdentifier(base)) return undefined;
    const param = this.untypedParameter(base);
    // The assignment must be in the constructor itself: a method setting `this.f = p.m()` from its own parameter is another value.
    if (!param || param.parent !== ctor || !isInside(only, ctor)) return undefined;
    return call !== undefined ? { param, call } : property !== undefined ? { param, property } : { param };
  }

  /** The repository call sites of a function, constructor or constructor function; undefined when it is handed out as a value or has none. */
  private callSitesOf(fn: ts.SignatureDeclaration): CallSite[] | undefined {
    const target: ts.Node | undefined = ts.isConstructorDeclaration(fn) ? fn.parent : ts.isFunctionDeclaration(fn) || (ts.isMethodDeclaration(fn) && ts.isClassLike(fn.parent)) ? fn : ts.isFunctionExpression(fn) && ts.isVariableDeclaration(fn.parent) ? fn.parent : assignedTarget(fn);
    if (!target) return undefined;
    const kept = this.sites.get(target);
    if (kept !== undefined) return kept ?? undefined;
    const named = (target as ts.NamedDeclaration).name;
    const name = ts.isClassExpression(target) ? classNameOf(target) : ts.isPropertyAccessExpression(target) ? target.name.text : named && ts.isIdentifier(named) ? named.text : undefined;
    const found: CallSite[] = [];
    for (const site of name ? (this.index().get(name) ?? []) : []) {
      const callee = site.call.kind === ts.SyntaxKind.CallExpression && (site.call as ts.CallExpression).expression.kind === ts.SyntaxKind.SuperKeyword ? superTarget(site.call) : calledName(site.call, site.shift);
      const bound: ts.Node | undefined = callee ? (ts.isPropertyAccessExpression(target) ? assignedTargetBehind(this.checker, callee) : valueDeclarationBehind(this.checker, callee)) : undefined;
      // A method's call on an untyped receiver (`this.client.runner(this)`) may be one of it: its arguments count too.
      const made: ts.Node | undefined = bound && ts.isClassLike(bound) && ts.isClassLike(target) && site.call.kind === ts.SyntaxKind.NewExpression ? this.constructorClass(bound) : bound;
      if (callee && (made === target || (bound === undefined && ts.isMethodDeclaration(target) && ts.isPropertyAccessExpression(skipOuter(site.call.expression))))) found.push(site);
    }
    const result = found.length && found.length <= MAX_SITES && !this.handedOut(target, name!) ? found : null;
    this.sites.set(target, result);
    return result ?? undefined;
  }

  /** True when a function's name is read as a value somewhere other than a call, `new`, `.call` or `.prototype` (it may be called from anywhere). */
  private handedOut(target: ts.Node, name: string): boolean {
    // A class or constructor function is made with `new` wherever it goes, a method called on its object; only a plain
    // function's uses are checked.
    if (ts.isClassLike(target) || ts.isMethodDeclaration(target)) return false;
    const assigned = ts.isPropertyAccessExpression(target);
    for (const sf of this.files()) {
      if (!sf.text.includes(name)) continue;
      let out = false;
      const visit = (n: ts.Node): void => {
        if (out) return;
        if (assigned) {
          // `X.f` read anywhere but where it is assigned or called by that name: an alias (`exports.run =
          // exports.execute`), `.call`/`.apply` (sites not indexed) and a value handed on all hide call sites.
          if (ts.isPropertyAccessExpression(n) && n !== target && ts.isIdentifier(n.name) && n.name.text === name && assignedTargetBehind(this.checker, n.name) === target && !directlyCalled(n)) out = true;
          else if (ts.isElementAccessExpression(n) && readsByComputedName(n, target as ts.PropertyAccessExpression)) out = true;
          else ts.forEachChild(n, visit);
        } else if (ts.isIdentifier(n) && n.text === name && !isDeclarationName(n) && declarationBehind(this.checker, n) === target && !calledOrMade(n)) out = true;
        else ts.forEachChild(n, visit);
      };
      visit(sf);
      if (out) return true;
    }
    return false;
  }

  /**
   * The class whose constructor `new C(…)` runs: C itself when it declares one, else its nearest repository ancestor
   * that does (or the last one the chain reaches). knex's `Oracledb_Compiler` has none, so its sites run
   * `QueryCompiler_Oracle`'s.
   */
  private constructorClass(cls: ts.ClassLikeDeclaration): ts.ClassLikeDeclaration {
    let at = cls;
    for (let i = 0; i < 16 && !at.members.some(ts.isConstructorDeclaration); i++) {
      const parent = superClassOf(at);
      const declared = parent ? valueDeclarationBehind(this.checker, ts.isPropertyAccessExpression(parent) ? parent.name : parent) : undefined;
      if (!declared || !ts.isClassLike(declared)) break;
      at = declared;
    }
    return at;
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
            const declared = valueDeclarationBehind(this.checker, ts.isPropertyAccessExpression(c) ? c.name : c);
            const name = declared && ts.isClassLike(declared) ? classNameOf(declared) : declared && ts.isFunctionDeclaration(declared) ? declared.name?.text : undefined;
            const local = ts.isPropertyAccessExpression(c) ? c.name.text : ts.isIdentifier(c) ? c.text : undefined;
            if (name && name !== local) add(name, { call: n, shift: 0, test });
            // A class without a constructor of its own runs its parent's: the site is the parent constructor's too.
            const runs = declared && ts.isClassLike(declared) ? this.constructorClass(declared) : undefined;
            const ran = runs && runs !== declared ? classNameOf(runs) : undefined;
            if (ran && ran !== name && ran !== local) add(ran, { call: n, shift: 0, test });
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
  const method = thisScopeOf(access);
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

/** The function or class member whose `this` an expression reads (arrow functions keep their outer `this`), or the class around a field initializer. */
function thisScopeOf(access: ts.Node): ts.Node | undefined {
  return ts.findAncestor(access, (n) => ts.isClassLike(n) || ((ts.isMethodDeclaration(n) || ts.isConstructorDeclaration(n) || ts.isAccessor(n)) && ts.isClassLike(n.parent)) || ts.isFunctionDeclaration(n) || ts.isFunctionExpression(n));
}

/** The right-hand sides of every `this.<name> = …` in `scope`. */
function assignmentsOf(scope: ts.Node, name: string): ts.Expression[] {
  const out: ts.Expression[] = [];
  const inClass = ts.isClassLike(scope);
  const visit = (n: ts.Node): void => {
    if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(n.left) && n.left.expression.kind === ts.SyntaxKind.ThisKeyword && n.left.name.text === name) out.push(n.right);
    // In a class, a `function` inside a member has a `this` of its own (`emitter.on('x', function () { this.f = … })`).
    if (inClass && (ts.isFunctionExpression(n) || ts.isFunctionDeclaration(n))) return;
    ts.forEachChild(n, visit);
  };
  visit(scope);
  return out;
}

/** True when `node` lies inside `outer`'s text. */
function isInside(node: ts.Node, outer: ts.Node): boolean {
  return node.pos >= outer.pos && node.end <= outer.end;
}

/** The parent class expression of a `super(…)` call's class. */
function superTarget(call: ts.CallExpression | ts.NewExpression): ts.Expression | undefined {
  const cls = ts.findAncestor(call, ts.isClassLike);
  return cls ? superClassOf(cls) : undefined;
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

/**
 * The declaration a name is bound to, a class written as an assignment's or a variable's value given as that class
 * expression: hapi-style `exports = module.exports = internals.Core = class {…}`, which the checker declares by the
 * assignment (or by `internals.Core`), and `const C = class {…}`.
 */
function valueDeclarationBehind(checker: ts.TypeChecker, name: ts.Node): ts.Declaration | undefined {
  const d = declarationBehind(checker, name);
  if (d) return classExpressionOf(d) ?? d;
  // `internals.List` where `internals` is a literal with members of its own: the checker declares none of the members
  // the file assigns later; the one assignment is the declaration.
  const access = name.parent;
  const defs = ts.isPropertyAccessExpression(access) && access.name === name ? objectMemberDefinitions(access) : undefined;
  return defs?.length === 1 ? classExpressionOf(defs[0]!) : undefined;
}

/**
 * A class's name: its own, else the name it is assigned to, nearest first (`internals.Core` of `exports =
 * module.exports = internals.Core = class {…}`, `C` of `const C = class {…}`); undefined for `module.exports = class {…}`.
 */
function classNameOf(cls: ts.ClassLikeDeclaration): string | undefined {
  if (cls.name) return cls.name.text;
  let at: ts.Node = cls;
  while (ts.isParenthesizedExpression(at.parent)) at = at.parent;
  if (ts.isVariableDeclaration(at.parent) && ts.isIdentifier(at.parent.name)) return at.parent.name.text;
  while (ts.isBinaryExpression(at.parent) && at.parent.operatorToken.kind === ts.SyntaxKind.EqualsToken && at.parent.right === at) {
    const left = at.parent.left;
    if (ts.isPropertyAccessExpression(left) && ts.isIdentifier(left.name) && left.name.text !== "exports") return left.name.text;
    at = at.parent;
  }
  return undefined;
}

/**
 * `X.f` of a function assigned as `X.f = function (…) {…}` or `X.f = (…) => …` (hapi-style `exports.execute = async
 * function (request) {…}`, `internals.compile = function (…)`): what a call `X.f(…)` binds to, standing for the function.
 */
function assignedTarget(fn: ts.SignatureDeclaration): ts.PropertyAccessExpression | undefined {
  if (!ts.isFunctionExpression(fn) && !ts.isArrowFunction(fn)) return undefined;
  let at: ts.Node = fn;
  while (ts.isParenthesizedExpression(at.parent)) at = at.parent;
  const p = at.parent;
  return ts.isBinaryExpression(p) && p.right === at && p.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(p.left) && ts.isIdentifier(p.left.name) && p.left.name.text !== "exports" ? p.left : undefined;
}

/**
 * The `X.f` target ({@link assignedTarget}) a name is bound to: the checker's declaration (the assignment or its
 * target), or, for a member of a literal-held namespace the checker declares nothing of, its one assignment in the file.
 */
function assignedTargetBehind(checker: ts.TypeChecker, name: ts.Node): ts.Node | undefined {
  const d = declarationBehind(checker, name);
  if (d) return ts.isBinaryExpression(d) && ts.isPropertyAccessExpression(d.left) ? d.left : d;
  const access = name.parent;
  const defs = ts.isPropertyAccessExpression(access) && access.name === name ? objectMemberDefinitions(access) : undefined;
  const only = defs?.length === 1 ? defs[0] : undefined;
  return only && ts.isBinaryExpression(only) && ts.isPropertyAccessExpression(only.left) ? only.left : undefined;
}

/** True when a parameter's function assigns the parameter (`p = …`, `p += …`, `[p] = …`, `p++`). */
function reassigned(param: ts.ParameterDeclaration): boolean {
  const name = (param.name as ts.Identifier).text;
  const body = (param.parent as ts.SignatureDeclaration & { body?: ts.Node }).body;
  if (!body) return false;
  let found = false;
  const target = (e: ts.Expression): boolean => {
    const x = skipOuter(e);
    if (ts.isIdentifier(x)) return x.text === name;
    if (ts.isArrayLiteralExpression(x)) return x.elements.some((el) => target(ts.isSpreadElement(el) ? el.expression : el));
    if (ts.isObjectLiteralExpression(x)) return x.properties.some((p) => (ts.isShorthandPropertyAssignment(p) ? p.name.text === name : ts.isPropertyAssignment(p) ? target(p.initializer) : false));
    return false;
  };
  const visit = (n: ts.Node): void => {
    if (found) return;
    // A function declaring its own parameter or variable of that name shadows it (not followed: rare, and then unsure).
    if (ts.isBinaryExpression(n) && n.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && n.operatorToken.kind <= ts.SyntaxKind.LastAssignment && target(n.left)) found = true;
    else if ((ts.isPrefixUnaryExpression(n) || ts.isPostfixUnaryExpression(n)) && (n.operator === ts.SyntaxKind.PlusPlusToken || n.operator === ts.SyntaxKind.MinusMinusToken) && target(n.operand)) found = true;
    else ts.forEachChild(n, visit);
  };
  visit(body);
  return found;
}

/** True when `e` is the callee of a call or `new` (`X.f(…)`). */
function directlyCalled(e: ts.Expression): boolean {
  let at: ts.Node = e;
  while (ts.isParenthesizedExpression(at.parent)) at = at.parent;
  const p = at.parent;
  return (ts.isCallExpression(p) || ts.isNewExpression(p)) && p.expression === at;
}

/**
 * True when `access` may read the member `X.f` of an assigned function's target by a computed name: `Toolkit['f']`
 * anywhere, `X[k]` in the file that assigns `X.f`. Either call hides a site.
 */
function readsByComputedName(access: ts.ElementAccessExpression, target: ts.PropertyAccessExpression): boolean {
  if (ts.isStringLiteralLike(access.argumentExpression)) return access.argumentExpression.text === target.name.text;
  const object = skipOuter(access.expression);
  const owner = skipOuter(target.expression);
  return access.getSourceFile() === target.getSourceFile() && ts.isIdentifier(object) && ts.isIdentifier(owner) && object.text === owner.text;
}
