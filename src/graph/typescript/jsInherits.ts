/**
 * Inheritance between JavaScript constructor functions that the checker does not see: `util.inherits(Child, Parent)`
 * (also `inherits(…)` of the `inherits` package), `Child.prototype = Object.create(Parent.prototype)` and
 * `Object.setPrototypeOf(Child.prototype, Parent.prototype)`. The checker types `this` in `Query.prototype.start =
 * function () { … }` as a `Query` and finds there only what `Query`'s own prototype assignments declare, so a call of
 * an inherited method (`this._packetToError(packet)` in mysql's `Query`, which `Util.inherits(Query, Sequence)` makes
 * a `Sequence`) reached nothing. Such a call reaches the nearest parent's member of that name: a repository function
 * or method, or, where the chain leaves the repository first (`Util.inherits(Protocol, Stream)` with `Stream` from
 * `require('stream')`), the outside class's member.
 *
 * The same holds for methods mixed in (`Object.assign(C.prototype, {…})`, or a function given the class that sets its
 * parameter's prototype members: knex's `augmentWithBuilderInterface(Builder)` gives every `Builder` its `toQuery` and
 * `then`), which the checker does not add to the class either: `this.toQuery()` in a `Builder` method had counted as a
 * call outside the repository, since `Builder` extends Node's `EventEmitter`.
 *
 * Only a constructor's own file is read for its inheritance and mixin calls, as code writes them beside the constructor.
 */
import { ts } from "ts-morph";
import { declarationBehind, skipOuter, superClassOf, type NodeOrOutside, type ResolveDeclaration } from "./tsDeclarations.js";
import { assignedFunction, instanceMethod, memberAssignments, onlyDefinitionValue, ownPrototypeMembers } from "./jsThisOwner.js";
import { namePath, ownerDeclaration } from "./jsPrototype.js";

/** What {@link inheritedMember} asks of the resolver it serves. */
export interface InheritLookups {
  checker: ts.TypeChecker;
  /** A declaration's graph node, `{ external: true }` outside the repository, undefined when it has none. */
  resolveDecl: ResolveDeclaration;
  /** True when an expression's value comes from outside the repository (`Stream` of `require('stream')`). */
  outside(e: ts.Expression): boolean;
}

/** Most parents followed up a chain. */
const MAX_DEPTH = 4;

/** Per file: each constructor declaration named in an inheritance call → the parent expression it names. */
const PARENTS = new WeakMap<ts.SourceFile, Map<ts.Node, ts.Expression>>();

/**
 * What `access` (`x.m`, with `x` typed by the checker as an instance of a repository class or constructor function
 * that declares no `m`) reaches: a method mixed into it ({@link mixinsOf}), else the nearest parent's member through
 * the constructor's inheritance calls or a class's `extends` (see the module comment). Undefined when the receiver is
 * no such instance, no parent is known, or the first parent that has `m` is no function of the repository.
 */
export function inheritedMember(l: InheritLookups, access: ts.PropertyAccessExpression): NodeOrOutside | undefined {
  if (!ts.isIdentifier(access.name)) return undefined;
  const name = access.name.text;
  try {
    const receiver = l.checker.getTypeAtLocation(access.expression);
    if (receiver.getProperty(name)) return undefined;
    let ctor = constructorOf(receiver);
    for (let depth = 0; ctor && depth < MAX_DEPTH; depth++) {
      const mixed = mixinsOf(l.checker, ctor).get(name);
      if (mixed) return callable(l.resolveDecl(mixed as ts.Declaration));
      const parent = ts.isClassLike(ctor) ? superClassOf(ctor) : parentsOf(l.checker, ctor.getSourceFile()).get(ctor);
      if (!parent) return undefined;
      const parentType = l.checker.getTypeAtLocation(parent);
      const instance = parentType.getConstructSignatures()[0]?.getReturnType();
      const decl = instance?.getProperty(name)?.declarations?.[0];
      if (decl) return callable(l.resolveDecl(decl));
      if (l.outside(parent)) return { external: true };
      ctor = instance ? constructorOf(instance) : undefined;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * The method `C.prototype.m` names when read directly, as pre-class code calls a parent's method
 * (`Sequence.prototype.end.call(this, err)` in mysql's `Quit`): the function `C`'s file assigns to `C.prototype.m`,
 * the class method `m`, or a method mixed into `C` ({@link mixinsOf}). The checker gives such a read no symbol when
 * `C` is a constructor function. Undefined when `access` is no such read or names nothing.
 */
export function prototypeMember(l: InheritLookups, access: ts.PropertyAccessExpression): NodeOrOutside | undefined {
  const proto = skipOuter(access.expression);
  if (!ts.isIdentifier(access.name) || !ts.isPropertyAccessExpression(proto) || proto.name.text !== "prototype") return undefined;
  const owner = skipOuter(proto.expression);
  if (!ts.isIdentifier(owner)) return qualifiedPrototypeMember(l, owner, access.name.text);
  try {
    const ctor = declarationBehind(l.checker, owner);
    const name = ctor && (ts.isFunctionDeclaration(ctor) || ts.isClassDeclaration(ctor) || ts.isVariableDeclaration(ctor)) && ctor.name && ts.isIdentifier(ctor.name) ? ctor.name.text : undefined;
    if (!ctor || !name) return undefined;
    const own = ts.isClassDeclaration(ctor) ? instanceMethod(ctor, access.name.text) : undefined;
    const assigned = own ? undefined : memberAssignments(ctor.getSourceFile()).get(`${name}.prototype.${access.name.text}`);
    const value = own ?? (assigned ? assignedFunction(assigned) : undefined) ?? mixinsOf(l.checker, ctor).get(access.name.text);
    return value ? callable(l.resolveDecl(value as ts.Declaration)) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * {@link prototypeMember} of a constructor assigned to a qualified name (`internals.Socket.prototype.send`, read as a
 * value or with `.call`): the one member of that name its file gives the prototype, else undefined.
 */
function qualifiedPrototypeMember(l: InheritLookups, owner: ts.Expression, name: string): NodeOrOutside | undefined {
  const path = namePath(owner);
  const ctor = path === undefined ? undefined : ownerDeclaration(owner, path);
  const value = onlyDefinitionValue(ctor ? ownPrototypeMembers(ctor, name) : undefined);
  return value ? callable(l.resolveDecl(value as ts.Declaration)) : undefined;
}

/** `r` when it is outside the repository or a function or method node, else undefined. */
function callable(r: NodeOrOutside | undefined): NodeOrOutside | undefined {
  return r && ("external" in r || r.kind === "function" || r.kind === "method") ? r : undefined;
}

/**
 * The repository class or JavaScript constructor function an instance type comes from, as the checker's value
 * declaration of its name gives it: `class C`, `function C(…)`, or the variable of `var C = function (…)` / `class {…}`.
 */
function constructorOf(type: ts.Type): ts.Node | undefined {
  for (const d of type.getSymbol()?.declarations ?? []) {
    if ((ts.isFunctionDeclaration(d) || ts.isClassDeclaration(d)) && d.name) return d;
    if (ts.isVariableDeclaration(d) && d.initializer && (ts.isFunctionExpression(skipOuter(d.initializer)) || ts.isClassExpression(skipOuter(d.initializer)))) return d;
    if ((ts.isFunctionExpression(d) || ts.isClassExpression(d)) && ts.isVariableDeclaration(d.parent)) return d.parent;
  }
  return undefined;
}

/** {@link mixinsOf} per checker and constructor declaration. */
const MIXINS = new WeakMap<ts.TypeChecker, WeakMap<ts.Node, Map<string, ts.Node>>>();

/**
 * The methods mixed into a class or constructor `ctor` by its own file, by name (the first of each): a class's
 * prototype members assigned beside it (`Builder.prototype.select = Builder.prototype.columns`), the members of
 * object literals in `Object.assign(C.prototype, {…})` (knex's dialect clients), and those a repository function given
 * `C` sets on its parameter's prototype (`augmentWithBuilderInterface(Builder)`, whose body sets
 * `Target.prototype.toQuery = function …`, or `Object.assign(Target.prototype, {…})`).
 */
function mixinsOf(checker: ts.TypeChecker, ctor: ts.Node): Map<string, ts.Node> {
  let known = MIXINS.get(checker);
  if (!known) MIXINS.set(checker, (known = new WeakMap()));
  const kept = known.get(ctor);
  if (kept) return kept;
  const found = new Map<string, ts.Node>();
  const add = (name: string, node: ts.Node): void => {
    if (!found.has(name)) found.set(name, node);
  };
  const isCtor = (e: ts.Expression): boolean => ts.isIdentifier(e) && checker.getSymbolAtLocation(e)?.valueDeclaration === ctor;
  /** The members of `Object.assign(<target>.prototype, {…}, …)` with `isTarget(<target>)`. */
  const assigned = (call: ts.CallExpression, isTarget: (e: ts.Expression) => boolean): boolean => {
    const first = call.arguments[0] && skipOuter(call.arguments[0]);
    if (calledAs(call) !== "Object.assign" || !first || !ts.isPropertyAccessExpression(first) || first.name.text !== "prototype" || !isTarget(skipOuter(first.expression))) return false;
    for (const arg of call.arguments.slice(1)) {
      const lit = skipOuter(arg);
      if (ts.isObjectLiteralExpression(lit)) for (const p of lit.properties) literalMember(p, add);
    }
    return true;
  };
  const visit = (n: ts.Node): void => {
    // `C.prototype.m = function …` or `= C.prototype.other` beside `class C` (knex's `Builder.prototype.select =
    // Builder.prototype.columns`), which the checker does not add to a class.
    if (ts.isClassLike(ctor) && ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(n.left) && ts.isIdentifier(n.left.name)) {
      const proto = skipOuter(n.left.expression);
      if (ts.isPropertyAccessExpression(proto) && proto.name.text === "prototype" && isCtor(skipOuter(proto.expression))) {
        const value = assignedFunction(n);
        if (value) add(n.left.name.text, value);
      }
    }
    if (ts.isCallExpression(n) && !assigned(n, isCtor)) {
      // A component mixin (`RequestBase(Request.prototype)` in superagent, `Emitter(Request.prototype)`): a repository
      // constructor function called with `C.prototype` copies its own prototype's members onto it.
      if (n.arguments.some((a) => isPrototypeOf(skipOuter(a), isCtor))) for (const [name, value] of prototypeMembersOf(checker, n)) add(name, value);
      const at = n.arguments.findIndex((a) => isCtor(skipOuter(a)));
      const fn = at >= 0 ? functionCalled(checker, n) : undefined;
      const param = fn?.parameters[at]?.name;
      if (fn?.body && param && ts.isIdentifier(param)) {
        const isParam = (e: ts.Expression): boolean => ts.isIdentifier(e) && e.text === param.text;
        const inBody = (m: ts.Node): void => {
          if (ts.isCallExpression(m)) assigned(m, isParam);
          else if (ts.isBinaryExpression(m) && m.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(m.left) && ts.isIdentifier(m.left.name)) {
            const proto = skipOuter(m.left.expression);
            const value = skipOuter(m.right);
            if (ts.isPropertyAccessExpression(proto) && proto.name.text === "prototype" && isParam(skipOuter(proto.expression)) && (ts.isFunctionExpression(value) || ts.isArrowFunction(value))) add(m.left.name.text, value);
          }
          ts.forEachChild(m, inBody);
        };
        inBody(fn.body);
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(ctor.getSourceFile());
  known.set(ctor, found);
  return found;
}

/** True for `<C>.prototype` with `isCtor(<C>)`. */
function isPrototypeOf(e: ts.Expression, isCtor: (e: ts.Expression) => boolean): boolean {
  return ts.isPropertyAccessExpression(e) && e.name.text === "prototype" && isCtor(skipOuter(e.expression));
}

/**
 * The prototype members (`F.prototype.m = function …`, by name, in `F`'s file) of the repository constructor function
 * `F` a call runs; none when the callee is no function declaration or variable holding a function of the repository.
 */
function prototypeMembersOf(checker: ts.TypeChecker, call: ts.CallExpression): Map<string, ts.Node> {
  const found = new Map<string, ts.Node>();
  const fn = functionCalled(checker, call);
  const holder = fn && ts.isFunctionDeclaration(fn) ? fn : fn?.parent;
  const name = holder && (ts.isFunctionDeclaration(holder) || ts.isVariableDeclaration(holder)) && holder.name && ts.isIdentifier(holder.name) ? holder.name.text : undefined;
  if (!name) return found;
  const prefix = `${name}.prototype.`;
  for (const [text, assignment] of memberAssignments(holder!.getSourceFile())) {
    if (!text.startsWith(prefix) || text.slice(prefix.length).includes(".")) continue;
    const value = assignedFunction(assignment);
    if (value && !found.has(text.slice(prefix.length))) found.set(text.slice(prefix.length), value);
  }
  return found;
}

/** Adds an object literal's method or function-valued property by name. */
function literalMember(p: ts.ObjectLiteralElementLike, add: (name: string, node: ts.Node) => void): void {
  if (!p.name || !(ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) return;
  if (ts.isMethodDeclaration(p)) add(p.name.text, p);
  else if (ts.isPropertyAssignment(p)) {
    const value = skipOuter(p.initializer);
    if (ts.isFunctionExpression(value) || ts.isArrowFunction(value)) add(p.name.text, value);
  }
}

/** The repository function declaration a call runs (`augment(C)` with `function augment(Target) {…}` imported or local). */
function functionCalled(checker: ts.TypeChecker, call: ts.CallExpression): ts.FunctionLikeDeclaration | undefined {
  const callee = skipOuter(call.expression);
  // A module's function called where it is required (bull's `require('./getters')(Queue)`, whose `module.exports =
  // function (Queue) { Queue.prototype.getJob = … }`): the function the checker's signature names.
  if (ts.isCallExpression(callee)) {
    const declared = checker.getResolvedSignature(call)?.declaration;
    return declared && (ts.isFunctionExpression(declared) || ts.isArrowFunction(declared) || ts.isFunctionDeclaration(declared)) ? declared : undefined;
  }
  const d = declarationBehind(checker, ts.isPropertyAccessExpression(callee) ? callee.name : callee);
  if (d && ts.isFunctionDeclaration(d)) return d;
  const init = d && ts.isVariableDeclaration(d) && d.initializer ? skipOuter(d.initializer) : undefined;
  return init && (ts.isFunctionExpression(init) || ts.isArrowFunction(init)) ? init : undefined;
}

/** `Object.assign`, `util.inherits`, `f`: a callee written as a name or one member of a name. */
function calledAs(call: ts.CallExpression): string | undefined {
  const c = skipOuter(call.expression);
  return ts.isIdentifier(c) ? c.text : ts.isPropertyAccessExpression(c) ? `${ts.isIdentifier(c.expression) ? c.expression.text : ""}.${c.name.text}` : undefined;
}

/** The inheritance calls of one file: the declaration of each child constructor → its parent expression. */
function parentsOf(checker: ts.TypeChecker, sf: ts.SourceFile): Map<ts.Node, ts.Expression> {
  let found = PARENTS.get(sf);
  if (found) return found;
  found = new Map();
  const parents = found;
  /** The constructor declaration `e` (`Child`, or `Child.prototype`) names. */
  const declOf = (e: ts.Expression, prototype: boolean): ts.Node | undefined => {
    let x = skipOuter(e);
    if (prototype) {
      if (!ts.isPropertyAccessExpression(x) || x.name.text !== "prototype") return undefined;
      x = skipOuter(x.expression);
    }
    if (!ts.isIdentifier(x)) return undefined;
    const d = checker.getSymbolAtLocation(x)?.valueDeclaration;
    return d && (ts.isFunctionDeclaration(d) || ts.isVariableDeclaration(d)) ? d : undefined;
  };
  /** `Parent` of `Parent.prototype`. */
  const ofPrototype = (e: ts.Expression): ts.Expression | undefined => {
    const x = skipOuter(e);
    return ts.isPropertyAccessExpression(x) && x.name.text === "prototype" ? x.expression : undefined;
  };
  const visit = (n: ts.Node): void => {
    if (ts.isCallExpression(n) && n.arguments.length === 2) {
      const name = calledAs(n);
      const [child, parent] = n.arguments as unknown as [ts.Expression, ts.Expression];
      // `util.inherits(Child, Parent)`, `inherits(Child, Parent)`
      if (name === "inherits" || name?.endsWith(".inherits")) {
        const d = declOf(child, false);
        if (d) parents.set(d, parent);
      } else if (name === "Object.setPrototypeOf") {
        const d = declOf(child, true);
        const p = ofPrototype(parent);
        if (d && p) parents.set(d, p);
      }
    } else if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isCallExpression(skipOuter(n.right))) {
      // `Child.prototype = Object.create(Parent.prototype)`
      const call = skipOuter(n.right) as ts.CallExpression;
      const d = declOf(n.left, true);
      const p = calledAs(call) === "Object.create" && call.arguments[0] ? ofPrototype(call.arguments[0]) : undefined;
      if (d && p) parents.set(d, p);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  PARENTS.set(sf, found);
  return found;
}
