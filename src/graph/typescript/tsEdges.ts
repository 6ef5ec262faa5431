/**
 * Calls, imports and heritage edges of one TypeScript/JavaScript file, resolved with the type checker: the callee's symbol, followed through aliases (imports, `export { x as y }`, `export * from` barrels),
 * gives the declaration, and the declaration's file gives its graph node id. Call sites are those of the
 * language service's call hierarchy (calls, `new`, tagged templates, decorators, JSX elements, method and
 * accessor references) plus functions passed by name as arguments (`arr.map(fn)`). Over 400 lines because the
 * walk, the symbol following and the internal/external classification of what stays unresolved share their helpers
 * (`rootOf`, `importedFromOutside`); the declared-signature lookup lives in `tsSignatureOwner.ts`.
 */
import { ts } from "ts-morph";
import type { EdgeResolution, GraphEdge, GraphNodeKind } from "../types.js";
import { declaredInterfaces } from "./tsDeclaredType.js";
import { calleeText } from "../calleeText.js";
import { assignedValue, beyondParentheses, classExpressionOf, declarationBehind, exportedConstructorVariable, hasStatic, isJavaScriptFile, isNothing, isStandardLibraryType, skipOuter, superClassOf } from "./tsDeclarations.js";
import { signatureOwner } from "./tsSignatureOwner.js";
import { returnsThis } from "./tsNameOnly.js";
import { assignedFunction, lacksPrototypeMember, literalThisDefinitions, madePrototypeMember, objectMemberDefinitions, onlyDefinitionValue, ownPrototypeMembers, thisFieldValues, thisHandedOut, thisMemberDefinitions } from "./jsThisOwner.js";
import { placeholderValue } from "./jsPlaceholders.js";
import { removesListener } from "./jsListenerRemovers.js";
import { isModuleExports, isPrototypeTargetOwner, isStaticTargetOwner, ownerDeclaration } from "./jsPrototype.js";
import { inheritedMember, prototypeMember, type InheritLookups } from "./jsInherits.js";
import { destructuredRead, destructuredTarget, isValueName, typeQueryNames, valueUseTarget } from "./tsValueUses.js";

/** A declaration's graph node (`id`, `kind`), `external` when it lies outside the repository, undefined when it has none. */
export type DeclResolver = (decl: ts.Declaration) => Resolved | undefined;

/** A node (with `by`, how it was found, when that is not the checker's binding) or outside the repository. */
type Resolved = { id: string; kind: GraphNodeKind; by?: EdgeResolution } | { external: true };

/** Node kinds a function passed by name or a member read without a call may point at. */
const CALLABLE: ReadonlySet<GraphNodeKind> = new Set(["function", "method"]);

/** What the walker needs besides the file. */
export interface EdgeContext {
  checker: ts.TypeChecker;
  /** Graph node id of a declaration node of this file that starts a new owner, else undefined. */
  ownerOf(node: ts.Node): string | undefined;
  resolveDecl: DeclResolver;
  /** Repository-relative path of a resolved module file inside the repository, or undefined. */
  repoPathOf(sf: ts.SourceFile): string | undefined;
  line(offset: number): number;
  /** True when the repository declares a function, method, accessor or property of that name (see `tsMemberNames.ts`). */
  declaresMember?(name: string): boolean;
  /** Declarations of the values object literals give a function-typed property declaration (see `tsImplementations.ts`). */
  implementationsOf?(decl: ts.Declaration): readonly ts.Declaration[];
  /** The one repository function or method a member call on an `any` receiver names, when there is one (see `tsNameOnly.ts`). */
  nameOnly?(callee: ts.Node, madeInRepository: (made: ts.CallExpression | ts.NewExpression) => boolean): { id: string; kind: GraphNodeKind } | undefined;
  /** The function a JavaScript call through a symbol key reaches (`this[kHooks].add(…)`, see `jsSymbolKeys.ts`). */
  symbolKeyed?(callee: ts.Node): { id: string; kind: GraphNodeKind } | undefined;
  /** The code a JavaScript call typed against a declaration file's member runs, when there is one (see `tsNameOnly.ts`). */
  implementationOf?(callee: ts.Node): { id: string; kind: GraphNodeKind } | undefined;
  /** The function a JavaScript member call on an untyped parameter's value reaches by the repository's call sites (see `jsCallSiteValues.ts`). */
  callSiteMember?(callee: ts.Node): { id: string; kind: GraphNodeKind } | undefined;
  /** The functions a JavaScript call of an untyped parameter runs, by what the repository's call sites pass it (see `jsCallSiteValues.ts`). */
  calledParameter?(callee: ts.Node): { id: string; kind: GraphNodeKind }[] | undefined;
  /** True when a name is a member of a runtime library type (`on`, `push`, `forEach`; see `tsNameOnly.ts`). */
  runtimeMember?(name: string): boolean;
}

/** A node id in a declaration file (`types/reply.d.ts#FastifyReply.send`). */
const DECLARATION_ID = /\.d\.[cm]?ts(?:#|$)/u;

/** Most `const a = b.c` steps followed from a callee to what it names. */
const MAX_ALIAS_STEPS = 3;

/**
 * Most variables and parameters followed back to where a value comes from ({@link outsideRoot}): `next` of a handler
 * passed to `route.post(…)`, with `route = router.route('/foo')`, `router = new Router()` and
 * `Router = express.Router` is four.
 */
const MAX_VALUE_STEPS = 6;

const MAX_CALLEE_CHARS = 120;

/** Characters of an array or object literal a callee text keeps as written (see `literalRoot`). */
const SHORT_LITERAL_CHARS = 24;

/**
 * Methods of `Function.prototype` whose receiver is the function they run: `call` and `apply` call it now (false),
 * `bind` returns it bound for a later call (true: a reference).
 */
const FUNCTION_METHODS = new Map<string, boolean>([
  ["call", false],
  ["apply", false],
  ["bind", true],
]);

/** Every edge from the declarations of `sf` (and from the file itself, for top-level code and imports). */
export function fileEdges(sf: ts.SourceFile, fileId: string, ctx: EdgeContext): GraphEdge[] {
  const edges: GraphEdge[] = [];
  const lineOf = (n: ts.Node): number => ctx.line(n.getStart(sf));
  const add = (edge: GraphEdge): void => {
    edges.push(edge);
  };

  /** Names a resolved `calls` edge already stands for (a callee, a callback): no `uses` edge for them. */
  const called = new Set<ts.Node>();
  // A call's line is its callee name's: in a chain split over lines (`initTRPC\n  .context()\n  .meta()`) each call
  // sits on the line of its own name, where an editor's find-all-references and call hierarchy put it.
  const callEdge = (owner: string, target: ts.Node, options: { construct?: boolean; via?: GraphEdge["via"]; quiet?: boolean }): void => {
    const checked = resolveTarget(ctx, target, options.construct === true, 0, !options.via);
    // `this.x` in a JavaScript function the file also hands out as a value: another `this` may run it (jsThisOwner.ts).
    const handedOut = checked && "id" in checked && isInJs(target) && ts.isPropertyAccessExpression(unwrap(target)) && thisHandedOut(unwrap(target) as ts.PropertyAccessExpression);
    const resolved = handedOut ? undefined : checked;
    const line = lineOf(calleeName(target));
    // `super.m(…)`: a parent call, bound to the base's method and never an override of it (`via: "super"`; a break-it
    // trial found `callees B.send` reading `A.send (…; overridden by B.send)` for B's own `super.send(x)`).
    const bare = unwrap(target);
    const parentCall = !options.via && ts.isPropertyAccessExpression(bare) && bare.expression.kind === ts.SyntaxKind.SuperKeyword;
    const via = options.via ?? (parentCall ? ("super" as const) : undefined);
    // `this.m(…)`: a call on the calling method's own object (`GraphEdge.onSelf`).
    const onSelf = !options.via && ts.isPropertyAccessExpression(bare) && bare.expression.kind === ts.SyntaxKind.ThisKeyword ? { onSelf: true as const } : {};
    /** Resolved `calls` edges from `owner` to each of `targets`, found as `resolution` says. */
    const link = (targets: readonly string[], resolution: EdgeResolution): void => {
      // A function handing itself on (ws's `socketOnClose` removing itself: `removeListener('close', socketOnClose)`)
      // calls nothing: `callees socketOnClose` listed `socketOnClose` "passed as a value".
      for (const to of targets) if (!(options.via === "callback" && to === owner)) add({ from: owner, to, kind: "calls", resolved: true, resolution, line, ...(via ? { via } : {}), ...onSelf });
      called.add(unwrap(target));
    };
    // A JavaScript call typed by a shipped `.d.ts` runs the code the declaration describes (by name: `name-only`).
    const described = resolved && "id" in resolved && DECLARATION_ID.test(resolved.id) && isInJs(target) ? ctx.implementationOf?.(unwrap(target)) : undefined;
    if (described && (!options.quiet || CALLABLE.has(described.kind) || described.kind === "class")) return link([described.id], "name-only");
    if (resolved && "id" in resolved && (!options.quiet || CALLABLE.has(resolved.kind))) return link([resolved.id, ...unionMembers(ctx, target, resolved.id)], resolved.by ?? "type-checked");
    if (options.quiet || isInlineFunction(target)) return;
    // (A member the repository declares nowhere else is outside by the checker's `any` — unless the literal names it.)
    const literalOwn = handedOut || !resolved || !("external" in resolved) || options.via || options.construct ? undefined : thisMember(ctx, unwrap(target), literalThisDefinitions);
    if (literalOwn && literalOwn !== AMBIGUOUS) return link([literalOwn.id], "scope");
    const byThis = handedOut ? AMBIGUOUS : resolved === undefined && !options.via && !options.construct ? thisMember(ctx, unwrap(target)) : undefined;
    if (byThis && byThis !== AMBIGUOUS) return link([byThis.id], "scope");
    // (The checker calls `this.constructor.x` a member of `Function`, outside the repository.)
    const byClass = (resolved === undefined || "external" in resolved) && byThis === undefined && !options.construct ? constructorStatic(ctx, unwrap(target)) : undefined;
    if (byClass) return link([byClass.id], "scope");
    // A plain call the checker types nothing for: by the variable's assigned values, else by name.
    const untyped = resolved === undefined && byThis === undefined && !options.via && !options.construct;
    const byAssigned = untyped ? (assignedInstanceMember(ctx, unwrap(target)) ?? constructedMember(ctx, unwrap(target)) ?? thisFieldMember(ctx, unwrap(target))) : undefined;
    if (byAssigned) return link([byAssigned.id], "scope");
    const byInstance = untyped ? namespaceInstanceMember(ctx, unwrap(target)) : undefined;
    if (byInstance) return link([byInstance.id], "scope");
    const byKey = untyped ? ctx.symbolKeyed?.(unwrap(target)) : undefined;
    if (byKey) return link([byKey.id], "scope");
    // A method a constructor function inherits through `util.inherits(Child, Parent)` and the like (jsInherits.ts).
    const inherited = untyped && isInJs(target) && ts.isPropertyAccessExpression(unwrap(target)) ? inheritedMember(inheritLookups(ctx), unwrap(target) as ts.PropertyAccessExpression) : undefined;
    if (inherited && "id" in inherited) return link([inherited.id], "scope");
    // An untyped parameter (or a field set from one) typed by the repository's call sites (jsCallSiteValues.ts).
    const bySites = untyped && !inherited && isInJs(target) ? ctx.callSiteMember?.(unwrap(target)) : undefined;
    if (bySites) return link([bySites.id], "scope");
    const passed = untyped && !inherited && isInJs(target) ? ctx.calledParameter?.(unwrap(target)) : undefined;
    if (passed) return link(passed.map((p) => p.id), "scope");
    // (`this.m()` in a prototype method whose constructor's file gives it no `m`: no other owner's `m` by name.)
    const lacksOwn = untyped && !inherited && isInJs(target) && ts.isPropertyAccessExpression(unwrap(target)) && lacksPrototypeMember(unwrap(target) as ts.PropertyAccessExpression);
    const byName = untyped && !inherited && !lacksOwn ? ctx.nameOnly?.(unwrap(target), madeInRepository) : undefined;
    if (byName) return link([byName.id], "name-only");
    const text = calleeOf(target, sf);
    add({ from: owner, to: `?${text}`, kind: "calls", resolved: false, line, ...((resolved && "external" in resolved) || inherited ? { external: true as const } : {}) });
  };

  /** True when a call or `new` runs a repository function, method or class (its value is the repository's making). */
  const madeInRepository = (made: ts.CallExpression | ts.NewExpression): boolean => {
    const r = resolveTarget(ctx, made.expression, ts.isNewExpression(made), 0, true);
    return r !== undefined && "id" in r && (CALLABLE.has(r.kind) || r.kind === "class");
  };

  const useEdge = (owner: string, name: ts.Identifier): void => {
    if (called.has(name)) return;
    // Destructuring a getter runs it, as reading `options.headers` does (got's `const {headers, username} = options`).
    const getter = isValueName(name) ? undefined : destructuredGetter(ctx, name);
    if (getter) {
      add({ from: owner, to: getter.id, kind: "calls", resolved: true, resolution: "type-checked", line: lineOf(name), via: "reference" });
      return;
    }
    const target = isValueName(name) ? valueUseTarget(ctx.checker, ctx.resolveDecl, name) : destructuredTarget(ctx.checker, ctx.resolveDecl, name);
    if (target) add({ from: owner, to: target.id, kind: "uses", resolved: true, resolution: "type-checked", line: lineOf(name) });
  };

  /** A `uses` edge for a name already known to be read as a value (a member after a dot, a `typeof` name). */
  const useAt = (owner: string, name: ts.Identifier): void => {
    const target = valueUseTarget(ctx.checker, ctx.resolveDecl, name);
    if (target) add({ from: owner, to: target.id, kind: "uses", resolved: true, resolution: "type-checked", line: lineOf(name) });
  };

  const visit = (node: ts.Node, owner: string): void => {
    const own = ctx.ownerOf(node);
    const current = own ?? owner;
    if (own && (ts.isClassLike(node) || ts.isInterfaceDeclaration(node))) heritage(node, own);
    // A function declared as a repository interface (`const ky: Partial<KyInstance> = (…) => …`) implements it.
    if (own && ts.isVariableDeclaration(node) && node.type) {
      for (const t of declaredInterfaces(ctx, node.type)) add({ from: own, to: t.id, kind: "implements", resolved: true, resolution: "type-checked", line: lineOf(node.type) });
    }
    // A function assigned to a member an interface declares (yargs's `self.fail = function fail(…)` on `self:
    // UsageInstance`) implements that member: calls of `UsageInstance.fail` may run it (`callers usage.fail` found none).
    // So does a method of an object literal written as a repository interface (unstorage's `const storage: Storage = {
    // getItem(key) { … }, mount(base, driver) { … } }`): calls of `Storage.mount` run it.
    const member = own && (ts.isFunctionExpression(node) || ts.isArrowFunction(node)) ? (assignedMember(ctx, node) ?? literalMember(ctx, node)) : own && ts.isMethodDeclaration(node) ? literalMember(ctx, node) : undefined;
    if (member && member !== own) add({ from: own!, to: member, kind: "implements", resolved: true, resolution: "type-checked", line: lineOf(node) });
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      if (node.moduleSpecifier && ts.isStringLiteralLike(node.moduleSpecifier)) importEdge(node.moduleSpecifier, node);
      // Their names are module plumbing, no value uses; nothing in them is called.
      return;
    } else if (ts.isIdentifier(node)) {
      useEdge(current, node);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const e = node.moduleReference.expression;
      if (ts.isStringLiteralLike(e)) importEdge(e, node);
      return;
    } else if (ts.isCallExpression(node)) {
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword || isRequire(node)) {
        const arg = node.arguments[0];
        if (arg && ts.isStringLiteralLike(arg)) importEdge(arg, node);
      } else {
        // `f.call(…)` that reaches the repository's `f` is that call, not also one of `Function.prototype.call` outside.
        if (!throughFunctionMethod(node.expression, current)) callEdge(current, node.expression, {});
      }
      // A listener removed (`payload.removeListener('end', onEnd)`) is not run: its name is a value use.
      if (!removesListener(node)) callbacks(node.arguments, current);
    } else if (ts.isNewExpression(node)) {
      callEdge(current, node.expression, { construct: true });
      callbacks(node.arguments ?? [], current);
    } else if (ts.isTaggedTemplateExpression(node)) {
      callEdge(current, node.tag, {});
    } else if (ts.isDecorator(node) && !ts.isCallExpression(node.expression)) {
      callEdge(current, node.expression, {});
    } else if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      if (!isIntrinsic(node.tagName)) callEdge(current, node.tagName, {});
    } else if (ts.isPropertyAccessExpression(node) && !isCallee(node)) {
      // An assignment to a property is no reference edge unless it runs a setter.
      // A method read as a value where a value is handed on (an argument, an object literal's property, an
      // assignment's or a variable's value, an array element, a return) is handed on: a `callback`
      // (jose's `{ verify: lib.flattenedVerify }` read "used as a property"; h3's `_handler.resolve =
      // handler.handler.resolve` counted in summaries as a delegation). A getter read anywhere runs: a `reference`.
      // Asked of the checker at most once, and only where an assignment or a handed-on value makes it matter.
      let accessor: boolean | undefined;
      const isAccessor = (): boolean => (accessor ??= namesAccessor(ctx, node));
      // The constructor named by a member definition's target (`internals.Socket` in `internals.Socket.prototype.send =
      // function …`, or in a static's `internals.Socket.broadcast = function …`) is being defined, not read.
      // Nor is one whose prototype is read (`internals.Socket.prototype.send` handed on), as `Socket.prototype` is not.
      const defines = isPrototypeTargetOwner(node) || isStaticTargetOwner(node) || (ts.isPropertyAccessExpression(node.parent) && node.parent.expression === node && node.parent.name.text === "prototype");
      // A method removed as a listener (`emitter.off('end', this.onEnd)`) is read, not handed on to be run: a `reference`.
      // A property of a method read (`this.func.name`, `fn.length`; not `.call`, `.apply`, `.bind`) runs nothing unless
      // the read is a getter's: fastify's `rootErrorHandler.toJSON`, `return this.func.name.toString() + '()'`, read as
      // delegating to `defaultErrorHandler`, which `func` holds.
      const ownPropertyRead = ts.isPropertyAccessExpression(node.parent) && node.parent.expression === node && !FUNCTION_METHODS.has(node.parent.name.text);
      if (!((isAssigned(node) || ownPropertyRead) && !isAccessor()) && !readsMappedProperty(ctx, node) && !importAlias(node) && !defines) callEdge(current, node, { via: handsOnValue(node) && !isAccessor() && !removedListener(node) ? "callback" : "reference", quiet: true });
      // A class read through a namespace or object (`ns.Parser`, `x instanceof errors.HttpError`) is no method read.
      // The target of an assignment that is a declaration node (`Reply.prototype.send = function …`) names itself.
      if (ts.isIdentifier(node.name) && !called.has(node) && own === undefined && !defines) useAt(current, node.name);
    }
    if (isTypeOnly(node)) {
      for (const name of typeQueryNames(node)) useAt(current, name);
      return;
    }
    ts.forEachChild(node, (child) => visit(child, current));
  };

  /**
   * `f.call(…)` and `f.apply(…)` call a repository function `f`, `f.bind(…)` reads it for a later call (a reference,
   * or a callback where the bound copy is handed on):
   * an edge to `f` when it is one (execa's `subprocessKill.bind(undefined, {…})` left `subprocessKill` uncalled).
   * True when it added that edge.
   */
  const throughFunctionMethod = (callee: ts.Expression, owner: string): boolean => {
    if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.name)) return false;
    const bound = FUNCTION_METHODS.get(callee.name.text);
    if (bound === undefined) return false;
    const before = edges.length;
    // A bound copy handed on (`makeMiddleware(setup.bind(this))`, multer) runs later: a callback, as the function would be.
    const call = callee.parent;
    callEdge(owner, callee.expression, bound ? { via: ts.isCallExpression(call) && handsOnValue(call) && !removedListener(call) ? "callback" : "reference", quiet: true } : { quiet: true });
    return edges.length > before;
  };

  const callbacks = (args: readonly ts.Expression[], owner: string): void => {
    for (const arg of args) {
      if (ts.isIdentifier(arg)) callEdge(owner, arg, { via: "callback", quiet: true });
      else if (ts.isObjectLiteralExpression(arg)) {
        // A function handed over as a member of an object argument (immer's `loadPlugin(PluginPatches,
        // {generatePatches_, applyPatches_})`, `new Worker({ onMessage: handle })`) is a callback as one passed alone.
        for (const p of arg.properties) {
          if (ts.isShorthandPropertyAssignment(p)) callEdge(owner, p.name, { via: "callback", quiet: true });
          else if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.initializer)) callEdge(owner, p.initializer, { via: "callback", quiet: true });
        }
      } else {
        // A named function written as an argument (`chain.run(req, res, function preChainDone (err) { … })`) is a node
        // the enclosing code hands to the call, as one passed by name is: `callers` and `impact` reach it from there.
        const fn = skipOuter(arg);
        const id = (ts.isFunctionExpression(fn) || ts.isArrowFunction(fn)) && ctx.ownerOf(fn);
        // (Not a factory-made constant's own literal: `const X = factory((inst) => …)` is the node X itself.)
        if (id && id !== owner) add({ from: owner, to: id, kind: "calls", resolved: true, resolution: "scope", line: lineOf(fn), via: "callback" });
      }
    }
  };

  const importEdge = (spec: ts.StringLiteralLike, at: ts.Node): void => {
    const symbol = ctx.checker.getSymbolAtLocation(spec);
    const target = symbol?.valueDeclaration;
    const repoPath = target && ts.isSourceFile(target) ? ctx.repoPathOf(target) : undefined;
    if (repoPath) add({ from: fileId, to: repoPath, kind: "imports", resolved: true, line: lineOf(at) });
    else {
      const relative = spec.text.startsWith(".") || spec.text.startsWith("/");
      add({ from: fileId, to: `?${spec.text}`, kind: "imports", resolved: false, line: lineOf(at), ...(relative ? {} : { external: true as const }) });
    }
  };

  const heritage = (node: ts.ClassLikeDeclaration | ts.InterfaceDeclaration, owner: string): void => {
    for (const clause of node.heritageClauses ?? []) {
      const kind = clause.token === ts.SyntaxKind.ImplementsKeyword ? "implements" : "inherits";
      for (const type of clause.types) {
        const resolved = resolveTarget(ctx, type.expression, false);
        if (resolved && "id" in resolved) add({ from: owner, to: resolved.id, kind, resolved: true, resolution: "type-checked", line: lineOf(type) });
        else add({ from: owner, to: `?${calleeOf(type.expression, sf)}`, kind, resolved: false, line: lineOf(type), ...(resolved ? { external: true as const } : {}) });
      }
    }
  };

  ts.forEachChild(sf, (child) => visit(child, fileId));
  return edges;
}

/** {@link thisMember}'s answer when the object defines the name but not as one function node: no guess by name either. */
const AMBIGUOUS = "ambiguous";

/**
 * The function `this.name(…)` runs in a JavaScript method of a module object built by assignment (`app.handle =
 * function () { this.set(…) }`, see `jsThisOwner.ts`), or by `definitions` of an object literal the checker leaves
 * untyped (an options object handed to a function: `X.extend({ check () { this.limit(…) }, limit () {…} })`): the one
 * function node the object's definitions of the name give; {@link AMBIGUOUS} when it defines the name otherwise
 * (twice, or as a value that is no function node); undefined when the rule does not apply.
 */
function thisMember(ctx: EdgeContext, callee: ts.Node, definitions = thisMemberDefinitions): { id: string; kind: GraphNodeKind } | typeof AMBIGUOUS | undefined {
  if (!ts.isPropertyAccessExpression(callee) || !isInJs(callee)) return undefined;
  const defs = definitions(callee);
  if (!defs) return undefined;
  const targets = new Set<string>();
  let found: { id: string; kind: GraphNodeKind } | undefined;
  for (const d of defs) {
    const value = ts.isBinaryExpression(d) ? assignedFunction(d) : ts.isPropertyAssignment(d) ? skipOuter(d.initializer) : d;
    const r = value ? ctx.resolveDecl(value as ts.Declaration) : undefined;
    if (!r || !("id" in r) || !CALLABLE.has(r.kind)) return AMBIGUOUS;
    targets.add(r.id);
    found = r;
  }
  return targets.size === 1 ? found : AMBIGUOUS;
}

/**
 * The static method `this.constructor.name(…)` runs in an instance method of a class: the enclosing class's own static
 * member of that name (axios's `AxiosHeaders.concat` calls `this.constructor.concat(this, …targets)`, which the checker
 * types as `Function`'s). A subclass may hide it with its own static; the class's is the one written there. Undefined
 * outside a class, in a static member (its `this.constructor` is `Function`), or when the class declares no such static.
 */
function constructorStatic(ctx: EdgeContext, callee: ts.Node): { id: string; kind: GraphNodeKind } | undefined {
  if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.name)) return undefined;
  const receiver = skipOuter(callee.expression);
  if (!ts.isPropertyAccessExpression(receiver) || receiver.name.text !== "constructor" || skipOuter(receiver.expression).kind !== ts.SyntaxKind.ThisKeyword) return undefined;
  const method = ts.findAncestor(callee, (n) => ts.isClassLike(n) || ((ts.isMethodDeclaration(n) || ts.isAccessor(n)) && ts.isClassLike(n.parent)));
  if (!method || ts.isClassLike(method) || hasStatic(method)) return undefined;
  const name = callee.name.text;
  const statics = (method.parent as ts.ClassLikeDeclaration).members.filter((m) => hasStatic(m) && m.name !== undefined && ts.isIdentifier(m.name) && m.name.text === name);
  return statics.length === 1 ? callableNode(ctx.resolveDecl(statics[0] as ts.Declaration)) : undefined;
}

/**
 * The declaration a callee expression names, mapped to a node id (`construct`: `new C` → C's constructor). A name
 * that is no node is followed when it has exactly one repository function behind it: a `const` bound to another
 * name (`const merge = t.mergeRouters`, up to {@link MAX_ALIAS_STEPS} steps), an object literal's property holding a
 * name (`Jwt.sign` with `const Jwt = { sign, verify }`), or an interface or class property whose value object
 * literals typed by it give (`return { mergeRouters }` in a function returning the interface). A call through a value
 * no function stands behind goes to the interface node that declares its signature ({@link signatureOwner}).
 */
function resolveTarget(ctx: EdgeContext, expr: ts.Node, construct: boolean, steps = 0, called = false): Resolved | undefined {
  let e = expr;
  while (ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e) || ts.isAsExpression(e)) e = e.expression;
  // A named function expression called where it is written (passport's `(function attempt(i) { … })(0)`) is its own node.
  if (ts.isFunctionExpression(e) && e.name) return ctx.resolveDecl(e);
  const nameNode = ts.isPropertyAccessExpression(e) ? e.name : ts.isElementAccessExpression(e) ? e.argumentExpression : e;
  if (!ts.isIdentifier(nameNode) && !ts.isPrivateIdentifier(nameNode) && !ts.isStringLiteral(nameNode) && nameNode.kind !== ts.SyntaxKind.SuperKeyword && nameNode.kind !== ts.SyntaxKind.ThisKeyword) {
    // A computed callee (`handlers[0]()`, `make()()`, `(a || b)()`) has no symbol of its own; its type may still be declared.
    // `require('../')(…)` calls the function the required module exports.
    if (ts.isCallExpression(e) && isRequire(e) && isInJs(e)) {
      const required = oneFunctionOfType(ctx, e);
      if (required) return required;
    }
    if (outsideRoot(ctx, e)) return { external: true };
    return called && steps === 0 ? signatureOwner(ctx, e, construct) : undefined;
  }
  let symbol: ts.Symbol | undefined;
  // The declarations of an alias the checker follows (`exports.json = bodyParser.json`, a JavaScript export it binds as one).
  let aliasDecls: readonly ts.Declaration[] = [];
  let byUnion = false;
  try {
    symbol = ctx.checker.getSymbolAtLocation(nameNode);
    // Found by our reading of the receiver's union type, not bound by the checker: a `scope` resolution.
    if (!symbol && isInJs(e) && ts.isPropertyAccessExpression(e)) byUnion = (symbol = unionMember(ctx, e)) !== undefined;
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) {
      aliasDecls = symbol.declarations ?? [];
      symbol = ctx.checker.getAliasedSymbol(symbol);
    }
  } catch {
    return undefined;
  }
  if (nameNode.kind === ts.SyntaxKind.SuperKeyword) {
    const sig = ctx.checker.getResolvedSignature(expr.parent as ts.CallExpression);
    if (sig?.declaration && !ts.isJSDocSignature(sig.declaration)) return ctx.resolveDecl(sig.declaration);
    // No declared constructor: the base class's own, outside when the class extends a package's (`extends EventEmitter`
    // with `require('events')`, `extends Stream.Transform`).
    // (`extendsOutside` asks of a class node; an anonymous `X.Payload = class extends Stream.Readable` is none.)
    return inClassExtendingOutside(ctx, expr) ? { external: true } : undefined;
  }
  // A member of a `const` bound to an object literal that defines it is that definition, whatever type the `const`
  // declares (immer's `objectTraps: ProxyHandler<…> = { set(…) {…} }`: `objectTraps.set!.call(this, …)` had reached
  // the outside `ProxyHandler.set`).
  const literal = ts.isPropertyAccessExpression(e) ? constLiteralMember(ctx, e) : undefined;
  if (literal && !(symbol?.declarations ?? []).includes(literal.member)) return { id: literal.id, kind: literal.kind, by: "scope" };
  const decls = symbol?.declarations ?? [];
  let external = false;
  const inRepo: ts.Declaration[] = [];
  // A global the runtime declares (lib.dom's `URL`) that a repository file only augments (`declare global { interface
  // URL {} }` in jose's `test-d/fallback.ts`) is the runtime's: `new URL(…)` had reached that empty interface.
  const runtimeGlobal = decls.some((d) => ctx.repoPathOf(d.getSourceFile()) === undefined);
  for (const decl of construct ? constructorsFirst(decls, !runtimeGlobal) : decls) {
    if (runtimeGlobal && inGlobalAugmentation(decl)) {
      external = true;
      continue;
    }
    const r = ctx.resolveDecl(decl) ?? assignedNode(ctx, decl);
    // A function-typed property signature is a node, but the one value literals give it (`return { createRouter }`
    // for `createRouter: (name) => Router`) is what runs.
    const given = r && "id" in r && ts.isPropertySignature(decl) && !construct && steps < MAX_ALIAS_STEPS ? valueBehind(ctx, [decl], steps) : undefined;
    if (given) return given;
    if (r && "id" in r) return byUnion ? { ...r, by: "scope" } : r;
    if (r) external = true;
    else inRepo.push(decl);
  }
  // `new Passport()` with `var Passport = require('../..').Passport`: a JavaScript constructor function reached
  // through the value's type, as a call of it is.
  const constructed = construct && called && steps === 0 && isInJs(e) ? functionTypeOf(ctx, inRepo, nameNode, true) : undefined;
  if (constructed) return constructed;
  if (!construct && steps < MAX_ALIAS_STEPS) {
    const behind = valueBehind(ctx, inRepo, steps) ?? (called && steps === 0 ? functionTypeOf(ctx, inRepo, nameNode) : undefined);
    if (behind) return behind;
    // A literal's placeholder member (`close: null`) holds what its variable is later assigned, or a package's value.
    const filled = isInJs(e) ? placeholderBehind(ctx, inRepo, steps) : undefined;
    if (filled) return "id" in filled ? { ...filled, by: "scope" } : filled;
    // `Parent.prototype.end` read directly (`….call(this, err)`), which the checker binds to nothing.
    const ofPrototype = !decls.length && isInJs(e) && ts.isPropertyAccessExpression(e) ? prototypeMember(inheritLookups(ctx), e) : undefined;
    if (ofPrototype && "id" in ofPrototype) return { ...ofPrototype, by: "scope" };
  }
  // `internals.isPresent(…)` with `const internals = { … }` and `internals.isPresent = function …` in the file.
  const ofObject = !decls.length && isInJs(e) && ts.isPropertyAccessExpression(e) ? (objectMember(ctx, e, construct) ?? objectClassStatic(ctx, e)) : undefined;
  if (ofObject) return { ...ofObject, by: "scope" };
  if (!external && called && steps === 0) {
    const owner = signatureOwner(ctx, e, construct);
    if (owner) return owner;
  }
  return external || outsideRoot(ctx, e) || superOfOutside(ctx, e) || typedOutside(ctx, e) || unknownMember(ctx, e) || assignedPackage(ctx, inRepo.length > 0 || decls.length > 0 ? inRepo : aliasDecls) || (called && steps === 0 && ts.isIdentifier(e) && packageCallbackParameter(ctx, inRepo)) ? { external: true } : undefined;
}

/**
 * In JavaScript, the member `access.name` of the one object type of a union-typed receiver whose other parts are
 * primitives (strings, numbers, `null`…) that lack it, where the checker binds the name to nothing: a getter-setter
 * documented `@return {(Command|string)}` (commander's `name(str)`), chained as `program.name('x').argument(…)`, can
 * only have returned the `Command`. Undefined for a union of two object types (the other may have the member at run
 * time: a base from a package, a mixin), and when a primitive part has the member too.
 */
function unionMember(ctx: EdgeContext, access: ts.PropertyAccessExpression, depth = 0): ts.Symbol | undefined {
  const receiver = receiverType(ctx, access.expression, depth);
  if (!receiver) return undefined;
  const parts = receiver.isUnion() ? receiver.types : [receiver];
  // One object type beside primitives only: another object part may lack the member only as far as the checker sees
  // (a class extending a package's `EventEmitter`, a mixin assigned to a prototype), so it decides nothing.
  const objects = parts.filter((t) => !(t.flags & PRIMITIVE_FLAGS));
  if (objects.length !== 1) return undefined;
  const member = ctx.checker.getPropertyOfType(ctx.checker.getApparentType(objects[0]!), access.name.text);
  const primitiveHasIt = parts.some((t) => t !== objects[0] && ctx.checker.getPropertyOfType(ctx.checker.getApparentType(t), access.name.text) !== undefined);
  return member && !primitiveHasIt && (receiver.isUnion() || depth > 0 || receiverWasChained(access)) ? member : undefined;
}

/** Type flags of the primitive parts of a union {@link unionMember} looks past. */
const PRIMITIVE_FLAGS = ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike | ts.TypeFlags.BigIntLike | ts.TypeFlags.ESSymbolLike | ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Void;

/** Most links of a call chain {@link receiverType} follows past the checker's error type. */
const MAX_UNION_CHAIN = 8;

/**
 * The type of `expr` as a receiver: the checker's, or for a call the checker could not type because its callee was a
 * union member ({@link unionMember}: the rest of `program.name('x').argument(…).argument(…)`), the declared return type
 * of the member it reaches. Undefined when neither is known.
 */
function receiverType(ctx: EdgeContext, expr: ts.Expression, depth: number): ts.Type | undefined {
  const own = ctx.checker.getNonNullableType(ctx.checker.getTypeAtLocation(expr));
  if (!(own.flags & ts.TypeFlags.Any)) return own;
  const call = skipOuter(expr);
  if (depth >= MAX_UNION_CHAIN || !ts.isCallExpression(call) || !ts.isPropertyAccessExpression(call.expression) || ctx.checker.getSymbolAtLocation(call.expression.name)) return undefined;
  const member = unionMember(ctx, call.expression, depth + 1);
  const decl = member?.valueDeclaration;
  if (!member || !decl) return undefined;
  const signature = ctx.checker.getTypeOfSymbolAtLocation(member, decl).getCallSignatures()[0];
  return signature ? ctx.checker.getNonNullableType(signature.getReturnType()) : undefined;
}

/** True when `access`'s receiver is a call whose own callee the checker binds to nothing (a link after a union member). */
function receiverWasChained(access: ts.PropertyAccessExpression): boolean {
  const call = skipOuter(access.expression);
  return ts.isCallExpression(call) && ts.isPropertyAccessExpression(call.expression);
}

/**
 * True for `super.end(…)` in a class that extends a package's or the runtime's class (hapijs/shot's `class extends
 * Http.ServerResponse`): the base class's method, outside the repository, where the checker has no declaration of it
 * (no `@types/node` installed). Such a call had stayed unresolved-internal, and `callers` offered it by name for every
 * repository `end`.
 */
function superOfOutside(ctx: EdgeContext, e: ts.Node): boolean {
  return ts.isPropertyAccessExpression(e) && e.expression.kind === ts.SyntaxKind.SuperKeyword && inClassExtendingOutside(ctx, e);
}

/** True when the class around `at` extends a package's or the runtime's class (`extends Stream.Transform`, `require('events')`'s `EventEmitter`). */
function inClassExtendingOutside(ctx: EdgeContext, at: ts.Node): boolean {
  const cls = ts.findAncestor(at, ts.isClassLike);
  const base = cls && superClassOf(cls);
  return base !== undefined && outsideRoot(ctx, base);
}

/** True when `decl` is inside a `declare global { … }` block. */
function inGlobalAugmentation(decl: ts.Node): boolean {
  return ts.findAncestor(decl, (n) => ts.isModuleDeclaration(n) && (n.flags & ts.NodeFlags.GlobalAugmentation) !== 0) !== undefined;
}

/**
 * The function or method node a `const`'s object literal defines for member `access.name` (`const o = { m() {…} }`,
 * `m: function …`, `m: (…) => …`), for `o.m`, with that member's declaration (when the checker names it too, its
 * own resolution stands); undefined when `o` is no such `const`, the literal has no such member
 * or its member is no node (a shorthand `{ m }` is followed by {@link valueBehind}).
 */
function constLiteralMember(ctx: EdgeContext, access: ts.PropertyAccessExpression): { id: string; kind: GraphNodeKind; member: ts.Declaration } | undefined {
  const object = skipOuter(access.expression);
  if (!ts.isIdentifier(object)) return undefined;
  let decl: ts.Declaration | undefined;
  try {
    decl = ctx.checker.getSymbolAtLocation(object)?.valueDeclaration;
  } catch {
    return undefined;
  }
  if (!decl || !ts.isVariableDeclaration(decl) || !(ts.getCombinedNodeFlags(decl) & ts.NodeFlags.Const) || !decl.initializer) return undefined;
  const init = skipOuter(decl.initializer);
  if (!ts.isObjectLiteralExpression(init)) return undefined;
  const name = access.name.text;
  const member = init.properties.find((p) => p.name !== undefined && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === name);
  if (!member || !(ts.isMethodDeclaration(member) || ts.isPropertyAssignment(member))) return undefined;
  const r = ctx.resolveDecl(member);
  return r && "id" in r && CALLABLE.has(r.kind) ? { id: r.id, kind: r.kind, member } : undefined;
}

/**
 * The one function, method or class node that a namespace object's only definition of the member gives
 * ({@link objectMemberDefinitions}): `internals.x = function …` or `internals.X = class …` (`construct`: its
 * constructor, when it declares one). Undefined when the file defines the member twice or as anything else.
 */
function objectMember(ctx: EdgeContext, access: ts.PropertyAccessExpression, construct: boolean): { id: string; kind: GraphNodeKind } | undefined {
  const assigned = onlyObjectAssignment(access);
  if (!assigned) return undefined;
  const right = skipOuter(assigned.right);
  const value = ts.isClassExpression(right) ? (construct ? right.members.find(ts.isConstructorDeclaration) ?? right : right) : assignedFunction(assigned);
  const r = value ? ctx.resolveDecl(value as ts.Declaration) : undefined;
  return r && "id" in r && (CALLABLE.has(r.kind) || r.kind === "class") ? { id: r.id, kind: r.kind } : undefined;
}

/**
 * `internals.Policy.ttl(…)`: a static method of the class that is such a namespace member's only definition
 * ({@link objectMember}; hapijs/catbox's `exports = module.exports = internals.Policy = class { static ttl(…) … }` with
 * `const internals = { … }`), else undefined.
 */
function objectClassStatic(ctx: EdgeContext, access: ts.PropertyAccessExpression): { id: string; kind: GraphNodeKind } | undefined {
  const owner = skipOuter(access.expression);
  const assigned = ts.isPropertyAccessExpression(owner) && ts.isIdentifier(access.name) ? onlyObjectAssignment(owner) : undefined;
  const cls = assigned && classExpressionOf(assigned);
  if (!cls) return undefined;
  const member = cls.members.find((m) => ts.isMethodDeclaration(m) && hasStatic(m) && ts.isIdentifier(m.name) && m.name.text === access.name.text);
  const r = member ? ctx.resolveDecl(member) : undefined;
  return r && "id" in r && r.kind === "method" ? { id: r.id, kind: r.kind } : undefined;
}

/** The assignment that is a namespace object member's only definition ({@link objectMemberDefinitions}), else undefined. */
function onlyObjectAssignment(access: ts.PropertyAccessExpression): ts.BinaryExpression | undefined {
  const defs = objectMemberDefinitions(access);
  return defs?.length === 1 && ts.isBinaryExpression(defs[0]!) ? defs[0] : undefined;
}

/** True when the checker finds a declaration of the name in a repository file. */
function declaredInRepository(ctx: EdgeContext, name: ts.Identifier): boolean {
  try {
    return (ctx.checker.getSymbolAtLocation(name)?.declarations ?? []).some((d) => ctx.repoPathOf(d.getSourceFile()) !== undefined);
  } catch {
    return false;
  }
}

/**
 * True when the one declaration is an untyped parameter of a function written as an argument of a call that runs a
 * package's function, found as {@link resolveTarget} finds any callee (`fastify.register(function (i, opts, done) {
 * done() })`, `register` being a member the package avvio fills): the package calls that function, so it supplies the
 * parameter, and calling the parameter runs the package's code. Asked only of a parameter called by its own name;
 * `outsideRoot` already covers a call whose callee is read off a package's name (`test('x', (t, done) => …)`).
 */
function packageCallbackParameter(ctx: EdgeContext, decls: readonly ts.Declaration[]): boolean {
  const d = decls.length === 1 ? decls[0] : undefined;
  if (!d || !ts.isParameter(d) || d.type || !ts.isIdentifier(d.name)) return false;
  const fn = d.parent;
  if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn)) return false;
  let arg: ts.Node = fn;
  while (ts.isParenthesizedExpression(arg.parent)) arg = arg.parent;
  const call = arg.parent;
  if (!ts.isCallExpression(call) || !call.arguments.some((a) => a === arg)) return false;
  // An emitter's or a container's method (`server.on('x', (req, res, cb) => …)`, `handlers.push(function (req, res,
  // next) …)`) hands the function values the repository gave it: those stay the repository's. A member of a runtime
  // name counts only where the repository declares it on the receiver (fastify's `register: null`, filled by avvio).
  const name = ts.isPropertyAccessExpression(call.expression) && ts.isIdentifier(call.expression.name) ? call.expression.name : undefined;
  if (name && ctx.runtimeMember?.(name.text) !== false && !declaredInRepository(ctx, name)) return false;
  const callee = resolveTarget(ctx, call.expression, false, 1, true);
  return callee !== undefined && "external" in callee;
}

/**
 * The other repository methods a member call on a value of a union type runs (`observable.get()` with `observable:
 * ObservableValue<T> | ComputedValue<T>` runs either type's `get`): the checker's symbol for the member is a union
 * property whose declarations are each member type's; `first` is the node the call's edge already names. Empty for
 * any other call (overloads of one method are one node).
 */
function unionMembers(ctx: EdgeContext, target: ts.Node, first: string): string[] {
  const e = unwrap(target);
  if (!ts.isPropertyAccessExpression(e)) return [];
  try {
    const symbol = ctx.checker.getSymbolAtLocation(e.name);
    const decls = symbol && symbol.flags & ts.SymbolFlags.Transient ? (symbol.declarations ?? []) : [];
    if (decls.length < 2) return [];
    const ids = new Set<string>();
    for (const d of decls) {
      const r = callableNode(ctx.resolveDecl(d));
      if (r && r.id !== first) ids.add(r.id);
    }
    return [...ids];
  } catch {
    return [];
  }
}

/**
 * The node of the function a member assignment gives (`E.named = function named (x) {…}`, `res.x = helper`) when the
 * checker's declaration of the member is the assignment's target: a named function expression is its own node, not
 * the assignment's, so `E.named(2)` from another file reached nothing.
 */
function assignedNode(ctx: EdgeContext, decl: ts.Declaration): Resolved | undefined {
  if (!ts.isPropertyAccessExpression(decl) || !ts.isBinaryExpression(decl.parent) || decl.parent.left !== decl || decl.parent.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return undefined;
  const fn = assignedFunction(decl.parent);
  return fn ? callableNode(ctx.resolveDecl(fn as ts.Declaration)) : undefined;
}

/**
 * True when every declaration is a member assignment whose value is a package's (`exports.static = require('serve-static')`,
 * `exports.json = bodyParser.json` with `bodyParser = require('body-parser')`, `{ Router: Router }` with
 * `Router = require('router')`): a call of that member (`express.static(…)`) runs the package's code, outside the
 * repository, though the member itself is declared in it. A package is a non-relative module that does not resolve
 * into the repository.
 */
function assignedPackage(ctx: EdgeContext, decls: readonly ts.Declaration[]): boolean {
  return decls.length > 0 && decls.every((d) => assignedPackageValue(ctx, d));
}

/**
 * True when `e` reads a repository module's member whose every declaration assigns it a package's value
 * ({@link assignedPackage}): express's tests' `var Router = express.Router`, with `exports.Router = Router` and
 * `Router = require('router')` in `lib/express.js`. A variable so set holds the package's value, so `new Router()` and
 * the router's methods run the package's code.
 */
function readsPackageMember(ctx: EdgeContext, e: ts.Expression): boolean {
  const x = skipOuter(e);
  if (!ts.isPropertyAccessExpression(x) || !ts.isIdentifier(x.name)) return false;
  try {
    return assignedPackage(ctx, ctx.checker.getSymbolAtLocation(x.name)?.declarations ?? []);
  } catch {
    return false;
  }
}

/**
 * {@link assignedPackage} of one declaration: its value names a package's value, or is made by calling one (fastify's
 * `FST_ERR_NOT_FOUND: createError('FST_ERR_NOT_FOUND', …)` with `createError = require('@fastify/error')`: the error
 * class the package makes; 224 of fastify's calls had counted as unresolved calls into the repository).
 */
function assignedPackageValue(ctx: EdgeContext, decl: ts.Declaration): boolean {
  const d: ts.Node = ts.isPropertyAccessExpression(decl) && ts.isBinaryExpression(decl.parent) && decl.parent.left === decl ? decl.parent : decl;
  const assigned = ts.isBinaryExpression(d) && d.operatorToken.kind === ts.SyntaxKind.EqualsToken ? d.right : ts.isPropertyAssignment(d) ? d.initializer : undefined;
  const made = assigned && skipOuter(assigned);
  const value = made && (ts.isCallExpression(made) || ts.isNewExpression(made)) && !(ts.isCallExpression(made) && isRequire(made)) ? made.expression : assigned;
  if (!value || !namesOneValue(value)) return false;
  return outsideRoot(ctx, value);
}

/** True when `require(spec)` names a package ({@link namesPackage}). */
function requiresPackage(ctx: EdgeContext, call: ts.CallExpression): boolean {
  const spec = call.arguments[0];
  try {
    return spec !== undefined && ts.isStringLiteralLike(spec) && namesPackage(ctx, spec);
  } catch {
    return false;
  }
}

/**
 * True when a member call names a member the checker finds no declaration of, on a receiver whose value the
 * repository does not describe: an untyped receiver (`any`, also the checker's error type: a package not installed, an
 * untyped JavaScript parameter) when the repository declares nothing of the member's name a call could reach
 * (`ctx.declaresMember`) — with no type the name is the only evidence, and a call is in-repository only when the
 * repository defines a plausible target (`response.end()` on an `express` response, in a repository declaring no
 * `end`); or a receiver typed by a repository interface or class that extends a type from outside the checker's view
 * (`interface TestServer extends Express` with `express` not installed: `server.get()` is the missing base's), or one
 * the repository declares only ambiently (`Deno.test()` with a `declare namespace Deno` that leaves `test` out). A bare
 * call (`cb()` of an untyped parameter) may run any repository function whatever its name and stays in-repository.
 */
function unknownMember(ctx: EdgeContext, e: ts.Node): boolean {
  if (!ts.isPropertyAccessExpression(e) || !ts.isIdentifier(e.name)) return false;
  try {
    if (ctx.checker.getSymbolAtLocation(e.name)) return false;
    const receiver = ctx.checker.getNonNullableType(ctx.checker.getTypeAtLocation(e.expression));
    // In JavaScript, a standard-library type without the member (express's `@return {Function}` on the function that
    // builds its app, whose `use` and `get` are added at run time; restify's `@param {Request} req`, which names the
    // DOM's `Request`) says no more about the member than `any` does.
    if (receiver.flags & ts.TypeFlags.Any || (isInJs(e) && isStandardLibraryType(receiver))) return ctx.declaresMember !== undefined && !ctx.declaresMember(e.name.text);
    const decls = receiver.getSymbol()?.declarations ?? [];
    // A member mixed into a repository class (`augment(Builder)` setting `Target.prototype.toQuery`) is its own.
    const mixedIn = (): boolean => {
      const r = isInJs(e) ? inheritedMember(inheritLookups(ctx), e) : undefined;
      return r !== undefined && "id" in r;
    };
    return (decls.some((d) => (ts.isInterfaceDeclaration(d) || ts.isClassLike(d)) && extendsOutside(ctx, d)) && !mixedIn()) || (decls.length > 0 && decls.every((d) => isAmbient(d)));
  } catch {
    return false;
  }
}

/**
 * For a JavaScript variable declared without a type, or an export or object literal member, set from `require(…)`, a
 * name or a property read, directly or at the end of an assignment chain, whose inferred type is one repository
 * function's own (`typeof f`): that function. JavaScript's `var express = require('../')` with the module's `exports = module.exports = createApplication`
 * is typed `typeof createApplication` by the checker though `var` (no `const`, see {@link valueBehind}) has no alias
 * to follow; so is a JavaScript module's `module.exports = require('./lib/express')` that an import names. A declared
 * type (`let g: typeof f`) says nothing of the value and is never followed.
 */
function functionTypeOf(ctx: EdgeContext, decls: readonly ts.Declaration[], name: ts.Node, construct = false): { id: string; kind: GraphNodeKind } | undefined {
  if (decls.length !== 1) return undefined;
  // The checker's declaration of a CommonJS export (`module.exports.transport = require('./lib/transport')`) is the
  // assignment's target; its value is the assignment's right side.
  const first = decls[0]!;
  const d = ts.isPropertyAccessExpression(first) && ts.isBinaryExpression(first.parent) && first.parent.left === first ? first.parent : first;
  // An object literal's member (`module.exports = { Passport: Passport }`, read as `require('./helper').Passport`).
  const written = ts.isVariableDeclaration(d)
    ? !d.type && ts.isIdentifier(d.name)
      ? d.initializer
      : undefined
    : ts.isBinaryExpression(d) && d.operatorToken.kind === ts.SyntaxKind.EqualsToken
      ? d.right
      : ts.isPropertyAssignment(d)
        ? d.initializer
        : ts.isShorthandPropertyAssignment(d)
          ? d.name
          : undefined;
  // The value at the end of an assignment chain (passport's `exports.Passport = exports.Authenticator = Passport`).
  const value = written && assignedValue(written);
  if (!value || !isInJs(d) || !namesOneValue(value)) return undefined;
  return oneFunctionOfType(ctx, name, construct);
}

/**
 * The one repository function or method whose own type (`typeof f`) the checker gives expression `e`, when there is
 * one; with `construct` (`new e(…)`), also a class's (`typeof C`): its constructor, else the class. The class case
 * reaches `new Request(…)` with `const { Request } = require('..')` and the package's `index.js` re-exporting
 * `module.exports.Request = require('./lib/request').Request` (nodejs/undici's tests: the checker declares the name by
 * that assignment, which is no node).
 */
function oneFunctionOfType(ctx: EdgeContext, e: ts.Node, construct = false): { id: string; kind: GraphNodeKind } | undefined {
  try {
    const symbol = ctx.checker.getTypeAtLocation(e).getSymbol();
    if (symbol && construct && symbol.flags & ts.SymbolFlags.Class) {
      const made = constructorsFirst(symbol.declarations ?? [], true).map((decl) => ctx.resolveDecl(decl)).find((r) => r && "id" in r);
      return made && "id" in made ? made : undefined;
    }
    if (!symbol || !(symbol.flags & ts.SymbolFlags.Function)) return undefined;
    const targets = (symbol.declarations ?? []).map((decl) => ctx.resolveDecl(decl));
    const first = targets[0];
    return first && "id" in first && CALLABLE.has(first.kind) && targets.every((t) => t && "id" in t && t.id === first.id) ? first : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True for a declaration that only describes a value the repository does not define: in a declaration file or under
 * `declare` (`declare namespace Deno { … }` listing the few members a repository uses of a runtime's global).
 */
function isAmbient(decl: ts.Declaration): boolean {
  return decl.getSourceFile().isDeclarationFile || (ts.getCombinedModifierFlags(decl) & ts.ModifierFlags.Ambient) !== 0;
}

/**
 * True when a repository interface or class names a base type the checker cannot see or one imported from a package
 * outside the repository, itself or through its repository bases (at most {@link MAX_BASE_STEPS} deep): nunjucks's
 * `FileSystemLoader extends Loader extends EmitterObj extends EventEmitter` (`require('events')`) gets `this.emit` from
 * outside, which had counted as an unresolved call of the repository.
 */
function extendsOutside(ctx: EdgeContext, decl: ts.InterfaceDeclaration | ts.ClassLikeDeclaration, seen = new Set<ts.Node>()): boolean {
  if (seen.has(decl) || seen.size >= MAX_BASE_STEPS) return false;
  seen.add(decl);
  const own = ctx.resolveDecl(decl);
  if (!own || "external" in own) return false;
  for (const clause of decl.heritageClauses ?? []) {
    if (clause.token !== ts.SyntaxKind.ExtendsKeyword) continue;
    for (const type of clause.types) {
      const root = rootOf(type.expression);
      if (!ts.isIdentifier(root)) continue;
      let symbol = ctx.checker.getSymbolAtLocation(root);
      if (!symbol || ((symbol.flags & ts.SymbolFlags.Alias) !== 0 && importedFromOutside(ctx, symbol))) return true;
      if (symbol.flags & ts.SymbolFlags.Alias) symbol = ctx.checker.getAliasedSymbol(symbol);
      if ((symbol.declarations ?? []).some((d) => (ts.isInterfaceDeclaration(d) || ts.isClassLike(d)) && extendsOutside(ctx, d, seen))) return true;
    }
  }
  return false;
}

/** Repository base types {@link extendsOutside} reads through before it gives up. */
const MAX_BASE_STEPS = 8;

/** What `jsInherits.ts` asks of this resolver. */
function inheritLookups(ctx: EdgeContext): InheritLookups {
  return { checker: ctx.checker, resolveDecl: (d) => ctx.resolveDecl(d), outside: (e) => outsideRoot(ctx, e) };
}

/** The value behind a placeholder member among `decls` (`close: null` in an object literal; see `jsPlaceholders.ts`). */
function placeholderBehind(ctx: EdgeContext, decls: readonly ts.Declaration[], steps: number): Resolved | undefined {
  const lookups = {
    checker: ctx.checker,
    valueOf: (v: ts.Expression): Resolved | undefined => resolveTarget(ctx, v, false, steps + 1) ?? (outsideRoot(ctx, v, steps) ? { external: true as const } : undefined),
    outsideCallee: (callee: ts.Expression): boolean => outsideRoot(ctx, callee, steps),
  };
  for (const d of decls) {
    const value = placeholderValue(lookups, d);
    if (value) return value;
  }
  return undefined;
}

/**
 * The repository function a JavaScript value made by wrapping it holds: `awaitify(eachOf, 3)` (async's `export default
 * awaitify(eachOf, 3)`, 37 of its 77 modules) is a call of a repository function whose first argument names a
 * repository function, so a call of the value runs that function through the wrapper; `callers eachOf` had missed
 * every importer. A package's wrapper (`u(checkPaths)` with `const u = require('universalify').fromPromise`,
 * `promisify(f)`) counts only where the value is held under the wrapped function's own name (`name`, leading
 * underscores aside: node-fs-extra's `module.exports = { checkPaths: u(checkPaths) }`, `const makeDir =
 * u(_makeDir)`, whose two dozen callers read as calls outside the repository). Undefined for any other value.
 */
function wrappedFunction(ctx: EdgeContext, value: ts.Expression | undefined, steps: number, name?: string): { id: string; kind: GraphNodeKind; by: EdgeResolution } | undefined {
  const call = value && skipOuter(value);
  const first = call && ts.isCallExpression(call) ? call.arguments[0] : undefined;
  const argument = first && skipOuter(first);
  if (!argument || !ts.isIdentifier(argument)) return undefined;
  const callee = (call as ts.CallExpression).expression;
  const wrapper = resolveTarget(ctx, callee, false, steps + 1);
  const ownWrapper = wrapper !== undefined && "id" in wrapper && CALLABLE.has(wrapper.kind);
  if (!ownWrapper && !(name !== undefined && sameFunctionName(name, argument.text) && (wrapper === undefined || "external" in wrapper) && runsItsArgument(ctx, call as ts.CallExpression) && outsideRoot(ctx, callee, steps))) return undefined;
  const wrapped = resolveTarget(ctx, argument, false, steps + 1);
  return wrapped && "id" in wrapped && CALLABLE.has(wrapped.kind) ? { id: wrapped.id, kind: wrapped.kind, by: "scope" } : undefined;
}

/**
 * Packages' functions whose result runs the function they are given (universalify's `fromPromise` / `fromCallback`,
 * Node's `util.promisify` and `callbackify`, lodash's `debounce`, `memoize`): by the last name called. Another
 * package's call given a function may return anything (a break-it trial: `{ check: register(check) }`, an id).
 */
const PACKAGE_WRAPPERS: ReadonlySet<string> = new Set(["fromPromise", "fromCallback", "promisify", "callbackify", "deprecate", "debounce", "throttle", "memoize", "memoizee", "once", "onetime", "mem", "pMemoize", "pDebounce", "pThrottle"]);

/** True when package call `call` gives a function that runs its argument: its type can be called, or it is one of {@link PACKAGE_WRAPPERS}. */
function runsItsArgument(ctx: EdgeContext, call: ts.CallExpression): boolean {
  const e = skipOuter(call.expression);
  const last = ts.isPropertyAccessExpression(e) ? e.name.text : ts.isIdentifier(e) ? e.text : "";
  if (PACKAGE_WRAPPERS.has(last)) return true;
  // `const u = require('universalify').fromPromise`: the name the package's member is held under says nothing; its member does.
  if (ts.isIdentifier(e)) {
    try {
      const decl = ctx.checker.getSymbolAtLocation(e)?.declarations?.[0];
      const init = decl && ts.isVariableDeclaration(decl) && decl.initializer ? skipOuter(decl.initializer) : undefined;
      if (init && ts.isPropertyAccessExpression(init) && PACKAGE_WRAPPERS.has(init.name.text)) return true;
    } catch {
      return false;
    }
  }
  try {
    const type = ctx.checker.getTypeAtLocation(call);
    return !(type.flags & ts.TypeFlags.Any) && type.getCallSignatures().length > 0;
  } catch {
    return false;
  }
}

/** True when two names differ at most by leading underscores (`makeDir` and `_makeDir`). */
function sameFunctionName(a: string, b: string): boolean {
  return a.replace(/^_+/u, "") === b.replace(/^_+/u, "");
}

/**
 * True for a variable declared with the type of the value it starts with, `let f: typeof g = g`: a replaceable default
 * (valtio's `let createSnapshot: typeof createSnapshotDefault = createSnapshotDefault`, swapped only by a hook for
 * tests and plugins). Its calls run that value unless replaced, as a `const`'s would: `snapshot` called
 * `createSnapshot(…)` and reached nothing.
 */
function typedAsItsValue(decl: ts.VariableDeclaration): boolean {
  const type = decl.type;
  const init = decl.initializer;
  return type !== undefined && init !== undefined && ts.isTypeQueryNode(type) && (ts.isIdentifier(init) || ts.isPropertyAccessExpression(init)) && type.exprName.getText() === init.getText();
}

/** The one node behind repository declarations that are no nodes themselves (see {@link resolveTarget}), else undefined. */
function valueBehind(ctx: EdgeContext, decls: readonly ts.Declaration[], steps: number): { id: string; kind: GraphNodeKind; by?: EdgeResolution } | undefined {
  const found = new Map<string, { id: string; kind: GraphNodeKind; by?: EdgeResolution }>();
  for (const decl of decls) {
    if (ts.isVariableDeclaration(decl) && decl.initializer && (ts.getCombinedNodeFlags(decl) & ts.NodeFlags.Const || typedAsItsValue(decl))) {
      const init = decl.initializer;
      if (ts.isIdentifier(init) || ts.isPropertyAccessExpression(init)) {
        const r = resolveTarget(ctx, init, false, steps + 1);
        if (r && "id" in r) found.set(r.id, r);
      } else if (isInJs(decl)) {
        const r = wrappedFunction(ctx, init, steps, ts.isIdentifier(decl.name) ? decl.name.text : undefined);
        if (r) found.set(r.id, r);
      }
    } else if (ts.isExportAssignment(decl) && !decl.isExportEquals && isInJs(decl)) {
      const r = wrappedFunction(ctx, decl.expression, steps);
      if (r) found.set(r.id, r);
    } else if (ts.isBindingElement(decl) && ts.isObjectBindingPattern(decl.parent) && !decl.dotDotDotToken) {
      const r = destructuredProperty(ctx, decl, steps);
      if (r) found.set(r.id, r);
    } else if (ts.isShorthandPropertyAssignment(decl)) {
      const r = shorthandValue(ctx, decl, steps);
      if (r && "id" in r) found.set(r.id, r);
    } else if (ts.isPropertyAssignment(decl) && (ts.isIdentifier(decl.initializer) || ts.isPropertyAccessExpression(decl.initializer))) {
      const r = resolveTarget(ctx, decl.initializer, false, steps + 1);
      if (r && "id" in r) found.set(r.id, r);
    } else if (ts.isPropertyAssignment(decl) && ts.isCallExpression(decl.initializer) && !isRequire(decl.initializer) && isInJs(decl)) {
      const r = ts.isIdentifier(decl.name) ? wrappedFunction(ctx, decl.initializer, steps, decl.name.text) : undefined;
      if (r) found.set(r.id, r);
    } else if (ts.isPropertyAssignment(decl) && ts.isCallExpression(decl.initializer) && isRequire(decl.initializer) && isInJs(decl)) {
      // A module table's entry (`queryParser: require('./query')` in restify's `plugins/index.js`): the one function
      // the required module exports, as the checker types it (`typeof queryParser`).
      const r = oneFunctionOfType(ctx, decl.initializer);
      if (r) found.set(r.id, r);
    } else if ((ts.isPropertySignature(decl) || ts.isPropertyDeclaration(decl)) && ctx.implementationsOf) {
      for (const value of ctx.implementationsOf(decl)) {
        const r = ctx.resolveDecl(value);
        if (r && "id" in r && CALLABLE.has(r.kind)) found.set(r.id, r);
      }
    }
  }
  return found.size === 1 ? [...found.values()][0] : undefined;
}

/**
 * True when the callee's leftmost name is declared nowhere the checker can see (a runtime or test-runner
 * global: `describe`, `Bun.file`), is imported from a package that does not resolve into the repository, or holds
 * a value that comes from such a name: a variable without a declared type initialized from it
 * (`const router = new KoaRouter()`, `const { a } = pkg`), or a parameter without a declared type of a function
 * passed to it (`test('x', (t) => t.is(…))`), or a variable or parameter whose declared type (or the declared result
 * of the repository function that initializes it) is such a package's (`t: ExecutionContext`,
 * `const server = await createServer()` with `createServer(): Promise<Express>`). Followed up to
 * {@link MAX_VALUE_STEPS} steps.
 */
function outsideRoot(ctx: EdgeContext, expr: ts.Node, steps = 0): boolean {
  const root = rootOf(expr);
  if (!ts.isIdentifier(root)) return false;
  // `require('body-parser')` (a `var`'s value, which the checker binds as no alias): the package's value.
  if (ts.isCallExpression(root.parent) && root.parent.expression === root && isRequire(root.parent)) return requiresPackage(ctx, root.parent);
  let symbol: ts.Symbol | undefined;
  try {
    symbol = ctx.checker.getSymbolAtLocation(root);
    if (!symbol) return true;
    const decl = symbol.declarations?.[0];
    if (!(symbol.flags & ts.SymbolFlags.Alias) && runtimeGlobal(ctx, symbol, memberAfter(root))) return true;
    if (!(symbol.flags & ts.SymbolFlags.Alias)) return decl !== undefined && steps < MAX_VALUE_STEPS && outsideValue(ctx, decl, steps + 1, memberAfter(root));
    return importedFromOutside(ctx, symbol);
  } catch {
    return false;
  }
}

/**
 * True when `symbol` is a runtime's global (`process`, `require`) that the repository declares only by adding members
 * to it (`process.stdout = …` in a browser shim, `require.extensions['.foo'] = …` in a test fixture): the checker binds
 * the name to those assignments (expando declarations, bare identifiers), yet its value is the runtime's. So is
 * `member`, the name read off it (`process.nextTick`, `require.resolve`), unless the repository assigns that member
 * (`process.on = function (e, fn) {…}`), whose value is then the assignment's.
 */
function runtimeGlobal(ctx: EdgeContext, symbol: ts.Symbol, member: string | undefined): boolean {
  const decls = symbol.declarations ?? [];
  if (!decls.some((d) => ts.isIdentifier(d)) || !decls.every((d) => ts.isIdentifier(d) || isAmbient(d))) return false;
  if (member === undefined) return true;
  const assigned = ctx.checker.getTypeOfSymbol(symbol).getProperty(member);
  return !(assigned?.declarations ?? []).some((d) => !isAmbient(d));
}

/**
 * True when an import binding (`symbol`, an alias: `import`, `import x = require(…)`, or JavaScript's
 * `const x = require(…)`, which the checker also binds as an alias) comes from a package that does not resolve into
 * the repository.
 */
function importedFromOutside(ctx: EdgeContext, symbol: ts.Symbol): boolean {
  const decl = symbol.declarations?.[0];
  const specifier = decl && moduleSpecifierOf(decl);
  if (specifier === undefined) return false;
  if (namesPackage(ctx, specifier)) return true;
  // A repository module that only hands on a package (mysql's `lib/protocol/SqlString.js`: `module.exports =
  // require('sqlstring')`): what it exports is the package's.
  const target = isRequireSpecifier(specifier) ? ctx.checker.getSymbolAtLocation(specifier)?.valueDeclaration : undefined;
  return target !== undefined && ts.isSourceFile(target) && reexportsPackage(ctx, target);
}

/** True when a string is the argument of a `require(…)` call. */
function isRequireSpecifier(specifier: ts.StringLiteralLike): boolean {
  return ts.isCallExpression(specifier.parent) && isRequire(specifier.parent);
}

/** {@link reexportsPackage} per program (its checker) and file. */
const REEXPORTS_PACKAGE = new WeakMap<ts.TypeChecker, WeakMap<ts.SourceFile, boolean>>();

/**
 * True when a JavaScript module's exports are a package's: its top level sets `module.exports = require('pkg')` (or a
 * member of it, `require('pkg').x`) with `pkg` a package, and nothing else in it assigns to `module.exports` or
 * `exports`.
 */
function reexportsPackage(ctx: EdgeContext, sf: ts.SourceFile): boolean {
  let known = REEXPORTS_PACKAGE.get(ctx.checker);
  if (!known) REEXPORTS_PACKAGE.set(ctx.checker, (known = new WeakMap()));
  const kept = known.get(sf);
  if (kept !== undefined) return kept;
  let fromPackage = false;
  let other = false;
  const exportsTarget = (e: ts.Expression): boolean => {
    let x = skipOuter(e);
    while (ts.isPropertyAccessExpression(x) || ts.isElementAccessExpression(x)) {
      if (ts.isIdentifier(x.expression) && x.expression.text === "module" && ts.isPropertyAccessExpression(x) && x.name.text === "exports") return true;
      x = skipOuter(x.expression);
    }
    return ts.isIdentifier(x) && x.text === "exports";
  };
  const visit = (n: ts.Node): void => {
    if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && exportsTarget(n.left)) {
      const left = skipOuter(n.left);
      let right = skipOuter(n.right);
      while (ts.isPropertyAccessExpression(right)) right = skipOuter(right.expression);
      const spec = ts.isCallExpression(right) && isRequire(right) ? right.arguments[0] : undefined;
      const whole = ts.isPropertyAccessExpression(left) && ts.isIdentifier(left.expression) && left.expression.text === "module" && left.name.text === "exports";
      if (whole && n.parent && ts.isExpressionStatement(n.parent) && n.parent.parent === sf && spec && ts.isStringLiteralLike(spec) && namesPackage(ctx, spec)) fromPackage = true;
      else other = true;
    }
    ts.forEachChild(n, visit);
  };
  if (isJavaScriptFile(sf.fileName)) visit(sf);
  const result = fromPackage && !other;
  known.set(sf, result);
  return result;
}

/** True when a module specifier names a package: a non-relative module that does not resolve into the repository. */
function namesPackage(ctx: EdgeContext, specifier: ts.StringLiteralLike): boolean {
  const spec = specifier.text;
  if (spec.startsWith(".") || spec.startsWith("/")) return false;
  const target = ctx.checker.getSymbolAtLocation(specifier)?.valueDeclaration;
  return !(target && ts.isSourceFile(target) && ctx.repoPathOf(target) !== undefined);
}

/** The module specifier an import binding's declaration names (an import clause, `import x = require("m")`, `const x = require("m")`). */
function moduleSpecifierOf(decl: ts.Node): ts.StringLiteralLike | undefined {
  const importDecl = findImport(decl);
  if (importDecl) return ts.isStringLiteralLike(importDecl.moduleSpecifier) ? importDecl.moduleSpecifier : undefined;
  let d: ts.Node = decl;
  while (ts.isBindingElement(d)) d = d.parent.parent;
  const expr = ts.isImportEqualsDeclaration(d) && ts.isExternalModuleReference(d.moduleReference) ? d.moduleReference.expression : ts.isVariableDeclaration(d) ? d.initializer : undefined;
  let call = expr;
  while (call && (ts.isPropertyAccessExpression(call) || ts.isParenthesizedExpression(call))) call = call.expression;
  return call && ts.isCallExpression(call) && isRequire(call) && ts.isStringLiteralLike(call.arguments[0]!) ? call.arguments[0] : undefined;
}

/**
 * True when a declared type names a type the checker cannot see or one imported from a package outside the
 * repository (`ExecutionContext` from an uninstalled `ava`), or a repository interface or class extending one
 * (`interface TestServer extends Express`), also inside `Promise<…>`. (An intersection with a type the checker cannot
 * see is `any` as a whole; the untyped-member rule of {@link unknownMember} decides its calls.)
 */
function typeFromOutside(ctx: EdgeContext, type: ts.TypeNode | undefined, depth = 0, member?: string): boolean {
  if (!type || depth > 2) return false;
  if (ts.isParenthesizedTypeNode(type)) return typeFromOutside(ctx, type.type, depth + 1, member);
  if (ts.isIntersectionTypeNode(type)) return intersectionFromOutside(ctx, type, depth, member);
  if (!ts.isTypeReferenceNode(type)) return false;
  let name: ts.EntityName = type.typeName;
  while (ts.isQualifiedName(name)) name = name.left;
  if (name.text === "Promise" && type.typeArguments?.length === 1) return typeFromOutside(ctx, type.typeArguments[0], depth + 1, member);
  try {
    let symbol = ctx.checker.getSymbolAtLocation(name);
    if (!symbol) return true;
    if (symbol.flags & ts.SymbolFlags.Alias) {
      if (importedFromOutside(ctx, symbol)) return true;
      symbol = ctx.checker.getAliasedSymbol(symbol);
    }
    // A repository interface or class extending an outside type: what it leaves out comes from the outside part.
    // A repository type alias of an intersection with one: likewise (see {@link intersectionFromOutside}).
    return (symbol.declarations ?? []).some(
      (d) => ((ts.isInterfaceDeclaration(d) || ts.isClassLike(d)) && extendsOutside(ctx, d)) || (ts.isTypeAliasDeclaration(d) && ts.isIntersectionTypeNode(d.type) && ctx.repoPathOf(d.getSourceFile()) !== undefined && intersectionFromOutside(ctx, d.type, depth + 1, member)),
    );
  } catch {
    return false;
  }
}

/**
 * True when an intersection (`{ http: Server; close(): … } & express.Express`, with `express` not installed the whole
 * type is `any` to the checker) has a part from outside the repository and `member` — the name read off the value, when
 * known — is not declared by a part written out in the repository (a type literal or a repository interface): then the
 * value's `member` comes from the outside part (ky's test server: `server.get(…)` is express's, `server.close()` its
 * own). With no member known, any outside part counts.
 */
function intersectionFromOutside(ctx: EdgeContext, type: ts.IntersectionTypeNode, depth: number, member: string | undefined): boolean {
  if (!type.types.some((part) => typeFromOutside(ctx, part, depth))) return false;
  if (member === undefined) return true;
  return !type.types.some((part) => declaresMemberNamed(ctx, part, member));
}

/** True when a type literal, or the repository interface or class a type reference names, declares a member `name`. */
function declaresMemberNamed(ctx: EdgeContext, type: ts.TypeNode, name: string): boolean {
  const named = (members: readonly (ts.TypeElement | ts.ClassElement)[]): boolean => members.some((m) => m.name !== undefined && propertyNameText(m.name) === name);
  if (ts.isTypeLiteralNode(type)) return named(type.members);
  if (!ts.isTypeReferenceNode(type)) return false;
  try {
    let symbol = ctx.checker.getSymbolAtLocation(ts.isQualifiedName(type.typeName) ? type.typeName.right : type.typeName);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = ctx.checker.getAliasedSymbol(symbol);
    return (symbol?.declarations ?? []).some((d) => (ts.isInterfaceDeclaration(d) || ts.isClassLike(d)) && named(d.members));
  } catch {
    return false;
  }
}

/** The text of a member's name (an identifier, a string or numeric literal), else undefined. */
function propertyNameText(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isPrivateIdentifier(name) ? name.text : undefined;
}

/** The name read right after an expression's root (`server` in `server.get(…).x`: `get`), when it is one. */
function memberAfter(root: ts.Node): string | undefined {
  const parent = root.parent;
  return parent && ts.isPropertyAccessExpression(parent) && parent.expression === root && ts.isIdentifier(parent.name) ? parent.name.text : undefined;
}

/** The declared result type of the repository function a call (`f(…)`, `await f(…)`) runs, when it has one. */
function declaredResultOf(ctx: EdgeContext, expr: ts.Expression): ts.TypeNode | undefined {
  let e = expr;
  while (ts.isAwaitExpression(e) || ts.isParenthesizedExpression(e)) e = e.expression;
  if (!ts.isCallExpression(e)) return undefined;
  try {
    const decl = ctx.checker.getResolvedSignature(e)?.declaration;
    // An overload signature is no node of its own (its function's node spans them all) but is the repository's word.
    return decl && !ts.isJSDocSignature(decl) && ctx.repoPathOf(decl.getSourceFile()) !== undefined ? decl.type : undefined;
  } catch {
    return undefined;
  }
}

/** The node of the value a shorthand property (`{ helper }`) holds, when it is a repository function, method or class. */
function shorthandValue(ctx: EdgeContext, d: ts.ShorthandPropertyAssignment, steps: number): Resolved | undefined {
  let symbol = ctx.checker.getShorthandAssignmentValueSymbol(d);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = ctx.checker.getAliasedSymbol(symbol);
  for (const decl of symbol?.declarations ?? []) {
    const r = ctx.resolveDecl(decl);
    if (r && "id" in r) return r;
  }
  return symbol?.declarations?.length ? valueBehind(ctx, symbol.declarations, steps + 1) : undefined;
}

/** The leftmost expression of a callee or receiver chain (`a` of `(await a.b()).c[0]`). */
function rootOf(expr: ts.Node): ts.Node {
  let root = expr;
  for (;;) {
    if (ts.isPropertyAccessExpression(root) || ts.isElementAccessExpression(root) || ts.isCallExpression(root) || ts.isNewExpression(root) || ts.isNonNullExpression(root) || ts.isParenthesizedExpression(root) || ts.isAwaitExpression(root) || ts.isTaggedTemplateExpression(root)) {
      root = ts.isTaggedTemplateExpression(root) ? root.tag : root.expression;
    } else break;
  }
  return root;
}

/** True when a repository variable or parameter without a declared type gets its value from outside (see {@link outsideRoot}). */
function outsideValue(ctx: EdgeContext, decl: ts.Declaration, steps: number, member?: string): boolean {
  if (ctx.resolveDecl(decl)) return false;
  let d: ts.Node = decl;
  while (ts.isBindingElement(d)) d = d.parent.parent;
  const fromBinding = d !== decl ? undefined : member;
  if (ts.isVariableDeclaration(d)) {
    if (d.type) return typeFromOutside(ctx, d.type, 0, fromBinding);
    if (d === decl && ts.isIdentifier(d.name) && (d.initializer === undefined || isNothing(d.initializer))) return assignedFromOutside(ctx, d, steps);
    // The value at the end of an assignment chain (`const { describe, it } = exports.lab = Lab.script()`, the test
    // files of every hapi package) is the variable's.
    const init = d.initializer && assignedValue(d.initializer);
    // A mock proxy of the repository's own module (`const config = rewiremock.proxy(() => require('../lib/config'))`) is no outside value.
    return init !== undefined && !namesRelativeModule(init) && (outsideRoot(ctx, init, steps) || readsPackageMember(ctx, init) || typeFromOutside(ctx, declaredResultOf(ctx, init), 0, fromBinding));
  }
  if (!ts.isParameter(d)) return false;
  if (d.type) return typeFromOutside(ctx, d.type, 0, fromBinding);
  const fn = d.parent;
  if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn)) return false;
  let call: ts.Node = fn.parent;
  while (ts.isParenthesizedExpression(call)) call = call.parent;
  return (ts.isCallExpression(call) || ts.isNewExpression(call)) && (call.arguments ?? []).some((a) => a === fn || a === fn.parent) && outsideRoot(ctx, call.expression, steps);
}


/**
 * True when an expression names a module by a relative path (`'../lib/mocha'`, in `require(…)` or as a plain string):
 * an outside call given one is a module loader or mock proxy handing back the repository's own module
 * (`Mocha = rewiremock.proxy(() => require('../../lib/mocha'), {…})`, `proxyquire('../lib/x', {…})`), not an outside value.
 */
function namesRelativeModule(e: ts.Node): boolean {
  if (ts.isStringLiteralLike(e) && /^\.\.?\//u.test(e.text)) return true;
  return ts.forEachChild(e, namesRelativeModule) === true;
}

/** {@link assignedFromOutside} per program (its checker) and variable. */
const ASSIGNED_FROM_OUTSIDE = new WeakMap<ts.TypeChecker, WeakMap<ts.VariableDeclaration, boolean>>();

/** {@link assignedValues} per program (its checker) and variable. */
const ASSIGNED_VALUES = new WeakMap<ts.TypeChecker, WeakMap<ts.VariableDeclaration, readonly ts.Expression[]>>();

/** The values a variable is assigned in its file (`x = …`, the right side of each assignment to this symbol), in source order. */
function assignedValues(ctx: EdgeContext, d: ts.VariableDeclaration): readonly ts.Expression[] {
  let known = ASSIGNED_VALUES.get(ctx.checker);
  if (!known) ASSIGNED_VALUES.set(ctx.checker, (known = new WeakMap()));
  const kept = known.get(d);
  if (kept) return kept;
  const name = (d.name as ts.Identifier).text;
  const symbol = ctx.checker.getSymbolAtLocation(d.name);
  const values: ts.Expression[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(n.left) && n.left.text === name && ctx.checker.getSymbolAtLocation(n.left) === symbol) values.push(n.right);
    ts.forEachChild(n, visit);
  };
  visit(d.getSourceFile());
  known.set(d, values);
  return values;
}

/**
 * True when a variable declared without a value or type (`var CLIENT;`, `let server = null`) is only ever assigned in
 * its file values that come from outside the repository (`CLIENT = clients.createJsonClient(…)` in a test's setup, with
 * `clients = require('restify-clients')`): its members are that package's, as they are for a variable initialized so.
 * False when it is never assigned, one assignment is anything else, or one hands the outside call a repository module
 * by its relative path (a mock proxy of the repository's own module, {@link namesRelativeModule}).
 */
function assignedFromOutside(ctx: EdgeContext, d: ts.VariableDeclaration, steps: number): boolean {
  let known = ASSIGNED_FROM_OUTSIDE.get(ctx.checker);
  if (!known) ASSIGNED_FROM_OUTSIDE.set(ctx.checker, (known = new WeakMap()));
  const kept = known.get(d);
  if (kept !== undefined) return kept;
  const values = assignedValues(ctx, d);
  const outside = values.length > 0 && values.every((v) => !ts.isIdentifier(v) && !namesRelativeModule(v) && outsideRoot(ctx, v, steps));
  known.set(d, outside);
  return outside;
}

/**
 * For `v.m(…)` in JavaScript, with `v` a variable declared without a value or type (`var mocha;`, `let runner = null`)
 * that its file assigns only values of repository types (`mocha = new Mocha(opts)` in a `beforeEach`): the member `m`
 * those values' type declares, when every assigned value's type gives the same repository function or method. The
 * checker types such a variable `any` where another function reads it (the test's callback), so the call reached
 * nothing; mocha e6b9ee773's unit tests held about 60 such calls. Undefined when one assignment's type is unknown or
 * declares no `m`.
 */
function assignedInstanceMember(ctx: EdgeContext, e: ts.Node): { id: string; kind: GraphNodeKind } | undefined {
  if (!ts.isPropertyAccessExpression(e) || !ts.isIdentifier(e.expression) || !ts.isIdentifier(e.name) || !isInJs(e)) return undefined;
  try {
    const decls = ctx.checker.getSymbolAtLocation(e.expression)?.declarations ?? [];
    const d = decls[0];
    if (decls.length !== 1 || !d || !ts.isVariableDeclaration(d) || d.type || !ts.isIdentifier(d.name)) return undefined;
    // An instance it is initialized with counts as one more assigned value (`const client = new Client()`).
    const made = d.initializer !== undefined && ts.isNewExpression(skipOuter(d.initializer));
    if (d.initializer !== undefined && !isNothing(d.initializer) && !made) return undefined;
    return oneMemberOf(ctx, made ? [d.initializer!, ...assignedValues(ctx, d)] : assignedValues(ctx, d), e.name.text);
  } catch {
    return undefined;
  }
}

/**
 * For `new X(…).m(…)` in JavaScript: the member `m` of what `new X(…)` makes (see {@link oneMemberOf}), where the
 * checker gives the instance no such member (a prototype method it does not see, `p.add = function …` with `const p =
 * X.prototype`). Undefined for any other call.
 */
function constructedMember(ctx: EdgeContext, e: ts.Node): { id: string; kind: GraphNodeKind } | undefined {
  if (!ts.isPropertyAccessExpression(e) || !ts.isIdentifier(e.name) || !isInJs(e)) return undefined;
  const receiver = skipOuter(e.expression);
  try {
    if (ts.isNewExpression(receiver)) return oneMemberOf(ctx, [e.expression], e.name.text);
    // A chain of calls on it (`new BufferList().addInt32(10).addCString('x')`): through prototype members that give back `this`.
    const fn = ts.isCallExpression(receiver) ? madeFunction(ctx, receiver, e.name.text, 0) : undefined;
    return callableNode(fn ? ctx.resolveDecl(fn as ts.Declaration) : undefined);
  } catch {
    return undefined;
  }
}

/** Prototype members {@link madeFunction} follows through a chain before it gives up. */
const MAX_CHAIN_LINKS = 8;

/**
 * The one prototype function member `name` of what `value` gives: `new X(…)` (its constructor's own member, see
 * {@link madeMember}), or a call of such a member on it that gives back its receiver ({@link givesThis}), so
 * `new BufferList().addInt32(10).addCString('x')` reaches `addCString` of `BufferList`. Undefined otherwise.
 * @throws what the checker throws on a broken program (callers catch it).
 */
function madeFunction(ctx: EdgeContext, value: ts.Expression, name: string, links: number): ts.Node | undefined {
  const v = skipOuter(value);
  if (ts.isNewExpression(v)) return onlyDefinitionValue(madePrototypeMember(v, name) ?? requiredPrototypeMember(ctx, v, name));
  if (links >= MAX_CHAIN_LINKS || !ts.isCallExpression(v)) return undefined;
  const callee = skipOuter(v.expression);
  if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.name)) return undefined;
  const made = callee.expression;
  const fn = madeFunction(ctx, made, callee.name.text, links + 1);
  return fn && givesThis(ctx, made, fn, links + 1, new Set()) ? madeFunction(ctx, made, name, links + 1) : undefined;
}

/**
 * True when prototype function `fn` of what `made` gives returns on every path `this`, or a call on `this` of another
 * such member (`p.addInt32 = function (val) { return this.add(…) }` with `p.add` ending `return this`).
 * @throws what the checker throws on a broken program (callers catch it).
 */
function givesThis(ctx: EdgeContext, made: ts.Expression, fn: ts.Node, links: number, seen: Set<ts.Node>): boolean {
  // (An arrow function's `this` is its surroundings', not the instance.)
  if (!ts.isFunctionExpression(fn) || seen.has(fn) || seen.size >= MAX_CHAIN_LINKS) return false;
  seen.add(fn);
  return returnsThis(fn, (callee) => {
    const next = madeFunction(ctx, made, callee.name.text, links);
    return next !== undefined && givesThis(ctx, made, next, links, seen);
  });
}

/**
 * The repository function or method `name` that the types of all `values` give, the same one for each; undefined
 * when one value's type has no such member, declares it more than once or gives another one.
 * @throws what the checker throws on a broken program (callers catch it).
 */
function oneMemberOf(ctx: EdgeContext, values: readonly ts.Node[], name: string): { id: string; kind: GraphNodeKind } | undefined {
  let found: { id: string; kind: GraphNodeKind } | undefined;
  for (const v of values) {
    const member = ctx.checker.getTypeAtLocation(v).getProperty(name);
    const target = member
      ? callableNode(member.declarations?.length === 1 ? (ctx.resolveDecl(member.declarations[0]!) ?? assignedNode(ctx, member.declarations[0]!)) : undefined)
      : madeMember(ctx, v, name);
    if (!target || (found && found.id !== target.id)) return undefined;
    found = target;
  }
  return found;
}

/**
 * Member `name` of a `new X(…)` value the checker types `any`: the one prototype member of that name `X`'s file gives
 * it ({@link madePrototypeMember}; hapijs/nes's `this._sockets = new internals.Sockets(this)`), else undefined.
 */
function madeMember(ctx: EdgeContext, value: ts.Node, name: string): { id: string; kind: GraphNodeKind } | undefined {
  const fn = onlyDefinitionValue(madePrototypeMember(value, name) ?? requiredPrototypeMember(ctx, value, name));
  return callableNode(fn ? ctx.resolveDecl(fn as ts.Declaration) : undefined);
}

/**
 * The definitions of member `name` of what `new X(…)` (`value`) makes, where `X` is bound to a repository module
 * whose value is an anonymous constructor a variable holds (`const Client = (module.exports = function (config) { …
 * })`, {@link exportedConstructorVariable}): that module's prototype members of that name. The checker declares such
 * a module's value by the assignment, not as a class, so node-postgres's `client.query(…)` on `new Client()` of its
 * native client reached nothing. Undefined for any other value.
 */
function requiredPrototypeMember(ctx: EdgeContext, value: ts.Node, name: string): readonly ts.Node[] | undefined {
  const made = skipOuter(value as ts.Expression);
  if (!ts.isNewExpression(made) || !ts.isIdentifier(made.expression)) return undefined;
  try {
    const decl = declarationBehind(ctx.checker, made.expression);
    const owner = decl && (ts.isVariableDeclaration(decl) || ts.isFunctionDeclaration(decl)) ? decl : decl ? exportedConstructorVariable(decl) : undefined;
    return owner && ctx.repoPathOf(owner.getSourceFile()) !== undefined ? ownPrototypeMembers(owner, name) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * For `this.f.m(…)` in a method of a pre-class JavaScript constructor (`X.prototype = { … }`, `X.prototype.m =
 * function`), with `this.f` set by the constructor or its methods ({@link thisFieldValues}; `null` and `undefined`
 * aside): the member `m` those values' type declares, when every value gives the same repository function or method
 * (handlebars' `this.source.push(…)` with `this.source = new CodeGen(…)` in another method). Undefined otherwise.
 */
function thisFieldMember(ctx: EdgeContext, e: ts.Node): { id: string; kind: GraphNodeKind } | undefined {
  if (!ts.isPropertyAccessExpression(e) || !ts.isPropertyAccessExpression(e.expression) || !ts.isIdentifier(e.name) || !isInJs(e)) return undefined;
  const values = thisFieldValues(e.expression)?.filter((v) => !isNothing(v));
  if (!values?.length) return undefined;
  try {
    return oneMemberOf(ctx, values, e.name.text);
  } catch {
    return undefined;
  }
}

/**
 * For `v.m(…)` in JavaScript, with `v` a variable whose value is an instance of a class its file assigns to a
 * namespace object's member (`new internals.Client()` with `internals.Client = class { … }`, see
 * {@link objectMemberDefinitions}), directly or through `require('./rel')` of a module whose `module.exports = new
 * internals.Client()`: that class's own method `m`. The checker types such a value `any` (the namespace object's
 * literal is not empty), so wreck's tests calling `Wreck.read(…)` on `const Wreck = require('..')` reached nothing.
 * Undefined when `v`'s value is anything else or the class has no such method (an inherited one is not followed).
 */
function namespaceInstanceMember(ctx: EdgeContext, e: ts.Node): { id: string; kind: GraphNodeKind } | undefined {
  if (!ts.isPropertyAccessExpression(e) || !ts.isIdentifier(e.expression) || !ts.isIdentifier(e.name) || !isInJs(e)) return undefined;
  const decl = ownerDeclaration(e, e.expression.text);
  const cls = decl && ts.isVariableDeclaration(decl) && decl.initializer ? namespaceClassOf(ctx, decl.initializer, 0) : undefined;
  const method = cls?.members.find((m) => ts.isMethodDeclaration(m) && !!m.body && !hasStatic(m) && ts.isIdentifier(m.name) && m.name.text === (e.name as ts.Identifier).text);
  return callableNode(method ? ctx.resolveDecl(method as ts.Declaration) : undefined);
}

/** The class expression whose instance `value` is (see {@link namespaceInstanceMember}), following at most 2 `require` steps. */
function namespaceClassOf(ctx: EdgeContext, value: ts.Expression, steps: number): ts.ClassExpression | undefined {
  const v = assignedValue(value);
  if (ts.isNewExpression(v) && ts.isPropertyAccessExpression(v.expression)) {
    const assigned = onlyObjectAssignment(v.expression);
    const right = assigned && skipOuter(assigned.right);
    return right && ts.isClassExpression(right) ? right : undefined;
  }
  if (!ts.isCallExpression(v) || !isRequire(v) || steps >= 2) return undefined;
  const specifier = v.arguments[0]!;
  if (!ts.isStringLiteralLike(specifier) || !/^\.\.?(\/|$)/u.test(specifier.text)) return undefined;
  try {
    const module = ctx.checker.getSymbolAtLocation(specifier)?.valueDeclaration;
    if (!module || !ts.isSourceFile(module) || ctx.repoPathOf(module) === undefined) return undefined;
    for (const statement of module.statements) {
      const x = ts.isExpressionStatement(statement) ? statement.expression : undefined;
      if (x && ts.isBinaryExpression(x) && x.operatorToken.kind === ts.SyntaxKind.EqualsToken && isModuleExports(x.left)) return namespaceClassOf(ctx, x.right, steps + 1);
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * True when the callee is a repository parameter, variable or property whose function type only the outside declares
 * (`new Promise((resolve) => …)`: `resolve`'s type is the standard library's): its value is supplied from there.
 */
function typedOutside(ctx: EdgeContext, expr: ts.Node): boolean {
  try {
    const type = ctx.checker.getTypeAtLocation(expr);
    if (!type.getCallSignatures().length) return false;
    const decls = [...(type.aliasSymbol?.declarations ?? []), ...(type.getSymbol()?.declarations ?? [])];
    return decls.length > 0 && decls.every((d) => {
      const r = ctx.resolveDecl(d);
      return r !== undefined && "external" in r;
    });
  } catch {
    return false;
  }
}

/**
 * For `const { f } = value` (also `await import('./m')`): the node of the property `f` of the value's checked type,
 * followed through aliases, when it is a repository function or method.
 */
function destructuredProperty(ctx: EdgeContext, decl: ts.BindingElement, steps: number): { id: string; kind: GraphNodeKind } | undefined {
  const key = decl.propertyName ?? decl.name;
  if (!ts.isIdentifier(key) && !ts.isStringLiteral(key)) return undefined;
  try {
    let symbol = ctx.checker.getTypeAtLocation(decl.parent).getProperty(key.text);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = ctx.checker.getAliasedSymbol(symbol);
    for (const d of symbol?.declarations ?? []) {
      const r = ctx.resolveDecl(d);
      if (r && "id" in r) return CALLABLE.has(r.kind) || r.kind === "class" ? r : undefined;
      if (r || steps >= MAX_ALIAS_STEPS) continue;
      const value = ts.isShorthandPropertyAssignment(d) ? d.name : (ts.isVariableDeclaration(d) || ts.isPropertyAssignment(d)) ? d.initializer : undefined;
      if (value && (ts.isIdentifier(value) || ts.isPropertyAccessExpression(value))) {
        const behind = ts.isShorthandPropertyAssignment(d) ? shorthandValue(ctx, d, steps) : resolveTarget(ctx, value, false, steps + 1);
        if (behind && "id" in behind) return behind;
      } else if (value && ts.isCallExpression(value) && isInJs(d)) {
        // `const { check } = require('./util')` of `module.exports = { check: u(check) }` (see wrappedFunction).
        const wrapped = wrappedFunction(ctx, value, steps, key.text);
        if (wrapped) return wrapped;
      }
    }
  } catch {
    return undefined;
  }
  return undefined;
}

function findImport(node: ts.Node): ts.ImportDeclaration | undefined {
  for (let n: ts.Node | undefined = node; n; n = n.parent) if (ts.isImportDeclaration(n)) return n;
  return undefined;
}

/**
 * For `new C`: C's constructor declarations before the class itself; with `assigned`, also those of a class an
 * assignment declaration gives (see below).
 */
function constructorsFirst(decls: readonly ts.Declaration[], assigned: boolean): ts.Declaration[] {
  const ctors: ts.Declaration[] = [];
  for (const d of decls) {
    // A class an assignment gives (`module.exports = internals.Payload = class {…}`, declared by the assignment;
    // `internals.Server = class {…}`, declared by its target) or a variable holds (`const C = class {…}`).
    // Not for a global the runtime declares (execa's test replaces `globalThis.RegExp` with a class of its own).
    const cls = ts.isClassLike(d) ? d : assigned ? classExpressionOf(d) : undefined;
    if (cls) for (const m of cls.members) if (ts.isConstructorDeclaration(m)) ctors.push(m);
  }
  return [...ctors, ...decls];
}

/** Where a callee names what it calls: the member of `a.b` / `a["b"]`, else the expression itself (unwrapped). */
function calleeName(target: ts.Node): ts.Node {
  const e = unwrap(target);
  return ts.isPropertyAccessExpression(e) ? e.name : ts.isElementAccessExpression(e) ? e.argumentExpression : e;
}

/** The expression inside parentheses, `as`, `satisfies` and `!` (a callee's name as {@link resolveTarget} reads it). */
function unwrap(node: ts.Node): ts.Node {
  return ts.isExpression(node) ? skipOuter(node) : node;
}

/**
 * True for an immediately invoked anonymous function, `(() => …)()` or `(function () { … })()`: its body already
 * belongs to the unit around it (anonymous functions have no node), so the call is no edge, not an unresolved one.
 */
function isInlineFunction(node: ts.Node): boolean {
  let n = node;
  while (ts.isParenthesizedExpression(n)) n = n.expression;
  return ts.isArrowFunction(n) || (ts.isFunctionExpression(n) && !n.name);
}

/** The callee as written (see `calleeText.ts`: whitespace kept only between two word characters, `await a.b`, and in literals), cut. */
function calleeOf(node: ts.Node, sf: ts.SourceFile): string {
  let raw = node.getText(sf).trim();
  // A literal the chain starts from stands as its kind: `function(){…}.bind`, `[…].join`, not its code.
  const root = literalRoot(node);
  if (root) {
    const at = node.getStart(sf);
    raw = raw.slice(0, root.node.getStart(sf) - at) + root.text + raw.slice(root.node.getEnd() - at);
  }
  const text = calleeText(raw);
  return text.length > MAX_CALLEE_CHARS ? text.slice(0, MAX_CALLEE_CHARS) : text;
}

/** The function or class literal, or the long array or object literal, a member chain (`function (cb) {…}.bind`, `[…].join`) starts from, with its short text. */
function literalRoot(node: ts.Node): { node: ts.Node; text: string } | undefined {
  let x = node;
  while (ts.isPropertyAccessExpression(x) || ts.isElementAccessExpression(x) || ts.isCallExpression(x) || ts.isNonNullExpression(x) || ts.isParenthesizedExpression(x)) x = x.expression;
  if (x === node) return undefined;
  if (ts.isFunctionExpression(x) || ts.isArrowFunction(x)) return { node: x, text: "function(){…}" };
  if (ts.isClassExpression(x)) return { node: x, text: "class{…}" };
  // A short array or object stays as written (`['get', 'post'].forEach`).
  if (x.getWidth() <= SHORT_LITERAL_CHARS) return undefined;
  if (ts.isArrayLiteralExpression(x)) return { node: x, text: "[…]" };
  if (ts.isObjectLiteralExpression(x)) return { node: x, text: "{…}" };
  return undefined;
}

/** True for `require("m")`, a name or a property read (`a.b.c`), through parentheses: an expression for one value, no `a || b`. */
function namesOneValue(e: ts.Expression): boolean {
  let x = e;
  while (ts.isParenthesizedExpression(x)) x = x.expression;
  while (ts.isPropertyAccessExpression(x)) x = x.expression;
  return ts.isIdentifier(x) || (ts.isCallExpression(x) && isRequire(x));
}


/** True for a node of a JavaScript file ({@link isJavaScriptFile}). */
function isInJs(node: ts.Node): boolean {
  return isJavaScriptFile(node.getSourceFile().fileName);
}

function isRequire(node: ts.CallExpression): boolean {
  return ts.isIdentifier(node.expression) && node.expression.text === "require" && node.arguments.length === 1;
}

function isIntrinsic(tag: ts.JsxTagNameExpression): boolean {
  return ts.isIdentifier(tag) && /^[a-z]/u.test(tag.text);
}

/** True when a property access is the callee of a call, `new`, tagged template or decorator (handled there). */
function isCallee(node: ts.PropertyAccessExpression): boolean {
  const p = node.parent;
  return (
    ((ts.isCallExpression(p) || ts.isNewExpression(p)) && p.expression === node) ||
    (ts.isTaggedTemplateExpression(p) && p.tag === node) ||
    ts.isDecorator(p) ||
    ((ts.isJsxOpeningElement(p) || ts.isJsxSelfClosingElement(p)) && p.tagName === node)
  );
}

/** True when a property access is written, not read: the left side of `=` (`this.use = (…) => …`, no reference edge unless a setter runs). */
function isAssigned(node: ts.PropertyAccessExpression): boolean {
  const p = node.parent;
  return ts.isBinaryExpression(p) && p.left === node && p.operatorToken.kind === ts.SyntaxKind.EqualsToken;
}

/**
 * True when `node` (a member read without a call) stands where a value is handed on: an argument, an object literal
 * property's value, the right side of `=`, a variable's initializer, an array element or a returned value
 * (parentheses, `!`, `as` and `satisfies` between count as nothing, as do `||`, `??`, `&&` and `?:`: {@link eitherValue}).
 */
/**
 * True when member read `node` is a module-level constant naming a module's export, an import written as a variable:
 * `const removeSync = require('../remove').removeSync`, or `export const mkdirs = _mkdirs.mkdirs` / `const x =
 * util.x` of a module-level `require(…)` or `import` binding. It hands nothing on (a new user's trial on
 * node-fs-extra: `callers removeSync` listed `move-sync.js:6` and `esm.mjs:56` as "passed as a value").
 */
function importAlias(node: ts.PropertyAccessExpression): boolean {
  const { parent: decl, child } = beyondParentheses(node);
  if (!ts.isVariableDeclaration(decl) || decl.initializer !== child || !ts.isIdentifier(decl.name) || !ts.isVariableStatement(decl.parent.parent) || !ts.isSourceFile(decl.parent.parent.parent)) return false;
  const object = skipOuter(node.expression);
  if (ts.isCallExpression(object)) return isRequire(object);
  if (!ts.isIdentifier(object)) return false;
  const sf = node.getSourceFile();
  for (const statement of sf.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.name?.text === object.text) return true;
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings) && bindings.name.text === object.text) return true;
      if (bindings && ts.isNamedImports(bindings) && bindings.elements.some((e) => e.name.text === object.text)) return true;
    } else if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        const init = d.initializer && skipOuter(d.initializer);
        if (ts.isIdentifier(d.name) && d.name.text === object.text && init && ts.isCallExpression(init) && isRequire(init)) return true;
      }
    }
  }
  return false;
}

function handsOnValue(node: ts.Expression): boolean {
  const at = valueSite(node);
  const p = at.parent;
  return (
    (ts.isPropertyAssignment(p) && p.initializer === at) ||
    (ts.isBinaryExpression(p) && p.operatorToken.kind === ts.SyntaxKind.EqualsToken && p.right === at) ||
    (ts.isVariableDeclaration(p) && p.initializer === at) ||
    ts.isArrayLiteralExpression(p) ||
    ts.isReturnStatement(p) ||
    ((ts.isCallExpression(p) || ts.isNewExpression(p)) && p.arguments?.some((a) => a === at) === true)
  );
}

/** `node`, or the outermost expression around it whose value may be `node`'s (parentheses, `as`, `!`, `a || b`). */
function valueSite(node: ts.Expression): ts.Node {
  let at: ts.Node = node;
  while (ts.isParenthesizedExpression(at.parent) || ts.isNonNullExpression(at.parent) || ts.isAsExpression(at.parent) || ts.isSatisfiesExpression(at.parent) || eitherValue(at.parent, at)) at = at.parent;
  return at;
}

/**
 * True when `node`'s value is an argument of a call removing a listener (`emitter.off('end', this.onEnd)`), or a member
 * of an object argument of one (jQuery's `$(el).off({ click: this.onClick })`).
 */
function removedListener(node: ts.Expression): boolean {
  let at = valueSite(node);
  if (ts.isPropertyAssignment(at.parent) && at.parent.initializer === at && ts.isObjectLiteralExpression(at.parent.parent)) at = valueSite(at.parent.parent);
  const p = at.parent;
  return ts.isCallExpression(p) && p.arguments.some((a) => a === at) && removesListener(p);
}

/**
 * True when `parent`'s value may be `child`'s: an operand of `||`, `??` or `&&`, a branch of `?:` (passport's
 * `req.logIn = req.logIn || IncomingMessageExt.logIn` hands the function on; it had read as a getter run).
 */
function eitherValue(parent: ts.Node, child: ts.Node): boolean {
  if (ts.isConditionalExpression(parent)) return parent.whenTrue === child || parent.whenFalse === child;
  if (!ts.isBinaryExpression(parent)) return false;
  const op = parent.operatorToken.kind;
  return op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken || (op === ts.SyntaxKind.AmpersandAmpersandToken && parent.right === child);
}

/** True when the property's symbol is a get/set accessor (writing it runs the setter). */
function namesAccessor(ctx: EdgeContext, node: ts.PropertyAccessExpression): boolean {
  try {
    return (ctx.checker.getSymbolAtLocation(node.name)?.declarations ?? []).some((d) => ts.isAccessor(d));
  } catch {
    return false;
  }
}

/**
 * True when a property access reads (or writes) a property of a mapped type (`Pick<Options, …>`, `Partial<T>`, an
 * `Except<…>` built on them): the property holds data, so no accessor of the type it was mapped from runs. got's
 * `this._internals.url`, with `_internals: Except<Options, …>`, read as a call of the `Options.url` getter: 31 false
 * edges, `callers Options.url` 9 of 19 wrong, and `Options.retry` "calls itself".
 */
function readsMappedProperty(ctx: EdgeContext, node: ts.PropertyAccessExpression): boolean {
  try {
    return mappedParts(ctx.checker.getNonNullableType(ctx.checker.getTypeAtLocation(node.expression))).some((t) => t.getProperty(node.name.text) !== undefined);
  } catch {
    return false;
  }
}

/** The mapped object types (`Pick<T, K>`, `Partial<T>`) a type is or is made of (as a union or intersection member). */
function mappedParts(type: ts.Type): ts.Type[] {
  const parts = type.isUnionOrIntersection() ? type.types : [type];
  return parts.filter((t) => (t.flags & ts.TypeFlags.Object) !== 0 && ((t as ts.ObjectType).objectFlags & ts.ObjectFlags.Mapped) !== 0);
}

/**
 * The getter node a destructured property names (`headers` in `const { headers } = options`, `options: Options` with
 * `get headers()`): the property of the pattern's type whose declarations include a get accessor that is a node;
 * none for a mapped type's property (data, see {@link readsMappedProperty}) or anything else.
 */
function destructuredGetter(ctx: EdgeContext, id: ts.Identifier): { id: string; kind: GraphNodeKind } | undefined {
  const read = destructuredRead(ctx.checker, id);
  if (!read) return undefined;
  try {
    if (mappedParts(ctx.checker.getNonNullableType(read.type)).length) return undefined;
    const getter = read.property?.declarations?.find((d) => ts.isGetAccessorDeclaration(d));
    return getter ? callableNode(ctx.resolveDecl(getter)) : undefined;
  } catch {
    return undefined;
  }
}

/** `r` when it is a repository function or method node (a call can run it), else undefined. */
function callableNode(r: Resolved | undefined): { id: string; kind: GraphNodeKind } | undefined {
  return r && "id" in r && CALLABLE.has(r.kind) ? r : undefined;
}

/** Type positions hold no calls. */
function isTypeOnly(node: ts.Node): boolean {
  return ts.isTypeNode(node) || ts.isTypeAliasDeclaration(node);
}

/**
 * The interface member a function literal is assigned to (`self.fail = function fail(…)`, `obj.help = () => …`): the
 * graph id of the method or property signature the assignment's target names, when an interface of the repository
 * declares it; undefined otherwise (a class's own method, a plain object's property, an outside type's member).
 */
/**
 * The node of the interface member (a method or function-typed property signature of a repository interface) that
 * a method of an object literal implements, by the literal's contextual type (`const storage: Storage = { mount(…) {
 * … } }`, a literal returned as or passed for that interface); `fn` is the method or the function a property
 * assignment gives. Undefined for anything else.
 */
function literalMember(ctx: EdgeContext, fn: ts.MethodDeclaration | ts.FunctionExpression | ts.ArrowFunction): string | undefined {
  const prop = ts.isMethodDeclaration(fn) ? fn : ts.isPropertyAssignment(fn.parent) && fn.parent.initializer === fn ? fn.parent : undefined;
  if (!prop || !ts.isObjectLiteralExpression(prop.parent)) return undefined;
  const name = ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name) ? prop.name.text : undefined;
  const contextual = name !== undefined ? ctx.checker.getContextualType(prop.parent) : undefined;
  // `Storage | null`: the interface's member, not the union's (a union with null has no properties of its own).
  const type = contextual ? ctx.checker.getNonNullableType(contextual) : undefined;
  return interfaceMemberNode(ctx, type ? ctx.checker.getPropertyOfType(type, name!)?.declarations : undefined);
}

/** The node of the first of `declarations` that is a method or property signature of a repository interface. */
function interfaceMemberNode(ctx: EdgeContext, declarations: readonly ts.Declaration[] | undefined): string | undefined {
  for (const d of declarations ?? []) {
    if (!(ts.isMethodSignature(d) || ts.isPropertySignature(d)) || !ts.isInterfaceDeclaration(d.parent)) continue;
    const r = ctx.resolveDecl(d);
    if (r && "id" in r) return r.id;
  }
  return undefined;
}

function assignedMember(ctx: EdgeContext, fn: ts.FunctionExpression | ts.ArrowFunction): string | undefined {
  const assignment = fn.parent;
  if (!ts.isBinaryExpression(assignment) || assignment.right !== fn || assignment.operatorToken.kind !== ts.SyntaxKind.EqualsToken || !ts.isPropertyAccessExpression(assignment.left)) return undefined;
  return interfaceMemberNode(ctx, ctx.checker.getSymbolAtLocation(assignment.left.name)?.declarations);
}
