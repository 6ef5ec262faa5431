/**
 * Placeholder members of JavaScript object literals: a member written `m: null` (or `undefined`, `void 0`) in a literal
 * bound to a variable, whose real value comes later. fastify 83e69762a's instance literal declares `ready: null`,
 * `close: null`, `register: null` with the comment "initialized by Avvio"; the function that builds it then sets
 * `fastify.ready = ready` itself and hands the object to the package (`Avvio(fastify, …)`), which adds the others.
 * Before, each call of such a member (fastify's tests call `fastify.close()` from 119 functions) stayed an unresolved
 * call inside the repository, though either the repository's own function or a package's runs.
 *
 * The rule, for a call whose member's one repository declaration is such a placeholder:
 * - the variable's own scope assigns the member (`v.m = value`): every assigned value names the same repository
 *   function, which the call reaches; or every one is a package's value, and the call is external;
 * - it never does, and the variable is handed to a call of a package (`Avvio(fastify, …)`): the package fills the
 *   member, and the call is external;
 * - otherwise (no assignment and never handed to a package, or values that disagree): nothing is known.
 * Only assignments through the variable itself are seen; a value set through another name the object goes by
 * (`const self = fastify; self.close = …`) is not, and makes the answer wrong where a package is also given the object.
 */
import { ts } from "ts-morph";
import { isNothing, skipOuter, type NodeOrOutside } from "./tsDeclarations.js";

/** What {@link placeholderValue} asks of the resolver it serves. */
export interface PlaceholderLookups {
  checker: ts.TypeChecker;
  /** The node or outside value an assigned expression names (`ready`, `avvio.prettyPrint.bind(avvio)`); undefined when unknown. */
  valueOf(e: ts.Expression): NodeOrOutside | undefined;
  /** True when a call's callee is a package's (`Avvio` of `require('avvio')`). */
  outsideCallee(callee: ts.Expression): boolean;
}

/** A placeholder's variable: the assignments to its members and the calls it is handed to, by member name. */
interface VariableUses {
  assigned: Map<string, ts.Expression[]>;
  handedTo: ts.CallExpression[];
}

/** {@link variableUses} per checker and variable declaration. */
const USES = new WeakMap<ts.TypeChecker, WeakMap<ts.VariableDeclaration, VariableUses>>();

/**
 * What a call of the placeholder member `decl` (a property assignment of a JavaScript object literal) runs, by the
 * rule in this module's comment: a repository function or method, `{ external: true }`, or undefined when `decl` is
 * no placeholder of a literal bound to a variable or nothing is known.
 */
export function placeholderValue(l: PlaceholderLookups, decl: ts.Declaration): NodeOrOutside | undefined {
  if (!ts.isPropertyAssignment(decl) || !ts.isIdentifier(decl.name) || !isNothing(skipOuter(decl.initializer))) return undefined;
  let holder: ts.Node = decl.parent;
  if (!ts.isObjectLiteralExpression(holder)) return undefined;
  while (ts.isParenthesizedExpression(holder.parent)) holder = holder.parent;
  const variable = holder.parent;
  if (!ts.isVariableDeclaration(variable) || variable.initializer !== holder || !ts.isIdentifier(variable.name)) return undefined;
  const uses = variableUses(l.checker, variable);
  const values = uses.assigned.get(decl.name.text) ?? [];
  if (!values.length) return uses.handedTo.some((call) => l.outsideCallee(call.expression)) ? { external: true } : undefined;
  let found: NodeOrOutside | undefined;
  for (const v of values) {
    const value = l.valueOf(v);
    if (!value) return undefined;
    if (found && ("id" in found ? !("id" in value) || value.id !== found.id : "id" in value)) return undefined;
    found = value;
  }
  return found;
}

/** The member assignments (`v.m = …`) and calls given `v` itself as an argument, within the scope that declares `v`. */
function variableUses(checker: ts.TypeChecker, variable: ts.VariableDeclaration): VariableUses {
  let known = USES.get(checker);
  if (!known) USES.set(checker, (known = new WeakMap()));
  const kept = known.get(variable);
  if (kept) return kept;
  const uses: VariableUses = { assigned: new Map(), handedTo: [] };
  const name = (variable.name as ts.Identifier).text;
  const symbol = checker.getSymbolAtLocation(variable.name);
  const isVariable = (e: ts.Expression): boolean => ts.isIdentifier(e) && e.text === name && checker.getSymbolAtLocation(e) === symbol;
  const visit = (n: ts.Node): void => {
    if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(n.left) && ts.isIdentifier(n.left.name) && isVariable(n.left.expression)) {
      const list = uses.assigned.get(n.left.name.text) ?? [];
      list.push(n.right);
      uses.assigned.set(n.left.name.text, list);
    } else if (ts.isCallExpression(n) && n.arguments.some((a) => isVariable(skipOuter(a)))) uses.handedTo.push(n);
    ts.forEachChild(n, visit);
  };
  const scope = ts.findAncestor(variable.parent, (n) => ts.isFunctionLike(n) || ts.isSourceFile(n)) ?? variable.getSourceFile();
  visit(scope);
  known.set(variable, uses);
  return uses;
}
