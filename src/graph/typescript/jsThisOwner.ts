/**
 * `this` in a method of a module-level object built by assignment, pre-class JavaScript's other way to make an object
 * with methods: express's `var app = exports = module.exports = {}` then `app.handle = function handle (req, res) {
 * … this.set(…) }`, or `var res = Object.create(http.ServerResponse.prototype)` then `res.send = function send (body) {
 * … this.status(…) }`. Called as the object's method (`app.handle(…)`), `this` is that object, so `this.set` names the
 * function the file assigns to `app.set`. The checker gives such a `this` no type (`any`), and the name-only rule
 * cannot choose between `app.set` and `res.set`; this rule reads the object's own assignments instead.
 *
 * The enclosing function must be a function expression (arrow functions keep the outer `this`) assigned to a member of
 * a variable declared in the file's enclosing scopes (`app.x = …`, `app[method] = …`) that is the module's value
 * (`var app = exports = module.exports = {}`, or `module.exports = res` at the top level): an object a module hands out
 * for its methods to be called on it (express mixes `app` into every application, makes each request's response from
 * `res`). A file's private namespace object (hapi's `const internals = {}`) is no such object: its functions are also
 * handed out as callbacks (`stream.on('readable', internals.read)`, where `this` is the stream). So is a member the
 * file reads as a value (`owner.m` neither called nor assigned): its `this` is unknown and the rule does not apply.
 * The owner's definitions of a name are the `owner.name = …` / `owner['name'] = …` assignments to the same
 * declaration anywhere in the file and the members of the object literal that initializes it. A variable holding `this`
 * (`var self = this; … self.send(body)`) reads the same `this` as the function that declares it.
 */
import { ts } from "ts-morph";
import { isModuleExports, namePath, ownerDeclaration, prototypeAssignment, prototypeObject } from "./jsPrototype.js";
import { beyondParentheses, callOfArgument, hasStatic, skipOuter } from "./tsDeclarations.js";

/** What a file says of one owner variable: its member definitions by name, whether it is the module's value, which members it reads as values. */
interface OwnerFacts {
  definitions: Map<string, ts.Node[]>;
  moduleValue: boolean;
  readAsValue: Set<string>;
}

/** Per file: owner declaration → its {@link OwnerFacts}. */
const factsByFile = new WeakMap<ts.SourceFile, Map<ts.Node, OwnerFacts>>();

/**
 * The definitions of `this.name` in a method of a module object (see the module comment): each an `owner.name = …`
 * assignment (a binary expression) or an object-literal member of the owner's initializer, in source order. Undefined
 * when the rule does not apply (the receiver is not `this`, the enclosing function is not assigned to a member of a
 * declared owner) or the owner defines no member of that name (it may inherit one: `Object.create(proto)`).
 */
export function thisMemberDefinitions(access: ts.PropertyAccessExpression): readonly ts.Node[] | undefined {
  const owner = thisOwner(access);
  if (!owner) return literalThisDefinitions(access) ?? prototypeThisDefinitions(access);
  if (!owner.facts.moduleValue || (owner.member !== undefined && owner.facts.readAsValue.has(owner.member))) return undefined;
  const found = owner.facts.definitions.get(access.name.text);
  return found && found.length > 0 ? found : undefined;
}

/**
 * The members named like `this.name` (`access`) of the object literal whose method (`m () {…}`, `m: function () {…}`)
 * reads that `this`: an options object handed to a function that builds the object it runs on (`Any.extend({ check ()
 * { this.limit(…) }, limit () {…} })`, a Backbone `View.extend({…})`, a Vue component's methods), which the checker
 * types `any` when the parameter it is handed to is untyped. Where that literal lacks the name, the members so named
 * anywhere in the literal it is a property value of, and so on up (the options object as a whole: a Vue component's
 * `methods: { save () { this.reset() } }` beside its own `reset () {}`; a break-it trial had that call reach a
 * same-named method of an unrelated class by name). Undefined when `this` is read elsewhere or no such literal has a
 * member of that name (the built object may have it: the name-only rule decides).
 */
export function literalThisDefinitions(access: ts.PropertyAccessExpression): readonly ts.Node[] | undefined {
  const fn = ts.isIdentifier(access.name) ? thisReadBy(access.expression) : undefined;
  const holder = fn && methodLiteral(fn);
  if (!holder) return undefined;
  const name = access.name.text;
  const own = literalMembers(holder, name, false);
  if (own.length) return own;
  const root = rootLiteral(holder);
  const found = root === holder ? [] : literalMembers(root, name, true);
  return found.length > 0 ? found : undefined;
}

/**
 * True when `this` (`receiver`, or a `self` holding it) is read in a method of an object literal written, itself or
 * the literal it is a property value of, as a call's argument (`Any.extend({ rules: { min: { method () { this.x() }
 * } } })`): the object that method runs on is one the called function builds. A literal a variable holds is not (a
 * break-it trial: `const o = { a () { this.zz() } }` reached an unrelated class's `zz` by name).
 */
export function thisInArgumentLiteral(receiver: ts.Expression): boolean {
  const fn = thisReadBy(receiver);
  const holder = fn && methodLiteral(fn);
  if (!holder) return false;
  return callOfArgument(rootLiteral(holder)) !== undefined;
}

/** The function whose `this` receiver `receiver` reads (`this`, or a `self` holding it: {@link thisAlias}); undefined for any other receiver. */
function thisReadBy(receiver: ts.Expression): ts.SignatureDeclaration | undefined {
  const r = unparenthesized(receiver);
  const at = r.kind === ts.SyntaxKind.ThisKeyword ? r : ts.isIdentifier(r) ? thisAlias(r) : undefined;
  return at && thisFunction(at);
}

/** The object literal function `fn` is a method of (`m () {…}`, `m: function () {…}`), else undefined. */
function methodLiteral(fn: ts.SignatureDeclaration): ts.ObjectLiteralExpression | undefined {
  const literal = ts.isMethodDeclaration(fn) ? fn.parent : ts.isFunctionExpression(fn) && ts.isPropertyAssignment(fn.parent) ? fn.parent.parent : undefined;
  return literal && ts.isObjectLiteralExpression(literal) ? literal : undefined;
}

/** The outermost literal `literal` is nested in as property values (`{ methods: { … } }`): itself when it is no property's value. */
function rootLiteral(literal: ts.ObjectLiteralExpression): ts.ObjectLiteralExpression {
  let root = literal;
  for (let up = beyondLiteral(root); up; up = beyondLiteral(root)) root = up;
  return root;
}

/** The object literal whose property's value `literal` is (`{ methods: literal }`), else undefined. */
function beyondLiteral(literal: ts.ObjectLiteralExpression): ts.ObjectLiteralExpression | undefined {
  let child: ts.Node = literal;
  while (ts.isParenthesizedExpression(child.parent)) child = child.parent;
  const p = child.parent;
  return ts.isPropertyAssignment(p) && p.initializer === child && ts.isObjectLiteralExpression(p.parent) ? p.parent : undefined;
}

/** The members of `literal` named `name` (a method or a property), and with `deep` those of the literals its properties hold, at any depth. */
function literalMembers(literal: ts.ObjectLiteralExpression, name: string, deep: boolean): ts.Node[] {
  const out: ts.Node[] = [];
  for (const m of literal.properties) {
    if ((ts.isMethodDeclaration(m) || ts.isPropertyAssignment(m)) && m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) && m.name.text === name) out.push(m);
    if (deep && ts.isPropertyAssignment(m)) {
      const value = unparenthesized(m.initializer);
      if (ts.isObjectLiteralExpression(value)) out.push(...literalMembers(value, name, true));
    }
  }
  return out;
}

/**
 * The definitions of `owner.name` (`access`) when `owner` is a variable declared in the file's enclosing scopes and
 * initialized with a non-empty object literal, a file's private namespace object such as hapi's and joi's `const
 * internals = { renameDefaults: … }` with `internals.isPresent = function (options) { … }` further down. The checker
 * makes later member assignments declarations of a variable's members only when its literal is empty (`{}`), so it
 * binds `internals.isPresent(…)` to nothing (joi's lib had 108 such calls). Each definition is an `owner.name = …`
 * assignment or a member of the literal, in source order; undefined when the receiver is no such variable or the file
 * defines no member of that name.
 */
export function objectMemberDefinitions(access: ts.PropertyAccessExpression): readonly ts.Node[] | undefined {
  const receiver = unparenthesized(access.expression);
  if (!ts.isIdentifier(receiver) || !ts.isIdentifier(access.name)) return undefined;
  const decl = ownerDeclaration(access, receiver.text);
  if (!decl || !ts.isVariableDeclaration(decl) || !decl.initializer) return undefined;
  const init = unparenthesized(decl.initializer);
  if (!ts.isObjectLiteralExpression(init) || init.properties.length === 0) return undefined;
  const found = ownerFacts(access.getSourceFile(), decl).definitions.get(access.name.text);
  return found && found.length > 0 ? found : undefined;
}

/**
 * True when `access` is `this.name` in a function expression assigned to `owner.m` of a variable `owner` whose file
 * also reads `owner.m` as a value (`stream.on('readable', internals.read)`): that function runs with another `this`
 * (the stream), so neither this rule nor the checker (which types such a `this` as the owner) can say what `this.name` is.
 */
export function thisHandedOut(access: ts.PropertyAccessExpression): boolean {
  const owner = thisOwner(access);
  return owner?.member !== undefined && owner.facts.readAsValue.has(owner.member);
}

/**
 * For `this.name` (`access`) in a function expression assigned to `owner.m` (or `owner[k]`) of a variable declared in
 * the file's enclosing scopes: that variable's {@link OwnerFacts} and the member name `m` (undefined when computed).
 */
function thisOwner(access: ts.PropertyAccessExpression): { facts: OwnerFacts; member?: string } | undefined {
  // `var self = this` then `self.send(…)` (express's `res.render`): `self` is the `this` of the function declaring it.
  const fn = ts.isIdentifier(access.name) ? thisReadBy(access.expression) : undefined;
  if (!fn || !ts.isFunctionExpression(fn)) return undefined;
  // (A method assigned through a variable holding a prototype, `p.add = function …`, is the constructor's.)
  if (prototypeOwnerOf(fn) !== undefined) return undefined;
  const assigned = assignedOwner(fn);
  if (!assigned) return undefined;
  const decl = ownerDeclaration(assigned.owner, assigned.owner.text);
  if (!decl || !ts.isVariableDeclaration(decl)) return undefined;
  return { facts: ownerFacts(access.getSourceFile(), decl), ...(assigned.member !== undefined ? { member: assigned.member } : {}) };
}

/** `e` without the parentheses around it. */
function unparenthesized(e: ts.Expression): ts.Expression {
  while (ts.isParenthesizedExpression(e)) e = e.expression;
  return e;
}

/**
 * The declaration of `name` when it is a variable initialized with `this` (`var self = this`, `const that = this`) in the
 * enclosing scopes and never assigned again in that declaration's scope: it reads that function's `this`.
 */
function thisAlias(name: ts.Identifier): ts.VariableDeclaration | undefined {
  const decl = ownerDeclaration(name, name.text);
  if (!decl || !ts.isVariableDeclaration(decl) || !decl.initializer || unparenthesized(decl.initializer).kind !== ts.SyntaxKind.ThisKeyword) return undefined;
  return neverReassigned(decl) ? decl : undefined;
}

/** True when no `name = …` in the scope of `decl` (a variable named by an identifier) assigns its variable again. */
export function neverReassigned(decl: ts.VariableDeclaration): boolean {
  if (!ts.isIdentifier(decl.name)) return false;
  const name = decl.name.text;
  const scope = decl.parent.parent.parent;
  let reassigned = false;
  const visit = (n: ts.Node): void => {
    if (reassigned) return;
    if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(n.left) && n.left.text === name) reassigned = true;
    else ts.forEachChild(n, visit);
  };
  if (scope) visit(scope);
  return !reassigned;
}

/** The function whose `this` an expression reads: the nearest enclosing function-like node that is no arrow function. */
function thisFunction(node: ts.Node): ts.SignatureDeclaration | undefined {
  for (let p = node.parent; p && !ts.isSourceFile(p); p = p.parent) {
    if (ts.isArrowFunction(p)) continue;
    if (ts.isFunctionLike(p)) return p;
    if (ts.isClassLike(p)) return undefined;
  }
  return undefined;
}

/**
 * The identifier `o` of the first `o.m = …` or `o[k] = …` that assigns function `fn` (through `a.x = b.y = fn` chains
 * and parentheses), with the member's name when it is written (`m`; undefined for a computed `o[k]`).
 */
function assignedOwner(fn: ts.FunctionExpression): { owner: ts.Identifier; member?: string } | undefined {
  let child: ts.Node = fn;
  let p = fn.parent;
  while (p) {
    if (ts.isParenthesizedExpression(p)) {
      child = p;
      p = p.parent;
      continue;
    }
    if (!ts.isBinaryExpression(p) || p.operatorToken.kind !== ts.SyntaxKind.EqualsToken || p.right !== child) return undefined;
    const target = memberTarget(p.left);
    if (target && ts.isIdentifier(target.object) && !MODULE_NAMES.has(target.object.text)) return { owner: target.object, ...(target.member !== undefined ? { member: target.member } : {}) };
    child = p;
    p = p.parent;
  }
  return undefined;
}

/** The object and member name of `o.m` or `o['m']` (member undefined for a computed `o[k]`); undefined for anything else. */
function memberTarget(e: ts.Expression): { object: ts.Expression; member?: string } | undefined {
  if (ts.isPropertyAccessExpression(e)) return { object: e.expression, member: e.name.text };
  if (ts.isElementAccessExpression(e)) return { object: e.expression, ...(ts.isStringLiteralLike(e.argumentExpression) ? { member: e.argumentExpression.text } : {}) };
  return undefined;
}

/** CommonJS's module objects: their members are the module's exports, not one object's methods. */
const MODULE_NAMES: ReadonlySet<string> = new Set(["module", "exports"]);

/** The {@link OwnerFacts} of owner variable `decl` in file `sf` (computed once per file and owner). */
function ownerFacts(sf: ts.SourceFile, decl: ts.VariableDeclaration): OwnerFacts {
  let byOwner = factsByFile.get(sf);
  if (!byOwner) factsByFile.set(sf, (byOwner = new Map()));
  const known = byOwner.get(decl);
  if (known) return known;
  const facts: OwnerFacts = { definitions: new Map(), moduleValue: false, readAsValue: new Set() };
  byOwner.set(decl, facts);
  const add = (name: string, node: ts.Node): void => {
    const list = facts.definitions.get(name);
    if (list) list.push(node);
    else facts.definitions.set(name, [node]);
  };
  if (!ts.isIdentifier(decl.name)) return facts;
  const owner = decl.name.text;
  let init = decl.initializer;
  // `var app = exports = module.exports = { … }`: the module's value, and the literal at the chain's end.
  while (init && (ts.isParenthesizedExpression(init) || (ts.isBinaryExpression(init) && init.operatorToken.kind === ts.SyntaxKind.EqualsToken))) {
    if (ts.isBinaryExpression(init) && isModuleExports(init.left)) facts.moduleValue = true;
    init = ts.isParenthesizedExpression(init) ? init.expression : init.right;
  }
  if (init && ts.isObjectLiteralExpression(init)) {
    for (const m of init.properties) if (m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name))) add(m.name.text, m);
  }
  const ours = (e: ts.Expression, at: ts.Node): boolean => ts.isIdentifier(e) && e.text === owner && ownerDeclaration(at, owner) === decl;
  const visit = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
      const left = node.left;
      const target = memberTarget(left);
      if (target?.member !== undefined && ours(target.object, node)) add(target.member, node);
      // `module.exports = res` at the top level.
      if (isModuleExports(left) && ts.isExpressionStatement(node.parent) && ts.isSourceFile(node.parent.parent) && ours(node.right, node)) facts.moduleValue = true;
    } else if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.name) && ours(node.expression, node)) {
      const parent = node.parent;
      const called = ts.isCallExpression(parent) && parent.expression === node;
      const assigned = ts.isBinaryExpression(parent) && parent.left === node && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken;
      const chained = ts.isPropertyAccessExpression(parent) && parent.expression === node;
      if (!called && !assigned && !chained) facts.readAsValue.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return facts;
}

/**
 * The function an assignment's right side holds, through `a.x = b.y = function …` chains (a named function literal's
 * node), a name bound in the file (`res.x = helper`), or another member its file assigns a function
 * (`Reply.prototype.status = Reply.prototype.code`, with `Reply.prototype.code = function (code) {…}` in the file;
 * followed up to {@link MAX_MEMBER_ALIASES} steps): fastify's `reply.status(400).send(…)` reached nothing; or a method
 * of a class the file declares ({@link classPrototypeMethod}).
 */
export function assignedFunction(node: ts.BinaryExpression, steps = 0): ts.Node | undefined {
  let right = skipOuter(node.right);
  while (ts.isBinaryExpression(right) && right.operatorToken.kind === ts.SyntaxKind.EqualsToken) right = skipOuter(right.right);
  if (ts.isFunctionExpression(right) || ts.isArrowFunction(right)) return right;
  // `res.x = helper`: the function declaration the name is bound to (in this file; an import is no node here).
  if (ts.isIdentifier(right)) return ownerDeclaration(right, right.text);
  if (!ts.isPropertyAccessExpression(right) || steps >= MAX_MEMBER_ALIASES) return undefined;
  const member = right.getText();
  const aliased = memberAssignments(node.getSourceFile()).get(member);
  if (aliased) return aliased !== node ? assignedFunction(aliased, steps + 1) : undefined;
  return classPrototypeMethod(right);
}

/**
 * The method `C.prototype.m` names when `C` is a class its file declares with a method `m` (knex's
 * `Builder.prototype.select = Builder.prototype.columns` beside `class Builder { columns(…) {…} }`).
 */
export function classPrototypeMethod(access: ts.PropertyAccessExpression): ts.MethodDeclaration | undefined {
  const proto = skipOuter(access.expression);
  if (!ts.isPropertyAccessExpression(proto) || proto.name.text !== "prototype") return undefined;
  const owner = skipOuter(proto.expression);
  const decl = ts.isIdentifier(owner) ? ownerDeclaration(owner, owner.text) : undefined;
  return decl && ts.isClassDeclaration(decl) ? instanceMethod(decl, access.name.text) : undefined;
}

/** A class's own instance method (with a body) of that name, else undefined. */
export function instanceMethod(cls: ts.ClassDeclaration, name: string): ts.MethodDeclaration | undefined {
  return cls.members.find((m): m is ts.MethodDeclaration => ts.isMethodDeclaration(m) && !!m.body && m.name !== undefined && ts.isIdentifier(m.name) && m.name.text === name && !hasStatic(m));
}

/** Most member-to-member aliases {@link assignedFunction} follows. */
const MAX_MEMBER_ALIASES = 3;

/** Each file's first assignment to each member access as written (`Reply.prototype.code`), read once per file object. */
const MEMBER_ASSIGNMENTS = new WeakMap<ts.SourceFile, Map<string, ts.BinaryExpression>>();

/** Each file's first assignment to each member access as written (`Reply.prototype.code = …` under `Reply.prototype.code`). */
export function memberAssignments(sf: ts.SourceFile): Map<string, ts.BinaryExpression> {
  let found = MEMBER_ASSIGNMENTS.get(sf);
  if (found) return found;
  found = new Map();
  const byText = found;
  const visit = (n: ts.Node): void => {
    if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(n.left)) {
      const text = n.left.getText(sf);
      if (!byText.has(text)) byText.set(text, n);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  MEMBER_ASSIGNMENTS.set(sf, found);
  return found;
}

/**
 * Per file: prototype owner (its constructor's declaration in the nearest scope that declares it, else its name) →
 * field name → the values its methods and constructor assign `this.<field>`.
 */
const fieldsByFile = new WeakMap<ts.SourceFile, Map<ts.Node | string, Map<string, ts.Expression[]>>>();

/**
 * The values assigned to `this.<field>` (`access` is `this.field`, or `self.field` with `var self = this`) by the
 * functions that share its `this` in a pre-class JavaScript constructor: the methods of `X.prototype = { … }`, each
 * `X.prototype.m = function …`, and the constructor function `X` the file declares. The checker types a field set in
 * one such method as nothing in another (handlebars' `JavaScriptCompiler.prototype = { compile: function () {
 * this.source = new CodeGen(…) }, pushSource: function (s) { this.source.push(s) } }`: 30 calls on `this.source` and
 * `this.decorators` reached nothing), as it does for a class's methods. Undefined when `access` is read in no such
 * function or no such function assigns the field.
 */
export function thisFieldValues(access: ts.PropertyAccessExpression): readonly ts.Expression[] | undefined {
  const owner = thisPrototypeOwner(access);
  const found = owner === undefined ? undefined : fileTable(fieldsByFile, access.getSourceFile(), prototypeFields).get(owner)?.get(access.name.text);
  return found && found.length > 0 ? found : undefined;
}

/**
 * The prototype owner (its constructor's declaration in the nearest scope that declares it, else its name as written)
 * of the prototype method that reads `this` in `access` (`this.name`, or `self.name` with `var self = this`);
 * undefined when no prototype method reads it.
 */
function thisPrototypeOwner(access: ts.PropertyAccessExpression): ts.Node | string | undefined {
  const fn = ts.isIdentifier(access.name) ? thisReadBy(access.expression) : undefined;
  const path = fn && prototypeOwnerOf(fn);
  return fn && path !== undefined ? (ownerDeclaration(fn, path) ?? path) : undefined;
}

/**
 * True when `access` (`this.name`) is read in a prototype method of a constructor its file declares (`function X`, or
 * `internals.X = function …`) and the file gives neither that constructor's prototype nor its `this` a member of that
 * name: another constructor's or a static of the same name is no answer (a break-it trial: `this.pong()` reached the
 * static `internals.Socket.pong`, `this.extra()` another file's `Socket.extra`, by name). What it inherits is asked
 * before this (`util.inherits`, `Object.create`, mixins).
 */
export function lacksPrototypeMember(access: ts.PropertyAccessExpression): boolean {
  const owner = thisPrototypeOwner(access);
  if (owner === undefined || typeof owner === "string") return false;
  const sf = access.getSourceFile();
  const name = access.name.text;
  return fileTable(prototypeMembersByFile, sf, prototypeMembers).get(owner)?.get(name) === undefined && fileTable(fieldsByFile, sf, prototypeFields).get(owner)?.get(name) === undefined;
}

/**
 * True when `fn` (a function declaration or expression) is a constructor its file gives prototype members
 * (`Parser.prototype.write = function …`, `Parser.prototype = { … }`): its `this` is its instances', not an object a
 * caller binds.
 */
export function hasPrototypeMembers(fn: ts.Node): boolean {
  const table = fileTable(prototypeMembersByFile, fn.getSourceFile(), prototypeMembers);
  const holder = ts.isFunctionExpression(fn) ? beyondParentheses(fn).parent : undefined;
  const name = ts.isFunctionDeclaration(fn) ? fn.name?.text : holder && ts.isVariableDeclaration(holder) && ts.isIdentifier(holder.name) ? holder.name.text : undefined;
  return table.has(fn) || (holder !== undefined && table.has(holder)) || (name !== undefined && table.has(name));
}

/** `kept`'s table for `sf`, made by `make` the first time it is asked for. */
function fileTable<T>(kept: WeakMap<ts.SourceFile, T>, sf: ts.SourceFile, make: (sf: ts.SourceFile) => T): T {
  let table = kept.get(sf);
  if (!table) kept.set(sf, (table = make(sf)));
  return table;
}

/** The constructor `X` (as written: `internals.Socket`) whose prototype function `fn` is a method of (`X.prototype = { m () {} }`, `X.prototype.m = function`), else undefined. */
function prototypeOwnerOf(fn: ts.SignatureDeclaration): string | undefined {
  const literal = methodLiteral(fn);
  if (literal) {
    let up: ts.Node = literal.parent;
    while (ts.isParenthesizedExpression(up)) up = up.parent;
    return prototypeObject(up)?.path;
  }
  if (!ts.isFunctionExpression(fn)) return undefined;
  let up: ts.Node = fn.parent;
  while (ts.isParenthesizedExpression(up)) up = up.parent;
  const target = prototypeAssignment(up);
  return target?.member !== undefined ? target.path : undefined;
}

/** Per file: prototype owner (as in {@link fieldsByFile}) → member name → its definitions. */
const prototypeMembersByFile = new WeakMap<ts.SourceFile, Map<ts.Node | string, Map<string, ts.Node[]>>>();

/**
 * The definitions of `this.name` (`access`; also `self.name` with `var self = this`) in a prototype method of a
 * pre-class constructor: the members of that name its file gives the same constructor's prototype (`X.prototype.name =
 * …` assignments, members of `X.prototype = { … }`). The checker types `this` in the methods of a constructor assigned
 * to a qualified name (hapijs/nes's `internals.Socket.prototype.send = function () { return this._send(…) }`) as
 * nothing, unlike `function Socket`'s, so such calls were left to the name-only rule, which cannot choose between
 * the socket's `_send` and the client's. Undefined when `access` is read in no prototype method or the file gives the
 * prototype no member of that name (it may inherit one).
 */
export function prototypeThisDefinitions(access: ts.PropertyAccessExpression): readonly ts.Node[] | undefined {
  const owner = thisPrototypeOwner(access);
  return owner === undefined ? undefined : fileTable(prototypeMembersByFile, access.getSourceFile(), prototypeMembers).get(owner)?.get(access.name.text);
}

/**
 * The definitions of member `name` of what `new X(…)` (`value`) makes, where `X` (also qualified: `new
 * internals.Sockets(this)`) is a constructor its file gives prototype members: that file's members of that name for
 * it. The checker types such an instance `any` when the constructor is assigned to a member of a namespace literal with
 * members of its own. Undefined for any other value or when the constructor's file gives no such member.
 */
export function madePrototypeMember(value: ts.Node, name: string): readonly ts.Node[] | undefined {
  const made = unparenthesized(value as ts.Expression);
  const path = ts.isNewExpression(made) ? namePath(made.expression) : undefined;
  const decl = path !== undefined ? ownerDeclaration(made, path) : undefined;
  return decl ? ownPrototypeMembers(decl, name) : undefined;
}

/**
 * The definitions of member `name` the file of constructor `decl` (a declaration, or the function expression a
 * qualified name is assigned: {@link ownerDeclaration}) gives its prototype: `X.prototype.name = …` assignments and
 * members of `X.prototype = { … }`; undefined when it gives none.
 */
export function ownPrototypeMembers(decl: ts.Node, name: string): readonly ts.Node[] | undefined {
  return fileTable(prototypeMembersByFile, decl.getSourceFile(), prototypeMembers).get(decl)?.get(name);
}

/**
 * The function of the one prototype member definition in `defs` ({@link ownPrototypeMembers}): an assignment's value,
 * an object literal property's, or a method itself; undefined for none or several.
 */
export function onlyDefinitionValue(defs: readonly ts.Node[] | undefined): ts.Node | undefined {
  const d = defs?.length === 1 ? defs[0]! : undefined;
  return d && (ts.isBinaryExpression(d) ? assignedFunction(d) : ts.isPropertyAssignment(d) ? unparenthesized(d.initializer) : d);
}

/** Every prototype owner's member definitions in `sf` by name (see {@link prototypeThisDefinitions}). */
function prototypeMembers(sf: ts.SourceFile): Map<ts.Node | string, Map<string, ts.Node[]>> {
  const out = new Map<ts.Node | string, Map<string, ts.Node[]>>();
  const add = (owner: ts.Node | string, name: string, definition: ts.Node): void => {
    let byName = out.get(owner);
    if (!byName) out.set(owner, (byName = new Map()));
    const list = byName.get(name);
    if (list) list.push(definition);
    else byName.set(name, [definition]);
  };
  const visit = (n: ts.Node): void => {
    const literal = prototypeObject(n);
    if (literal) {
      const owner = ownerDeclaration(n, literal.path) ?? literal.path;
      for (const m of literal.object.properties) if ((ts.isMethodDeclaration(m) || ts.isPropertyAssignment(m)) && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name))) add(owner, m.name.text, m);
    } else {
      const target = prototypeAssignment(n);
      if (target?.member !== undefined) add(ownerDeclaration(n, target.path) ?? target.path, target.member, n);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** Every prototype owner's `this.<field> = value` assignments in `sf` (see {@link thisFieldValues}). */
function prototypeFields(sf: ts.SourceFile): Map<ts.Node | string, Map<string, ts.Expression[]>> {
  // Keyed by the constructor's declaration: a test's own `function View () {}` inside a factory is another constructor
  // than the file's `View` (a break-it trial: its field's type had typed the outer one's calls).
  const functions = new Map<ts.Node | string, ts.Node[]>();
  const constructors = new Map<ts.Node | string, ts.Node>();
  const add = (owner: ts.Node | string, fn: ts.Node): void => {
    const list = functions.get(owner);
    if (list) list.push(fn);
    else functions.set(owner, [fn]);
  };
  const visit = (n: ts.Node): void => {
    if (ts.isFunctionDeclaration(n) && n.name) constructors.set(n, n);
    else if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer && ts.isFunctionExpression(unparenthesized(n.initializer))) constructors.set(n, unparenthesized(n.initializer));
    const literal = prototypeObject(n);
    if (literal) {
      const owner = ownerDeclaration(n, literal.path) ?? literal.path;
      for (const m of literal.object.properties) {
        if (ts.isMethodDeclaration(m)) add(owner, m);
        else if (ts.isPropertyAssignment(m) && ts.isFunctionExpression(unparenthesized(m.initializer))) add(owner, unparenthesized(m.initializer));
      }
    } else {
      const target = prototypeAssignment(n);
      const right = target?.member !== undefined ? unparenthesized((n as ts.BinaryExpression).right) : undefined;
      if (target && right && ts.isFunctionExpression(right)) add(ownerDeclaration(n, target.path) ?? target.path, right);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  const fields = new Map<ts.Node | string, Map<string, ts.Expression[]>>();
  for (const [owner, fns] of functions) {
    const byField = new Map<string, ts.Expression[]>();
    const made = typeof owner === "string" ? undefined : (constructors.get(owner) ?? (ts.isFunctionExpression(owner) ? owner : undefined));
    for (const fn of [...fns, ...(made ? [made] : [])]) {
      const collect = (n: ts.Node): void => {
        if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(n.left) && ts.isIdentifier(n.left.name)) {
          const object = unparenthesized(n.left.expression);
          const own = object.kind === ts.SyntaxKind.ThisKeyword ? thisFunction(n.left) === fn : ts.isIdentifier(object) && thisAlias(object) !== undefined && thisFunction(thisAlias(object)!) === fn;
          if (own) {
            const list = byField.get(n.left.name.text);
            if (list) list.push(n.right);
            else byField.set(n.left.name.text, [n.right]);
          }
        }
        ts.forEachChild(n, collect);
      };
      collect(fn);
    }
    fields.set(owner, byField);
  }
  return fields;
}
