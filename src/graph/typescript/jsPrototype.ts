/**
 * Pre-class JavaScript methods: a constructor function's members assigned to its prototype, `Reply.prototype.send =
 * function (payload) { … }` (fastify's lib/reply.js has 24) or `Reply.prototype = { send: function () { … } }`. The
 * checker treats `function Reply () {}` with such assignments as a class, so `reply.send()` resolves to the assignment;
 * the graph makes each one a method node named like a class method (`Reply.send`).
 */
import { ts } from "ts-morph";

/** What a prototype assignment defines: the constructor's name and, for `X.prototype.m = …`, the member's. */
export interface PrototypeTarget {
  /** The constructor's name: `X`, or the last name of a qualified one (`Socket` of `internals.Socket.prototype.m`). */
  owner: string;
  /** The constructor as written (`X`, `internals.Socket`): what {@link ownerDeclaration} looks up. */
  path: string;
  /** The member name; undefined for the whole prototype (`X.prototype = { … }`). */
  member?: string;
}

/**
 * The prototype target of `node` when it is an `=` assignment statement to `X.prototype.m` (also `X.prototype['m']`)
 * or to `X.prototype`, with `X` a plain identifier or a chain of names on one (`internals.Socket.prototype.send = …`,
 * the hapi modules' way of writing a constructor's methods; not `module.exports` or `exports` itself); else undefined.
 */
export function prototypeAssignment(node: ts.Node): PrototypeTarget | undefined {
  if (!ts.isBinaryExpression(node) || node.operatorToken.kind !== ts.SyntaxKind.EqualsToken || !ts.isExpressionStatement(node.parent)) return undefined;
  const left = node.left;
  const owner = prototypeOwner(left);
  if (owner !== undefined) return owner;
  if (ts.isPropertyAccessExpression(left) && ts.isIdentifier(left.name)) {
    const of = prototypeOwner(left.expression) ?? prototypeAliasOwner(left.expression);
    return of === undefined ? undefined : { ...of, member: left.name.text };
  }
  if (ts.isElementAccessExpression(left) && ts.isStringLiteral(left.argumentExpression)) {
    const of = prototypeOwner(left.expression) ?? prototypeAliasOwner(left.expression);
    return of === undefined ? undefined : { ...of, member: left.argumentExpression.text };
  }
  return undefined;
}

/**
 * The constructor whose prototype a variable holds, for `p` in `p.add = function …` with `const p =
 * BufferList.prototype` (also a `var` or `let` the file assigns nowhere else) in the nearest scope that declares `p`:
 * brianc/node-postgres's test buffers write their 8 methods so, and `new BufferList().addInt32(…)` (45 calls) reached
 * nothing. Undefined for any other expression.
 */
function prototypeAliasOwner(e: ts.Expression): PrototypeTarget | undefined {
  if (!ts.isIdentifier(e)) return undefined;
  const decl = ownerDeclaration(e, e.text);
  if (!decl || !ts.isVariableDeclaration(decl) || !decl.initializer || !ts.isIdentifier(decl.name)) return undefined;
  let init = decl.initializer;
  while (ts.isParenthesizedExpression(init)) init = init.expression;
  const owner = prototypeOwner(init);
  if (owner === undefined) return undefined;
  const constant = (decl.parent.flags & ts.NodeFlags.Const) !== 0;
  return constant || !reassignedNames(e.getSourceFile()).has(e.text) ? owner : undefined;
}

/** Per file: the names an `=` (or compound) assignment writes anywhere in it (`p = …`, `p += …`). */
const reassignedByFile = new WeakMap<ts.SourceFile, Set<string>>();

/** The names `sf` assigns to by an assignment expression (not a declaration's initializer). */
function reassignedNames(sf: ts.SourceFile): Set<string> {
  let names = reassignedByFile.get(sf);
  if (names) return names;
  const found = new Set<string>();
  const visit = (n: ts.Node): void => {
    if (ts.isBinaryExpression(n) && n.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && n.operatorToken.kind <= ts.SyntaxKind.LastAssignment && ts.isIdentifier(n.left)) found.add(n.left.text);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  reassignedByFile.set(sf, (names = found));
  return names;
}

/** The constructor of an expression `X.prototype` (X an identifier or a chain of names on one), else undefined. */
function prototypeOwner(e: ts.Expression): PrototypeTarget | undefined {
  if (!ts.isPropertyAccessExpression(e) || !ts.isIdentifier(e.name) || e.name.text !== "prototype") return undefined;
  const path = namePath(e.expression);
  if (path === undefined || path === "exports" || path === "module.exports" || path.startsWith("this.")) return undefined;
  return { owner: path.slice(path.lastIndexOf(".") + 1), path };
}

/** `a.b.c` of a chain of plain names (through no calls or elements), else undefined. */
export function namePath(e: ts.Expression): string | undefined {
  if (ts.isIdentifier(e)) return e.text;
  if (!ts.isPropertyAccessExpression(e) || !ts.isIdentifier(e.name)) return undefined;
  const of = namePath(e.expression);
  return of === undefined ? undefined : `${of}.${e.name.text}`;
}

/** The object literal of `X.prototype = { … }` (through parentheses), when `node` is that assignment; else undefined. */
export function prototypeObject(node: ts.Node): { owner: string; path: string; object: ts.ObjectLiteralExpression } | undefined {
  const target = prototypeAssignment(node);
  if (!target || target.member !== undefined) return undefined;
  let right = (node as ts.BinaryExpression).right;
  while (ts.isParenthesizedExpression(right)) right = right.expression;
  return ts.isObjectLiteralExpression(right) ? { owner: target.owner, path: target.path, object: right } : undefined;
}

/**
 * True when `id` is the constructor named by a prototype assignment's target (`Reply` in `Reply.prototype.send = …` or
 * `Reply.prototype = …`, `internals.Socket` in `internals.Socket.prototype.send = …`): part of a definition, not a use
 * of the constructor.
 */
export function isPrototypeTargetOwner(id: ts.Identifier | ts.PropertyAccessExpression): boolean {
  const access = id.parent;
  if (!ts.isPropertyAccessExpression(access) || access.expression !== id || access.name.text !== "prototype") return false;
  const assignment = ts.isBinaryExpression(access.parent) ? access.parent : access.parent.parent;
  return assignment !== undefined && prototypeAssignment(assignment) !== undefined && (assignment as ts.BinaryExpression).left.getStart() <= id.getStart() && id.getEnd() <= (assignment as ts.BinaryExpression).left.getEnd();
}

/**
 * The declaration of constructor `owner` that prototype assignment `at` (or a member of its object) belongs to: a
 * function, class or variable of that name in the nearest enclosing block, source file or module block that declares
 * one (a test may declare `function View () {}` in several callbacks, each with its own `View.prototype.render`).
 * For a qualified `owner` (`internals.Socket`, see {@link PrototypeTarget.path}) the function or class expression a
 * statement of such a scope assigns to it, also inside a chain (`exports = module.exports = internals.Socket =
 * function (ws) { … }`). Undefined when no enclosing scope declares it (a parameter, a global).
 */
export function ownerDeclaration(at: ts.Node, owner: string): ts.Node | undefined {
  const qualified = owner.includes(".");
  for (let scope: ts.Node | undefined = at.parent; scope; scope = scope.parent) {
    const statements = (scope as { statements?: ts.NodeArray<ts.Statement> }).statements;
    if (!statements) continue;
    for (const statement of statements) {
      if (qualified) {
        const value = ts.isExpressionStatement(statement) ? assignedTo(statement.expression, owner) : undefined;
        if (value) return value;
        continue;
      }
      if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name?.text === owner) return statement;
      if (ts.isVariableStatement(statement)) {
        const decl = statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === owner);
        if (decl) return decl;
      }
    }
  }
  return undefined;
}

/**
 * True when `e` is the object whose member an assignment defines as a function (`internals.Listener` in
 * `internals.Listener.broadcast = function (message) { … }`): the definition of a static member, not a use of `e`.
 */
export function isStaticTargetOwner(e: ts.PropertyAccessExpression): boolean {
  const member = e.parent;
  if (!ts.isPropertyAccessExpression(member) || member.expression !== e) return false;
  const assignment = member.parent;
  if (!ts.isBinaryExpression(assignment) || assignment.left !== member || assignment.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return false;
  let right = assignment.right;
  while (ts.isParenthesizedExpression(right)) right = right.expression;
  return ts.isFunctionExpression(right) || ts.isArrowFunction(right) || ts.isClassExpression(right);
}

/** The function or class expression that assignment (chain) `e` gives the name chain `path`, else undefined. */
function assignedTo(e: ts.Expression, path: string): ts.Node | undefined {
  let named = false;
  while (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
    named ||= namePath(e.left) === path;
    e = e.right;
  }
  while (ts.isParenthesizedExpression(e)) e = e.expression;
  return named && (ts.isFunctionExpression(e) || ts.isClassExpression(e)) ? e : undefined;
}

/** True for `module.exports` (CommonJS's module value). */
export function isModuleExports(e: ts.Expression): boolean {
  return ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.expression) && e.expression.text === "module" && e.name.text === "exports";
}
