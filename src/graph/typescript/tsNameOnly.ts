/**
 * The `name-only` fallback of TypeScript/JavaScript calls: a member call on a receiver the checker types as `any` (an
 * untyped JavaScript parameter such as express's `function (req, res) { res.send(…) }`, a value whose methods are
 * assigned at run time: `res.send = function send (body) { … }`) reaches the repository's one definition of that
 * member name, as other languages' name-only rule does (`treeSitter/resolver.ts`). Never when the name is a member of
 * a standard type the checker loads (`push`, `then`, `on`, `end` when Node's types are there): such a call most
 * likely runs the built-in — unless the receiver's own name names the owner of one definition (`res.set(…)` and
 * `res.set = function …`), which also picks among several definitions (`res.status(…)` beside `err.status = status`,
 * `req.get(…)` beside `res.get = …`; {@link ownedBy}).
 *
 * A definition of member name `n` is any repository declaration a member call `x.n()` could run or that shadows one:
 * a class or object-literal method, accessor or property, an interface or type-literal member, `x.n = …` (the
 * function it assigns, through `a.n = b.n = function …` chains) and a shorthand property `{ n }`. A plain function or
 * variable named `n` is none: a member call reaches it only through one of those (`module.exports = { n }`,
 * `proto.n = n`), or through an import the checker follows. A name resolves only
 * when all its definitions are one function or method node of the graph; any definition that is no such node (an
 * anonymous function, a data property, a signature) makes the name ambiguous. A definition whose value the checker
 * knows cannot be called (`err.status = 400`) is none. Members of an object literal written as a call's argument define
 * nothing ({@link inArgumentObject}); those of one made inside a function (`var res = { send: function (v) {} }`, a
 * test's stand-in) count only for calls in their own file, as does a test case file's (`*.test.js`, not a helper in a
 * test folder) assignment to a member of a plain name inside a function (fastify's `reply.send = () => {}`: one
 * test's stand-in, which had made every other test's `reply.send(…)` ambiguous). A definition in a declaration file
 * (`.d.ts`, or under
 * `declare`) describes code that lives elsewhere: where the definitions in code are one method node (a class's, a
 * prototype's or an object literal's) and each described one's type describes that method's owner — at least half of
 * the type's other methods are the owner's too ({@link NameOnlyIndex.describes}) — the described ones are set aside
 * (fastify's `types/reply.d.ts` declares `FastifyReply.code` for the `Reply.code` that `lib/reply.js` implements; a
 * handler's `reply.code(200)` runs the implementation). A plain function assigned to a property (pino's
 * `stream.flushSync = noop`) may stand in for an outside object's method (pino's thread-stream), and a method of another
 * owner that shares one name with the described type (`SchemaController.setValidatorCompiler` beside
 * `FastifyInstance.setValidatorCompiler`) is no implementation of it: there the description keeps the name ambiguous.
 * A name whose only definitions are descriptions describes code the repository may not hold at all (fastify's
 * `FastifyInstance.close` and `after` are its plugin loader's, avvio's): such a name resolves only when no type of the
 * runtime's libraries declares a method of that name (any interface or class of the default library files or Node's
 * types: `close` is a server's, a stream's, an HTTP/2 session's, `after` node:test's), as `payload.close()` on a stream
 * is no call of it. Where a name's only definitions seen are descriptions, the code they describe is the target when it
 * is one member of an object literal, class or assigned-to object whose member names hold at least half of the
 * described type's others (fastify's `instance.addHook(…)` in a plugin reaches the `addHook` of the instance literal
 * `fastify()` builds, which `types/instance.d.ts`'s `FastifyInstance` describes; a standard or runtime member name,
 * `get` or `post`, only on a receiver named as that literal's variable); {@link NameOnlyIndex.implementationOf} does
 * the same for a call the checker typed by such a declaration.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { ts } from "ts-morph";
import type { GraphNodeKind } from "../types.js";
import { inArgumentObject, isMemberLike } from "./tsMemberNames.js";
import { hasStatic, isJavaScriptFile, isStandardLibraryType, skipOuter, type ResolveDeclaration } from "./tsDeclarations.js";
import { assignedFunction, hasPrototypeMembers, neverReassigned, thisInArgumentLiteral } from "./jsThisOwner.js";
import { ownerDeclaration } from "./jsPrototype.js";
import { isTestPath } from "../../shared/testPaths.js";


/**
 * A test case file by its own name (`reply.test.js`, `app.spec.ts`), not a helper that only lives in a test folder
 * (restify's `test/lib/helper.js` gives every test's `t` its `notOk` method): its stand-ins are its own.
 */
const TEST_CASE_NAME = /[._-](?:test|spec)\.[cm]?[jt]sx?$/u;

/** No node behind a definition (see the module comment). */
const NONE = "";

/**
 * Standard types whose members a call on an untyped value most likely reaches: the ECMAScript library's (from the
 * checker's default library files) and Node's event emitter, streams, URLs and HTTP messages (from
 * `@types/node`: the program's when it loads one, else this tool's, {@link ownNodeTypeNames}). Their member names come
 * from the declarations, not from a list. (No `Server` or `Socket`: Node declares several of each, a datagram socket's
 * `send` among them, and their names are a web framework's too: `app.listen`, `res.send`.)
 */
const STANDARD_TYPES: ReadonlySet<string> = new Set([
  "Object",
  "ObjectConstructor",
  "Function",
  "CallableFunction",
  "NewableFunction",
  "Array",
  "ReadonlyArray",
  "ArrayConstructor",
  "String",
  "StringConstructor",
  "Number",
  "NumberConstructor",
  "Boolean",
  "Symbol",
  "Promise",
  "PromiseLike",
  "PromiseConstructor",
  "Map",
  "ReadonlyMap",
  "MapConstructor",
  "Set",
  "ReadonlySet",
  "SetConstructor",
  "WeakMap",
  "WeakSet",
  "RegExp",
  "RegExpConstructor",
  "Date",
  "DateConstructor",
  "Error",
  "ErrorConstructor",
  "JSON",
  "Math",
  "Console",
  "Iterator",
  "AsyncIterator",
  "Generator",
  "AsyncGenerator",
  "EventEmitter",
  "Stream",
  "Readable",
  "Writable",
  "Duplex",
  "Transform",
  "IncomingMessage",
  "OutgoingMessage",
  "ServerResponse",
  "ClientRequest",
  "URL",
  "URLSearchParams",
]);

/** Member names of {@link STANDARD_TYPES} in a program (collected once), and the repository's member definitions (per name, as calls ask). */
export class NameOnlyIndex {
  private standard: Set<string> | undefined;
  private runtime: Set<string> | undefined;
  /** Name → its definitions ({@link Definition}), filled as names are asked. */
  private readonly definitions = new Map<string, Definition[]>();
  /** {@link describes}' verdicts per declared type and code owner. */
  private readonly described = new WeakMap<ts.Node, Map<string, boolean>>();
  /** {@link describedCode}'s answer per declaration-file member (`null`: none), asked once per build for every call site. */
  private readonly describedCodes = new WeakMap<ts.Declaration, string | null>();

  /**
   * @param program The program whose default library files (and `@types/node` files, when loaded) give the standard names.
   * @param files Every repository source file of the program (not only those being built, so an incremental build
   *   resolves as a full one does).
   * @param resolve A declaration's graph node (see `tsGraph.ts`).
   * @param repoPathOf A source file's repository-relative path (`/` separators), undefined outside the repository.
   */
  constructor(
    private readonly program: ts.Program,
    private readonly files: () => readonly ts.SourceFile[],
    private readonly resolve: ResolveDeclaration,
    private readonly repoPathOf: (sf: ts.SourceFile) => string | undefined = () => undefined,
  ) {}

  /**
   * The node a member call `e` (`recv.name(…)`) reaches by name alone: when the receiver is `this` or an untyped
   * parameter ({@link untypedReceiver}) the checker types `any`, finds
   * no declaration of the member, the name is no standard type's member and every repository definition of it is one
   * function or method node; or, where the name has several definitions or is a standard type's member, when the
   * receiver's name names the owner of one ({@link ownedBy}: `res.status(…)` reaches `res.status = function status
   * (code) {…}`). Undefined otherwise.
   */
  target(checker: ts.TypeChecker, e: ts.Node, madeInRepository: (made: ts.CallExpression | ts.NewExpression) => boolean): { id: string; kind: GraphNodeKind; node: ts.Node } | undefined {
    if (!ts.isPropertyAccessExpression(e) || !ts.isIdentifier(e.name)) return undefined;
    // TypeScript code types its values (an untyped parameter is an implicit `any` its compiler reports): JavaScript only.
    if (!isJavaScriptFile(e.getSourceFile().fileName)) return undefined;
    const name = e.name.text;
    // The receiver that names an owner: the value itself, or the first receiver of a chain of fluent calls.
    const owner = untypedReceiver(checker, e.expression, madeInRepository) ? skipOuter(e.expression) : this.chained(checker, e.expression, madeInRepository);
    if (!owner) return undefined;
    try {
      if (checker.getSymbolAtLocation(e.name)) return undefined;
      const receiver = checker.getTypeAtLocation(e.expression);
      // (A standard type without the member, express's `@return {Function}` app, is as good as `any` here.)
      // (Nor is `this` typed as the object literal its method sits in when the literal lacks the member: an options
      // object handed to a function that builds the object it runs on, joi's `Any.extend({ rules: { min: { method ()
      // { this.$_addRule(…) } } } })`.)
      if (!(receiver.flags & ts.TypeFlags.Any) && !isStandardLibraryType(receiver) && !((receiver.getSymbol()?.flags ?? 0) & ts.SymbolFlags.ObjectLiteral && thisInArgumentLiteral(e.expression)) && !plainFunctionThis(e.expression, receiver)) return undefined;
    } catch {
      return undefined;
    }
    const standard = this.standardNames().has(name);
    const all = this.definitionsOf(name);
    const file = e.getSourceFile().fileName;
    // A test file's stand-ins (pino's `FakeThreadStream.ref`) are no code a library calls: seen from test files only.
    const fromTest = isTestPath(this.repoPathOf(e.getSourceFile()) ?? "");
    const seen = all.filter((d) => (!d.local || d.file === file) && (fromTest || !d.test));
    const code = seen.filter((d) => !d.described);
    // Only described here: the code they describe, when it is one member of a literal another file's function builds
    // and hands out (fastify's `addHook` of the instance `fastify()` returns, which `types/instance.d.ts` describes).
    // A name a standard or runtime type declares (`get`, `post`) still needs the receiver to name the owner.
    const described = !code.length && seen.length ? this.describedTarget(seen) : undefined;
    if (described && (!(standard || this.runtimeNames().has(name)) || (ts.isIdentifier(owner) && ownerNamesOf(described.node).includes(owner.text.toLowerCase())))) return described;
    const implemented = new Set(code.map((d) => d.target));
    const one = implemented.size === 1 ? [...implemented][0]! : NONE;
    // Declarations that describe the one method in code (their type lists that method's siblings) are set aside.
    const pool = one.startsWith("method ") && seen.every((d) => !d.described || this.describes(d.node, ownerOf(one), name)) ? code : seen;
    const found = new Set(pool.map((d) => d.target));
    // Several definitions, or a standard type's member name: the receiver's own name may pick the one whose owner it
    // names (express's `res.status(…)` beside `err.status = status`; `req.get(…)` beside `res.get`; `res.set(…)`).
    const byOwner = !standard && found.size === 1 ? found : ownedBy(pool, owner);
    if (byOwner.size !== 1) return undefined;
    // Only described: a name any runtime type declares is more likely that type's (fastify's `payload.close()`).
    if (!implemented.size && this.runtimeNames().has(name)) return undefined;
    const id = [...byOwner][0]!;
    if (id === NONE) return undefined;
    return { ...nodeOfTarget(id), node: pool.find((d) => d.target === id)!.node };
  }

  /**
   * The repository function a member access `x.m` reaches: the checker's declaration of `m` when it is an assignment
   * or member in code (`res.set = res.header = function header …`, which `this.set` in another `res` method reads), else
   * the one {@link target} finds by name. Undefined when neither is a function with a body.
   */
  private methodFunction(checker: ts.TypeChecker, access: ts.PropertyAccessExpression, madeInRepository: (made: ts.CallExpression | ts.NewExpression) => boolean): Method | undefined {
    try {
      const decl = checker.getSymbolAtLocation(access.name)?.valueDeclaration;
      const node = decl && ts.isPropertyAccessExpression(decl) && ts.isBinaryExpression(decl.parent) ? decl.parent : decl;
      const fn = node && !node.getSourceFile().isDeclarationFile && this.repoPathOf(node.getSourceFile()) !== undefined ? functionOf(node) : undefined;
      if (node && fn) return { fn, owners: ownerNamesOf(node) };
    } catch {
      // No declaration the checker can give: by name below.
    }
    const method = this.target(checker, access, madeInRepository);
    const fn = method && functionOf(method.node);
    return fn && { fn, owners: ownerNamesOf(method.node) };
  }

  /**
   * The repository function `this.name` reaches in a method of an owner going by `owners` (`res` of `res.type =
   * function …`): the one definition of `name` whose owner goes by one of those names (`res.set = … function header`),
   * as a call on `this` in a method reaches its own object's other methods. Undefined when there is not exactly one.
   */
  private ownMethod(name: string, owners: readonly string[], file: string): Method | undefined {
    if (!owners.length) return undefined;
    const defs = this.definitionsOf(name).filter((d) => (!d.local || d.file === file) && !d.described && ownerNamesOf(d.node).some((o) => owners.includes(o)));
    const targets = new Set(defs.map((d) => d.target));
    const fn = targets.size === 1 && defs[0] ? functionOf(defs[0].node) : undefined;
    return fn && { fn, owners };
  }

  /**
   * True when a function has a `return` and every `return` of its own (not of a nested function) gives `this`, or a
   * call of a fluent method on `this` (express's `res.type = function … { …; return this.set('Content-Type', ct) }`, whose
   * `res.set` returns `this`): a call's value is then its receiver. At most {@link MAX_FLUENT_DEPTH} methods deep.
   */
  private fluent(checker: ts.TypeChecker, { fn, owners }: Method, madeInRepository: (made: ts.CallExpression | ts.NewExpression) => boolean, seen: Set<ts.Node>): boolean {
    if (seen.has(fn) || seen.size >= MAX_FLUENT_DEPTH) return false;
    seen.add(fn);
    return returnsThis(fn, (callee) => {
      const next = this.methodFunction(checker, callee, madeInRepository) ?? this.ownMethod(callee.name.text, owners, fn.getSourceFile().fileName);
      return next !== undefined && this.fluent(checker, next, madeInRepository, seen);
    });
  }

  /**
   * When `receiver` is a call `x.m(…)` that reaches a fluent method (every `return` gives `this`, {@link fluent}:
   * fastify's `Reply.prototype.code = function (code) { …; return this }`), its value is `x` itself, so a call
   * on it (`reply.code(404).send(…)`) is a call on `x` and resolves as one would: returns the first receiver of the
   * chain (`reply` of `reply.code(1).type(t)`), whose name may pick an owner ({@link ownedBy}). Undefined otherwise.
   */
  private chained(checker: ts.TypeChecker, receiver: ts.Expression, madeInRepository: (made: ts.CallExpression | ts.NewExpression) => boolean): ts.Expression | undefined {
    const call = skipOuter(receiver);
    if (!ts.isCallExpression(call)) return undefined;
    const callee = skipOuter(call.expression);
    if (!ts.isPropertyAccessExpression(callee)) return undefined;
    const method = this.methodFunction(checker, callee, madeInRepository);
    if (!method || !this.fluent(checker, method, madeInRepository, new Set())) return undefined;
    return untypedReceiver(checker, callee.expression, madeInRepository) ? skipOuter(callee.expression) : this.chained(checker, callee.expression, madeInRepository);
  }

  /** True when `name` is a member of an interface or class of the runtime's libraries (`on`, `push`, `forEach`; see the module comment). */
  isRuntimeName(name: string): boolean {
    return this.runtimeNames().has(name);
  }

  private standardNames(): Set<string> {
    return (this.standard ??= this.libraryNames(membersOf, ownNodeTypeNames));
  }

  /** Member names of every interface and class of the default library files and Node's types (see the module comment). */
  private runtimeNames(): Set<string> {
    return (this.runtime ??= this.libraryNames(allMembersOf, ownNodeRuntimeNames));
  }

  /** The names `members` reads from each default library file and `@types/node` file of the program, or from `own()` when it loads no `@types/node`. */
  private libraryNames(members: (sf: ts.SourceFile) => ReadonlySet<string>, own: () => ReadonlySet<string>): Set<string> {
    const names = new Set<string>();
    let nodeTypes = false;
    for (const sf of this.program.getSourceFiles()) {
      const node = sf.fileName.includes("/@types/node/");
      nodeTypes ||= node;
      if (this.program.isSourceFileDefaultLibrary(sf) || node) for (const name of members(sf)) names.add(name);
    }
    if (!nodeTypes) for (const name of own()) names.add(name);
    return names;
  }

  /**
   * The definitions of member name `name` in this build: the candidates each file declares syntactically (kept per
   * parsed file, {@link candidatesOf}) whose value the checker does not rule out as a call target, each with the node
   * it stands for. Asked per name, as calls need them: checking every member of every file each build cost a watcher
   * on fastify (98k lines of JavaScript) 2.3–3.3 s per edit of a JavaScript file.
   */
  private definitionsOf(name: string): readonly Definition[] {
    let defs = this.definitions.get(name);
    if (defs) return defs;
    defs = [];
    const nodeOf = (decl: ts.Node | undefined): string => {
      if (!decl) return NONE;
      const r = this.resolve(decl as ts.Declaration);
      return r && "id" in r && (r.kind === "function" || r.kind === "method") ? `${r.kind} ${r.id}` : NONE;
    };
    for (const sf of this.files()) {
      for (const c of candidatesOf(sf).get(name) ?? []) {
        if (!this.callable(c.value)) continue;
        const target = ts.isBinaryExpression(c.node) ? nodeOf(assignedFunction(c.node)) : this.memberNode(c.node, nodeOf);
        const test = isTestPath(this.repoPathOf(sf) ?? "");
        defs.push({ file: sf.fileName, local: c.local || (c.stub === true && TEST_CASE_NAME.test(sf.fileName)), test, described: sf.isDeclarationFile || isAmbient(c.node), node: c.node, target });
      }
    }
    this.definitions.set(name, defs);
    return defs;
  }

  /**
   * True when a declaration-file member `member` (of an interface, type literal or declared class) describes the
   * methods of code owner `owner` (a node id, `lib/reply.js#Reply`): at least half of the other methods its type declares
   * are methods of that owner in code (fastify's `FastifyReply` and `Reply`). A type of one method, or one whose methods
   * the owner mostly lacks (`FastifyInstance` against `SchemaController`, which shares `setValidatorCompiler`), is no
   * description of it. Kept per type and owner.
   */
  private describes(member: ts.Node, owner: string, name: string): boolean {
    const type = member.parent;
    let byOwner = this.described.get(type);
    if (!byOwner) this.described.set(type, (byOwner = new Map()));
    const known = byOwner.get(owner);
    if (known !== undefined) return known;
    const others = new Set<string>();
    const members = ts.isInterfaceDeclaration(type) || ts.isTypeLiteralNode(type) || ts.isClassLike(type) ? type.members : [];
    for (const m of members) {
      const methodLike = ts.isMethodSignature(m) || ts.isMethodDeclaration(m) || ((ts.isPropertySignature(m) || ts.isPropertyDeclaration(m)) && m.type !== undefined && (ts.isFunctionTypeNode(m.type) || ts.isTypeReferenceNode(m.type)));
      if (methodLike && m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) && m.name.text !== name) others.add(m.name.text);
    }
    let shared = 0;
    for (const other of others) if (this.definitionsOf(other).some((d) => !d.described && d.target.startsWith("method ") && ownerOf(d.target) === owner)) shared++;
    const verdict = others.size > 0 && shared * 2 >= others.size;
    byOwner.set(owner, verdict);
    return verdict;
  }

  /**
   * The code a JavaScript call's declaration-file target describes, when the checker typed the call against a `.d.ts`
   * the repository ships beside its JavaScript (fastify's `types/instance.d.ts`), which the running code never loads:
   * for a member of a declared type (`FastifyInstance.addHook`), the one member of that name in code whose owner the
   * type describes: at least half of the type's other member names are members of that object literal, class or
   * assigned-to object too ({@link memberNamesOf}; 57 of `FastifyInstance`'s 75 others are properties of the instance
   * literal in `fastify.js`, whose `addHook` runs). `callee` is the call's callee (`instance.addHook`); undefined when
   * a declaration is no such member or describes no single node. Before, 225 of fastify's calls from JavaScript (107
   * `addHook`s) stood on declarations and none on the functions that run.
   */
  implementationOf(checker: ts.TypeChecker, callee: ts.Node): { id: string; kind: GraphNodeKind } | undefined {
    const nameNode = ts.isPropertyAccessExpression(callee) ? callee.name : ts.isIdentifier(callee) ? callee : undefined;
    if (!nameNode || !ts.isIdentifier(nameNode)) return undefined;
    let symbol: ts.Symbol | undefined;
    try {
      symbol = checker.getSymbolAtLocation(nameNode);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    } catch {
      return undefined;
    }
    const decls = symbol?.declarations ?? [];
    if (!decls.length || !decls.every((d) => d.getSourceFile().isDeclarationFile)) return undefined;
    const found = new Set<string>();
    for (const d of decls) {
      const target = this.describedCode(d);
      if (!target) return undefined;
      found.add(target);
    }
    return found.size === 1 ? nodeOfTarget([...found][0]!) : undefined;
  }

  /** The one code node every one of `descriptions` (declaration-file definitions) describes ({@link describedCode}), with its definition's node. */
  private describedTarget(descriptions: readonly Definition[]): { id: string; kind: GraphNodeKind; node: ts.Node } | undefined {
    const targets = new Set(descriptions.map((d) => this.describedCode(d.node as ts.Declaration)));
    const id = targets.size === 1 ? [...targets][0] : undefined;
    if (!id) return undefined;
    const name = ts.getNameOfDeclaration(descriptions[0]!.node as ts.Declaration);
    const node = name && ts.isIdentifier(name) ? this.definitionsOf(name.text).find((d) => d.target === id)?.node : undefined;
    return node && { ...nodeOfTarget(id), node };
  }

  /** {@link implementationOf} of one declaration: the `kind id` it describes, or undefined. */
  private describedCode(decl: ts.Declaration): string | undefined {
    let known = this.describedCodes.get(decl);
    if (known === undefined) this.describedCodes.set(decl, (known = this.describedCodeOnce(decl) ?? null));
    return known ?? undefined;
  }

  private describedCodeOnce(decl: ts.Declaration): string | undefined {
    const name = ts.getNameOfDeclaration(decl);
    if (!name || !ts.isIdentifier(name)) return undefined;
    const type = decl.parent;
    if (ts.isInterfaceDeclaration(type) || ts.isTypeLiteralNode(type) || ts.isClassLike(type)) {
      const declared = new Set<string>();
      for (const m of type.members) {
        const n = m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) ? m.name.text : undefined;
        if (n && n !== name.text) declared.add(n);
      }
      const describes = (d: Definition): boolean => {
        const own = memberNamesOf(d.node);
        let shared = 0;
        for (const n of declared) if (own.has(n)) shared++;
        return declared.size > 0 && shared * 2 >= declared.size;
      };
      // A literal made inside a function counts (`fastify()` builds its instance so): the type says where it goes.
      const code = this.definitionsOf(name.text).filter((d) => !d.described && !d.test && d.target !== NONE);
      const owned = new Set(code.filter(describes).map((d) => d.target));
      return owned.size === 1 ? [...owned][0] : undefined;
    }
    return undefined;
  }

  /** False when the checker knows the value can never be called (`err.status = 400`, `{ name: "x" }`): no call target. */
  private callable(value: ts.Node | undefined): boolean {
    if (!value) return true;
    const checker = this.program.getTypeChecker();
    try {
      const type = checker.getTypeAtLocation(value);
      if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return true;
      return checker.getNonNullableType(type).getCallSignatures().length > 0 || (type.isUnion() && type.types.some((t) => t.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown) || t.getCallSignatures().length > 0));
    } catch {
      return true;
    }
  }

  /** The `kind id` a member-like declaration stands for: its own node, or the function its value names; else {@link NONE}. */
  private memberNode(node: ts.Node, nodeOf: (decl: ts.Node | undefined) => string): string {
    const own = nodeOf(node);
    if (own !== NONE) return own;
    if (ts.isShorthandPropertyAssignment(node)) return nodeOf(ownerDeclaration(node.name, node.name.text));
    if (ts.isPropertyAssignment(node) || ts.isPropertyDeclaration(node)) {
      const init = node.initializer && skipOuter(node.initializer);
      if (init && (ts.isFunctionExpression(init) || ts.isArrowFunction(init))) return nodeOf(init);
    }
    return NONE;
  }
}

/** One definition of a member name: where (`file`), whether only that file sees it (`local`), whether it is a test file's, whether it only describes code (`described`: a declaration file's, or `declare`d), and the `kind id` it stands for or {@link NONE}. */
interface Definition {
  file: string;
  local: boolean;
  test: boolean;
  described: boolean;
  /** The declaration or assignment itself. */
  node: ts.Node;
  target: string;
}

/**
 * The targets of the definitions whose owner the receiver names (`res` of `res.status(…)` and `res.status = function
 * status (code) {…}`), compared without case (`view.render(…)` and `View.prototype.render`); empty for a `this`
 * receiver (its owner is the enclosing function's, `jsThisOwner.ts`) or when no definition's owner is the name.
 */
function ownedBy(pool: readonly Definition[], receiver: ts.Expression): Set<string> {
  if (!ts.isIdentifier(receiver)) return new Set();
  const name = receiver.text.toLowerCase();
  return new Set(pool.filter((d) => ownerNamesOf(d.node).includes(name)).map((d) => d.target));
}

/**
 * The names a definition's owner goes by, lower-cased: the object of an assignment `res.status = …` (`res`; `View` of
 * `View.prototype.render = …`; `response` of `app.response.message = …`), the class of a class member, the variables
 * an object literal is assigned to (`proto` of `var proto = module.exports = {…}`). An owner that is the module itself
 * (`exports.json = …`, `module.exports = {…}`) goes by the file's base name (`users` of `users.js`).
 */
function ownerNamesOf(node: ts.Node): string[] {
  const moduleName = (): string => path.basename(node.getSourceFile().fileName).replace(/\.[^.]*$/u, "");
  const named = (e: ts.Expression): string | undefined => {
    let x = skipOuter(e);
    if (ts.isPropertyAccessExpression(x) && x.name.text === "prototype") x = skipOuter(x.expression);
    if (ts.isIdentifier(x)) return x.text === "exports" ? moduleName() : x.text;
    if (ts.isPropertyAccessExpression(x)) return ts.isIdentifier(x.expression) && x.expression.text === "module" && x.name.text === "exports" ? moduleName() : x.name.text;
    return undefined;
  };
  const names: string[] = [];
  if (ts.isBinaryExpression(node) && ts.isPropertyAccessExpression(node.left)) {
    const owner = isStaticAssignment(node.left) ? undefined : named(node.left.expression);
    if (owner) names.push(owner);
  } else if (ts.isClassLike(node.parent)) {
    if (node.parent.name && !hasStatic(node)) names.push(node.parent.name.text);
  } else if (ts.isObjectLiteralExpression(node.parent)) {
    for (let p: ts.Node = node.parent.parent; ; p = p.parent) {
      if (ts.isVariableDeclaration(p) && ts.isIdentifier(p.name)) names.push(p.name.text);
      else if (ts.isBinaryExpression(p) && p.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
        const owner = named(p.left);
        if (owner) names.push(owner);
      } else if (!ts.isParenthesizedExpression(p)) break;
      if (ts.isVariableDeclaration(p)) break;
    }
  }
  return names.map((n) => n.toLowerCase());
}

/**
 * True when an assignment target `C.m` sets a static member: `C` names a function or class its file declares
 * (mysql's `Sequence.determinePacket = function (byte) …` beside `Sequence.prototype.end`). A static names no owner a
 * receiver could: `sequence.determinePacket(…)` is a call on an instance, whose own `determinePacket` the subclasses'
 * prototypes give.
 */
function isStaticAssignment(target: ts.PropertyAccessExpression): boolean {
  const owner = skipOuter(target.expression);
  if (!ts.isIdentifier(owner)) return false;
  const decl = ownerDeclaration(owner, owner.text);
  if (!decl) return false;
  if (ts.isFunctionDeclaration(decl) || ts.isClassDeclaration(decl)) return true;
  const init = ts.isVariableDeclaration(decl) && decl.initializer ? skipOuter(decl.initializer) : undefined;
  return init !== undefined && (ts.isFunctionExpression(init) || ts.isClassExpression(init));
}

/**
 * The member names of a definition's owner as its code writes them: the properties of the object literal it is one of,
 * the members of its class, or for an assignment `x.m = …` every member its file assigns to `x` the same way
 * (`Reply.prototype.*`). Empty for anything else.
 */
function memberNamesOf(node: ts.Node): ReadonlySet<string> {
  const names = new Set<string>();
  const nameOf = (n: ts.PropertyName | undefined): string | undefined => (n && (ts.isIdentifier(n) || ts.isStringLiteral(n) || ts.isPrivateIdentifier(n)) ? n.text : undefined);
  if (ts.isObjectLiteralExpression(node.parent)) for (const p of node.parent.properties) names.add(nameOf(p.name) ?? "");
  else if (ts.isClassLike(node.parent)) for (const m of node.parent.members) names.add(nameOf(m.name) ?? "");
  else if (ts.isBinaryExpression(node) && ts.isPropertyAccessExpression(node.left)) {
    const owner = node.left.expression.getText();
    for (const list of candidatesOf(node.getSourceFile()).values()) {
      for (const c of list) if (ts.isBinaryExpression(c.node) && ts.isPropertyAccessExpression(c.node.left) && c.node.left.expression.getText() === owner) names.add(c.node.left.name.text);
    }
  }
  names.delete("");
  return names;
}

/** The node of a `kind id` target: `method lib/reply.js#Reply.code` → `{ id: "lib/reply.js#Reply.code", kind: "method" }`. */
function nodeOfTarget(target: string): { id: string; kind: GraphNodeKind } {
  const space = target.indexOf(" ");
  return { id: target.slice(space + 1), kind: target.slice(0, space) as GraphNodeKind };
}

/** The owner node id of a `kind id` target: `lib/reply.js#Reply` of `method lib/reply.js#Reply.code`; the file's id for a top-level one. */
function ownerOf(target: string): string {
  const id = target.slice(target.indexOf(" ") + 1);
  const hash = id.indexOf("#");
  const dot = id.lastIndexOf(".");
  return dot > hash ? id.slice(0, dot) : id.slice(0, Math.max(hash, 0));
}

/** The function a definition's declaration or assignment stands for (`x.m = function …`, a method, `m: function …`), if any. */
function functionOf(node: ts.Node): ts.FunctionLikeDeclaration | undefined {
  // A shorthand `{ addHook }` holds the function its name is bound to (fastify's instance literal).
  const value = ts.isBinaryExpression(node)
    ? assignedFunction(node)
    : ts.isPropertyAssignment(node) || ts.isPropertyDeclaration(node)
      ? node.initializer && skipOuter(node.initializer)
      : ts.isShorthandPropertyAssignment(node)
        ? ownerDeclaration(node.name, node.name.text)
        : node;
  return value && (ts.isFunctionExpression(value) || ts.isFunctionDeclaration(value) || ts.isMethodDeclaration(value)) && value.body ? value : undefined;
}

/** A repository function reached as a method, and the names its owner goes by ({@link ownerNamesOf}). */
interface Method {
  fn: ts.FunctionLikeDeclaration;
  owners: readonly string[];
}

/** Methods followed by `NameOnlyIndex.fluent` through `return this.m(…)` before it gives up. */
const MAX_FLUENT_DEPTH = 4;

/**
 * True when every own `return` of `fn` (at least one) gives `this`, or a call on `this` whose callee `next` accepts
 * (`return this.set(…)` where `set` itself gives back `this`): a fluent method, whose call's value is its receiver.
 */
export function returnsThis(fn: ts.FunctionLikeDeclaration, next: (callee: ts.PropertyAccessExpression) => boolean): boolean {
  const returned = ownReturns(fn);
  return (
    returned.length > 0 &&
    returned.every((r) => {
      if (!r) return false;
      if (r.kind === ts.SyntaxKind.ThisKeyword) return true;
      const callee = ts.isCallExpression(r) ? skipOuter(r.expression) : undefined;
      if (!callee || !ts.isPropertyAccessExpression(callee) || skipOuter(callee.expression).kind !== ts.SyntaxKind.ThisKeyword) return false;
      return next(callee);
    })
  );
}

/** The expressions a function's own `return` statements give (undefined for a bare `return`), nested functions' left out. */
export function ownReturns(fn: ts.FunctionLikeDeclaration): (ts.Expression | undefined)[] {
  const out: (ts.Expression | undefined)[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isReturnStatement(node)) out.push(node.expression && skipOuter(node.expression));
    ts.forEachChild(node, visit);
  };
  if (fn.body) ts.forEachChild(fn.body, visit);
  return out;
}

/** True for a declaration under `declare` (itself or an enclosing declaration): a description of a value defined elsewhere. */
function isAmbient(node: ts.Node): boolean {
  for (let p: ts.Node | undefined = node; p && !ts.isSourceFile(p); p = p.parent) {
    if (ts.canHaveModifiers(p) && ts.getModifiers(p)?.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword)) return true;
  }
  return false;
}

/** A declaration that may define a member name (see the module comment), before the checker's look at its value. */
interface Candidate {
  /** A member-like declaration, or an assignment `x.name = …`. */
  node: ts.Node;
  /** The value the checker must not rule out as callable (undefined: nothing to check). */
  value: ts.Node | undefined;
  /** Only its own file sees it (a member of an object literal made inside a function). */
  local: boolean;
  /**
   * An assignment `x.name = …` to a member of a plain name inside a function: a test case's stand-in for one value
   * (fastify's `reply.send = () => {}` in a test), seen from its own file only when the file is a test case
   * ({@link TEST_CASE_NAME}).
   */
  stub?: true;
}

/** Each parsed file's candidates by member name (syntax only, so kept while the warm program keeps the file object). */
const candidatesByFile = new WeakMap<ts.SourceFile, Map<string, Candidate[]>>();

/** The candidate definitions of member names one file declares, in source order, read once per source file object. */
function candidatesOf(sf: ts.SourceFile): Map<string, Candidate[]> {
  let found = candidatesByFile.get(sf);
  if (found) return found;
  const byName = new Map<string, Candidate[]>();
  const add = (name: string, c: Candidate): void => {
    const list = byName.get(name);
    if (list) list.push(c);
    else byName.set(name, [c]);
  };
  const visit = (node: ts.Node): void => {
    if (isMemberLike(node)) {
      const name = node.name;
      const value = ts.isPropertySignature(node) ? node.name : ts.isPropertyAssignment(node) || ts.isPropertyDeclaration(node) ? (node.initializer ?? node.name) : undefined;
      if (name && (ts.isIdentifier(name) || ts.isPrivateIdentifier(name) || ts.isStringLiteral(name)) && !inArgumentObject(node)) {
        add(name.text, { node, value, local: ts.isObjectLiteralExpression(node.parent) && insideFunction(node.parent) });
      }
    } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(node.left)) {
      add(node.left.name.text, { node, value: node.right, local: false, ...(ts.isIdentifier(node.left.expression) && insideFunction(node) ? { stub: true as const } : {}) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  candidatesByFile.set(sf, (found = byName));
  return found;
}

/** {@link standardMembers} of each library source file, kept per file object (the lib files are shared by every program of the process). */
const libMembers = new WeakMap<ts.SourceFile, ReadonlySet<string>>();

/** Every interface's and class's member names of each library source file, kept per file object. */
const libAllMembers = new WeakMap<ts.SourceFile, ReadonlySet<string>>();

/** The {@link STANDARD_TYPES} member names one declaration file declares, read once per source file object. */
function membersOf(sf: ts.SourceFile): ReadonlySet<string> {
  return readOnce(libMembers, sf, STANDARD_TYPES);
}

/** The member names of every interface and class one declaration file declares, read once per source file object. */
function allMembersOf(sf: ts.SourceFile): ReadonlySet<string> {
  return readOnce(libAllMembers, sf, undefined);
}

/** {@link standardMembers} of `sf` for `types`, computed once per source file object and kept in `kept`. */
function readOnce(kept: WeakMap<ts.SourceFile, ReadonlySet<string>>, sf: ts.SourceFile, types: ReadonlySet<string> | undefined): ReadonlySet<string> {
  let names = kept.get(sf);
  if (!names) {
    const found = new Set<string>();
    standardMembers(sf, found, types);
    kept.set(sf, (names = found));
  }
  return names;
}

/**
 * Adds the member names of the `types` a declaration file declares to `names`; when `types` is undefined, the method
 * names of every interface and class (a method, or a property of a function type: Node's `ErrnoException.code` is
 * data, which no call runs).
 */
function standardMembers(sf: ts.SourceFile, names: Set<string>, types: ReadonlySet<string> | undefined): void {
  const callable = (m: ts.ClassElement | ts.TypeElement): boolean => ts.isMethodSignature(m) || ts.isMethodDeclaration(m) || ((ts.isPropertySignature(m) || ts.isPropertyDeclaration(m)) && m.type !== undefined && ts.isFunctionTypeNode(m.type));
  const visit = (node: ts.Node): void => {
    if ((ts.isInterfaceDeclaration(node) || ts.isClassDeclaration(node)) && node.name && (!types || types.has(node.name.text))) {
      for (const m of node.members) if (m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) && (types || callable(m))) names.add(m.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}

let ownNodeNames: Set<string> | undefined;
let ownRuntimeNames: Set<string> | undefined;

/**
 * The {@link STANDARD_TYPES} member names of the `@types/node` this tool is installed with, for a repository whose
 * program loads none (its dependencies not installed): a JavaScript server's `res.end()` or `socket.destroy()` is still
 * Node's. Parsed once per process (about 60 declaration files); empty when the tool has no copy.
 */
function ownNodeTypeNames(): Set<string> {
  return (ownNodeNames ??= ownNodeMembers(STANDARD_TYPES));
}

/** Every interface's and class's member names of this tool's `@types/node` (see {@link ownNodeTypeNames}). */
function ownNodeRuntimeNames(): Set<string> {
  return (ownRuntimeNames ??= ownNodeMembers(undefined));
}

function ownNodeMembers(types: ReadonlySet<string> | undefined): Set<string> {
  const names = new Set<string>();
  try {
    const dir = path.dirname(createRequire(import.meta.url).resolve("@types/node/package.json"));
    for (const file of fs.readdirSync(dir)) {
      if (!file.endsWith(".d.ts")) continue;
      const full = path.join(dir, file);
      standardMembers(ts.createSourceFile(full, fs.readFileSync(full, "utf8"), ts.ScriptTarget.Latest, false), names, types);
    }
  } catch {
    // No copy: only the program's own declarations count.
  }
  return names;
}

/**
 * True when a receiver is `this`, a parameter declared without a type (no annotation, no JSDoc type but one of the
 * standard library's, {@link isStandardLibraryType}): a value the
 * repository's own callers hand in (`function (req, res, next)`), or a variable declared without a type and set from a
 * call or `new` of a repository function or class (`const ctx = context()` of a test helper; `madeInRepository`). A
 * variable set from a call or `new` the checker cannot see (`var router = new express.Router()` with `router` not
 * installed), or a property read off an untyped value (`this.router`), may hold an outside package's object whose
 * members share the repository's names: never by name.
 */
function untypedReceiver(checker: ts.TypeChecker, receiver: ts.Expression, madeInRepository: (made: ts.CallExpression | ts.NewExpression) => boolean): boolean {
  const r = skipOuter(receiver);
  if (r.kind === ts.SyntaxKind.ThisKeyword) return true;
  if (!ts.isIdentifier(r)) return false;
  try {
    const decl = checker.getSymbolAtLocation(r)?.valueDeclaration;
    if (!decl || !(ts.isParameter(decl) || ts.isVariableDeclaration(decl)) || decl.type || !ts.isIdentifier(decl.name)) return false;
    // A JSDoc type of the standard library (restify's `@param {Request} req`, the DOM's `Request`; `{Function}`) tells
    // nothing of the repository's members: such a value counts as untyped.
    const documented = ts.getJSDocType(decl);
    if (documented && !isStandardLibraryType(checker.getTypeFromTypeNode(documented))) return false;
    if (ts.isParameter(decl)) return true;
    if (decl.initializer && neverReassigned(decl) && thisOrUntyped(checker, decl.initializer, madeInRepository)) return true;
    let init = decl.initializer && skipOuter(decl.initializer);
    // (`var app = module.exports = express()`: the value of the assignment chain's last right side.)
    while (init && (ts.isAwaitExpression(init) || (ts.isBinaryExpression(init) && init.operatorToken.kind === ts.SyntaxKind.EqualsToken))) init = skipOuter(ts.isAwaitExpression(init) ? init.expression : init.right);
    return init !== undefined && (ts.isCallExpression(init) || ts.isNewExpression(init)) && madeInRepository(init);
  } catch {
    return false;
  }
}

/**
 * True for `this`, or `this || p` / `this ?? p` with `p` an untyped receiver (the variable so set never assigned again:
 * `var that = this; that = {}` holds no `this`): a plugin's `const self = this || formidable`
 * (formidable d9a251a's `src/plugins/*.js`, called as `plugin.call(form, form, options)`) holds the object the caller
 * binds, as `this` does.
 */
function thisOrUntyped(checker: ts.TypeChecker, value: ts.Expression, madeInRepository: (made: ts.CallExpression | ts.NewExpression) => boolean): boolean {
  const v = skipOuter(value);
  if (v.kind === ts.SyntaxKind.ThisKeyword) return true;
  if (!ts.isBinaryExpression(v) || (v.operatorToken.kind !== ts.SyntaxKind.BarBarToken && v.operatorToken.kind !== ts.SyntaxKind.QuestionQuestionToken)) return false;
  const side = (x: ts.Expression): boolean => thisOrUntyped(checker, x, madeInRepository) || untypedReceiver(checker, x, madeInRepository);
  return side(v.left) && side(v.right);
}

/**
 * True when `receiver` is `this` in a plain JavaScript function (no class member) whose own `this.x = …` assignments
 * make the checker type it as that function's instance: a function the caller binds with `.call`/`.bind`
 * (formidable d9a251a's `function initMultipart () { this.type = …; … this.onPart(part) }`, run as
 * `initMultipart.call(form, …)`) holds the caller's object, and a member it lacks is no member of that instance.
 * A constructor its file gives prototype members is no such function: its `this` is its instances' (a member none of
 * them has reaches nothing by name). Inherited members are asked before (jsInherits.ts).
 */
function plainFunctionThis(receiver: ts.Expression, type: ts.Type): boolean {
  if (skipOuter(receiver).kind !== ts.SyntaxKind.ThisKeyword) return false;
  const decl = type.getSymbol()?.valueDeclaration;
  return decl !== undefined && (ts.isFunctionExpression(decl) || ts.isFunctionDeclaration(decl)) && !hasPrototypeMembers(decl);
}

/** True when a node lies in a function's body (an object literal made there is that call's own value). */
function insideFunction(node: ts.Node): boolean {
  for (let p = node.parent; p; p = p.parent) if (ts.isFunctionLike(p)) return true;
  return false;
}
