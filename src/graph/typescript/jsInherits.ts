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
 * Only a constructor's own file is read for its inheritance call, as pre-class code writes it beside the constructor.
 */
import { ts } from "ts-morph";
import type { GraphNodeKind } from "../types.js";
import { skipOuter } from "./tsDeclarations.js";

/** A node (`id`, `kind`), or `external` for a member of a class outside the repository. */
export type InheritedMember = { id: string; kind: GraphNodeKind } | { external: true };

/** What {@link inheritedMember} asks of the resolver it serves. */
export interface InheritLookups {
  checker: ts.TypeChecker;
  /** A declaration's graph node, `{ external: true }` outside the repository, undefined when it has none. */
  resolveDecl(decl: ts.Declaration): InheritedMember | undefined;
  /** True when an expression's value comes from outside the repository (`Stream` of `require('stream')`). */
  outside(e: ts.Expression): boolean;
}

/** Most parents followed up a chain. */
const MAX_DEPTH = 4;

/** Per file: each constructor declaration named in an inheritance call → the parent expression it names. */
const PARENTS = new WeakMap<ts.SourceFile, Map<ts.Node, ts.Expression>>();

/**
 * What `access` (`x.m`, with `x` typed by the checker as an instance of a repository constructor function that
 * declares no `m`) reaches through the constructor's inheritance calls (see the module comment), or undefined when the
 * receiver is no such instance, no parent is known, or the first parent that has `m` is no function of the repository.
 */
export function inheritedMember(l: InheritLookups, access: ts.PropertyAccessExpression): InheritedMember | undefined {
  if (!ts.isIdentifier(access.name)) return undefined;
  try {
    const receiver = l.checker.getTypeAtLocation(access.expression);
    if (receiver.getProperty(access.name.text)) return undefined;
    let ctor = constructorOf(receiver);
    for (let depth = 0; ctor && depth < MAX_DEPTH; depth++) {
      const parent = parentsOf(l.checker, ctor.getSourceFile()).get(ctor);
      if (!parent) return undefined;
      const parentType = l.checker.getTypeAtLocation(parent);
      const instance = parentType.getConstructSignatures()[0]?.getReturnType();
      const member = instance?.getProperty(access.name.text);
      const decl = member?.declarations?.[0];
      if (decl) {
        const r = l.resolveDecl(decl);
        return r && ("external" in r || r.kind === "function" || r.kind === "method") ? r : undefined;
      }
      if (l.outside(parent)) return { external: true };
      ctor = instance ? constructorOf(instance) : undefined;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** The repository JavaScript constructor function an instance type comes from (its `function C(…)` or `var C = function (…)`). */
function constructorOf(type: ts.Type): ts.Node | undefined {
  for (const d of type.getSymbol()?.declarations ?? []) {
    if (ts.isFunctionDeclaration(d) && d.name) return d;
    if (ts.isVariableDeclaration(d) && d.initializer && ts.isFunctionExpression(skipOuter(d.initializer))) return d;
    if (ts.isFunctionExpression(d) && ts.isVariableDeclaration(d.parent)) return d.parent;
  }
  return undefined;
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
  const calleeName = (call: ts.CallExpression): string | undefined => {
    const c = skipOuter(call.expression);
    return ts.isIdentifier(c) ? c.text : ts.isPropertyAccessExpression(c) ? `${ts.isIdentifier(c.expression) ? c.expression.text : ""}.${c.name.text}` : undefined;
  };
  const visit = (n: ts.Node): void => {
    if (ts.isCallExpression(n) && n.arguments.length === 2) {
      const name = calleeName(n);
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
      const p = calleeName(call) === "Object.create" && call.arguments[0] ? ofPrototype(call.arguments[0]) : undefined;
      if (d && p) parents.set(d, p);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  PARENTS.set(sf, found);
  return found;
}
