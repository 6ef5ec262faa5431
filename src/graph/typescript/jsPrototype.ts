/**
 * Pre-class JavaScript methods: a constructor function's members assigned to its prototype, `Reply.prototype.send =
 * function (payload) { … }` (fastify's lib/reply.js has 24) or `Reply.prototype = { send: function () { … } }`. The
 * checker treats `function Reply () {}` with such assignments as a class, so `reply.send()` resolves to the assignment;
 * the graph makes each one a method node named like a class method (`Reply.send`).
 */
import { ts } from "ts-morph";

/** What a prototype assignment defines: the constructor's name and, for `X.prototype.m = …`, the member's. */
export interface PrototypeTarget {
  owner: string;
  /** The member name; undefined for the whole prototype (`X.prototype = { … }`). */
  member?: string;
}

/**
 * The prototype target of `node` when it is an `=` assignment statement to `X.prototype.m` (also `X.prototype['m']`)
 * or to `X.prototype`, with `X` a plain identifier; else undefined.
 */
export function prototypeAssignment(node: ts.Node): PrototypeTarget | undefined {
  if (!ts.isBinaryExpression(node) || node.operatorToken.kind !== ts.SyntaxKind.EqualsToken || !ts.isExpressionStatement(node.parent)) return undefined;
  const left = node.left;
  const owner = prototypeOwner(left);
  if (owner !== undefined) return { owner };
  if (ts.isPropertyAccessExpression(left) && ts.isIdentifier(left.name)) {
    const of = prototypeOwner(left.expression);
    return of === undefined ? undefined : { owner: of, member: left.name.text };
  }
  if (ts.isElementAccessExpression(left) && ts.isStringLiteral(left.argumentExpression)) {
    const of = prototypeOwner(left.expression);
    return of === undefined ? undefined : { owner: of, member: left.argumentExpression.text };
  }
  return undefined;
}

/** `X` of an expression `X.prototype` (X an identifier), else undefined. */
function prototypeOwner(e: ts.Expression): string | undefined {
  return ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.name) && e.name.text === "prototype" && ts.isIdentifier(e.expression) ? e.expression.text : undefined;
}

/** The object literal of `X.prototype = { … }` (through parentheses), when `node` is that assignment; else undefined. */
export function prototypeObject(node: ts.Node): { owner: string; object: ts.ObjectLiteralExpression } | undefined {
  const target = prototypeAssignment(node);
  if (!target || target.member !== undefined) return undefined;
  let right = (node as ts.BinaryExpression).right;
  while (ts.isParenthesizedExpression(right)) right = right.expression;
  return ts.isObjectLiteralExpression(right) ? { owner: target.owner, object: right } : undefined;
}

/**
 * True when identifier `id` is the constructor named by a prototype assignment's target (`Reply` in `Reply.prototype.send
 * = …` or `Reply.prototype = …`): part of a definition, not a use of the constructor.
 */
export function isPrototypeTargetOwner(id: ts.Identifier): boolean {
  const access = id.parent;
  if (!ts.isPropertyAccessExpression(access) || access.expression !== id || access.name.text !== "prototype") return false;
  const assignment = ts.isBinaryExpression(access.parent) ? access.parent : access.parent.parent;
  return assignment !== undefined && prototypeAssignment(assignment) !== undefined && (assignment as ts.BinaryExpression).left.getStart() <= id.getStart() && id.getEnd() <= (assignment as ts.BinaryExpression).left.getEnd();
}

/**
 * The declaration of constructor `owner` that prototype assignment `at` (or a member of its object) belongs to: a
 * function, class or variable of that name in the nearest enclosing block, source file or module block that declares
 * one (a test may declare `function View () {}` in several callbacks, each with its own `View.prototype.render`).
 * Undefined when no enclosing scope declares it (a parameter, a global).
 */
export function ownerDeclaration(at: ts.Node, owner: string): ts.Node | undefined {
  for (let scope: ts.Node | undefined = at.parent; scope; scope = scope.parent) {
    const statements = (scope as { statements?: ts.NodeArray<ts.Statement> }).statements;
    if (!statements) continue;
    for (const statement of statements) {
      if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name?.text === owner) return statement;
      if (ts.isVariableStatement(statement)) {
        const decl = statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === owner);
        if (decl) return decl;
      }
    }
  }
  return undefined;
}

/** True for `module.exports` (CommonJS's module value). */
export function isModuleExports(e: ts.Expression): boolean {
  return ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.expression) && e.expression.text === "module" && e.name.text === "exports";
}
