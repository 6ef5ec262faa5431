/**
 * The graph nodes of one TypeScript/JavaScript file: every named callable or type declaration, with a
 * qualified name built from its named containers (`Parser.parse`, `outer.inner`, `api.get`). Anonymous
 * functions are not nodes: their calls belong to the nearest named declaration around them, as in the
 * language service's call hierarchy.
 */
import { ts } from "ts-morph";
import { isTagAt, lineCommentDoc, restoredDescription } from "../../extract/index.js";
import { hashText } from "../../shared/hash.js";
import { firstParagraph, signatureText, type SpanMapper } from "../spans.js";
import type { GraphNode, GraphNodeKind } from "../types.js";
import { isModuleExports, namePath, ownerDeclaration, prototypeAssignment, prototypeObject } from "./jsPrototype.js";

/** One declaration that is (or shares) a graph node. */
export interface TsDecl {
  id: string;
  /** The node id of the nearest enclosing declaration node, or the file id. */
  parent: string;
  kind: GraphNodeKind;
  /** The first declaration of the group (overloads and accessor pairs share one node). */
  first: boolean;
}

/** Declarations of a file keyed by their ts node, and the graph nodes they make (first declarations only). */
export interface FileDecls {
  byNode: Map<ts.Node, TsDecl>;
  nodes: GraphNode[];
}

/**
 * A function-valued initializer, looking through parentheses, `as`, `satisfies`, `!`, a guard `test && value`, and
 * a feature test choosing between a runtime's function and the repository's own (`test ? http.validateHeaderName :
 * (name) => { … }`, node-fetch's headers.js): the one branch that is a function literal, when the other is none.
 */
export function functionInitializer(init: ts.Expression | undefined): ts.FunctionLikeDeclaration | ts.ClassExpression | undefined {
  let e = init && skipOuter(init);
  // A feature test guarding the value (axios's `export default isXHRAdapterSupported && function (config) { … }`):
  // when it holds a value at all, that value is the function.
  while (e && ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) e = skipOuter(e.right);
  if (e && ts.isConditionalExpression(e)) {
    const literal = (x: ts.Expression): boolean => ts.isArrowFunction(x) || ts.isFunctionExpression(x);
    const [a, b] = [skipOuter(e.whenTrue), skipOuter(e.whenFalse)];
    e = literal(a) && !literal(b) && !ts.isConditionalExpression(b) ? a : literal(b) && !literal(a) && !ts.isConditionalExpression(a) ? b : undefined;
  }
  if (e && (ts.isArrowFunction(e) || ts.isFunctionExpression(e) || ts.isClassExpression(e))) return e;
  return undefined;
}

/** True for a JavaScript file's name (`.js`, `.cjs`, `.mjs`, `.jsx`): its types are the checker's inference. */
export function isJavaScriptFile(fileName: string): boolean {
  return /\.[cm]?jsx?$/iu.test(fileName);
}

/** True when a call has a function literal among its arguments (`factory((inst) => …)`, not `factory('GET')`). */
export function hasFunctionLiteralArgument(call: ts.CallExpression): boolean {
  return call.arguments.some((a) => ts.isArrowFunction(a) || ts.isFunctionExpression(a));
}

/**
 * The nearest ancestor of `node` that is no parenthesis, with the child it holds on the way (`node` itself, or the
 * outermost parenthesis around it): the holder of an object literal (`f(({ … }))` → the call and `({ … })`).
 */
export function beyondParentheses(node: ts.Node): { parent: ts.Node; child: ts.Node } {
  let child = node;
  let parent = node.parent;
  while (ts.isParenthesizedExpression(parent)) {
    child = parent;
    parent = parent.parent;
  }
  return { parent, child };
}

/**
 * The call or `new` that `node` (looking through parentheses around it) is an argument of, else undefined:
 * `f(({ … }))` → the call, for the object literal.
 */
export function callOfArgument(node: ts.Node): ts.CallExpression | ts.NewExpression | undefined {
  const { parent, child } = beyondParentheses(node);
  return (ts.isCallExpression(parent) || ts.isNewExpression(parent)) && (parent.arguments ?? []).some((a) => a === child) ? parent : undefined;
}

/** A graph node (`id`, `kind`), or `external` for something outside the repository. */
export type NodeOrOutside = { id: string; kind: GraphNodeKind } | { external: true };

/** A declaration's graph node, `{ external: true }` outside the repository, undefined when it is no node (see `tsGraph.ts`). */
export type ResolveDeclaration = (decl: ts.Declaration) => NodeOrOutside | undefined;

/** The value declaration a name stands for, followed through imports and `require` aliases; undefined when none. */
export function declarationBehind(checker: ts.TypeChecker, name: ts.Node): ts.Declaration | undefined {
  let symbol = checker.getSymbolAtLocation(name);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol?.valueDeclaration;
}

/** A file of TypeScript's standard library (`…/typescript/lib/lib.es5.d.ts`; ts-morph serves them from memory there). */
const STANDARD_LIBRARY = /\/typescript\/lib\/lib\.[^/]*\.d\.ts$/u;

/**
 * True when a type is one of the standard library's (`Function`, `Object`): its declarations all lie in TypeScript's
 * `lib.*.d.ts` files. A JavaScript value annotated so (`@return {Function}`) is typed no more closely than `any` for
 * a member the type lacks.
 */
export function isStandardLibraryType(type: ts.Type): boolean {
  const decls = type.getSymbol()?.declarations ?? [];
  return decls.length > 0 && decls.every((d) => STANDARD_LIBRARY.test(d.getSourceFile().fileName));
}

/** True for a class member declared `static`. */
export function hasStatic(member: ts.Node): boolean {
  return ts.canHaveModifiers(member) && (ts.getModifiers(member) ?? []).some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
}

/** `null`, `undefined` or `void 0`: an initializer that holds no value yet. */
export function isNothing(e: ts.Expression): boolean {
  return e.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(e) && e.text === "undefined") || ts.isVoidExpression(e);
}

/** The expression inside parentheses, `as`, `satisfies` and `!` (`(x as T)!` → `x`). */
export function skipOuter(e: ts.Expression): ts.Expression {
  let x = e;
  while (ts.isParenthesizedExpression(x) || ts.isAsExpression(x) || ts.isSatisfiesExpression(x) || ts.isNonNullExpression(x)) x = x.expression;
  return x;
}

/** The class expression a declaration assigns (`X.C = class {…}`, its target `X.C`, `const C = class {…}`), or undefined. */
export function classExpressionOf(d: ts.Node): ts.ClassExpression | undefined {
  let x: ts.Node = d;
  if (ts.isPropertyAccessExpression(x) && ts.isBinaryExpression(x.parent) && x.parent.left === x) x = x.parent;
  if (ts.isVariableDeclaration(x) && x.initializer) x = x.initializer;
  if (!ts.isExpression(x)) return undefined;
  const value = assignedValue(x);
  return ts.isClassExpression(value) ? value : undefined;
}

/** The expression a class `extends` (`Base`, `Stream.Transform`), or undefined. */
export function superClassOf(cls: ts.ClassLikeDeclaration): ts.Expression | undefined {
  return cls.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
}

/** The value at the end of an assignment chain (`exports.lab = Lab.script()` → `Lab.script()`), outer wrappers skipped. */
export function assignedValue(e: ts.Expression): ts.Expression {
  let x = skipOuter(e);
  while (ts.isBinaryExpression(x) && x.operatorToken.kind === ts.SyntaxKind.EqualsToken) x = skipOuter(x.right);
  return x;
}

/**
 * The function literal a module-level `const` is made from by a factory call: `export const $ZodString =
 * core.$constructor("$ZodString", (inst, def) => { … })` (zod), `const Button = forwardRef((props, ref) => …)`,
 * `const useStore = create((set) => ({ … }))`. The call's one function-literal argument holds the code that runs for
 * the value, so the constant is a function node with that body: its calls, docs and code reach the graph and search
 * (otherwise they belong to the file, and the literal's nested getters become nodes named after nothing). A `const`
 * at module level or inside a function, as a nested `const finish = () => …` is one: swr's `const revalidate =
 * useCallback(async (…) => { … }, [key])`, 250 lines holding its request deduplication, was in no node but the hook's
 * 850. Only with exactly one such argument, whose type the checker says can be called or constructed (`callable`):
 * `const LANGS = list.map((x) => …)`, `const timer = setInterval(() => …)`, `const value = useMemo(() => ({ … }))`
 * and `const app = new Hono().get("/", (c) => …)` hold values, not functions.
 */
function factoryCallback(node: ts.VariableDeclaration, callable: CallableProperty | undefined): ts.ArrowFunction | ts.FunctionExpression | undefined {
  const e = constantCall(node, true);
  if (!e) return undefined;
  const literals = e.arguments.filter((a): a is ts.ArrowFunction | ts.FunctionExpression => ts.isArrowFunction(a) || ts.isFunctionExpression(a));
  return literals.length === 1 && callable?.(node) ? literals[0] : undefined;
}

/**
 * The call a module-level `const` is made by when no function literal is written in it and the value is a function
 * the repository's own code returns: axios's `const isString = typeOfTest('string')` with `typeOfTest = (type) =>
 * (thing) => typeof thing === type`, an immediately called `(cache => thing => …)(…)`. The constant is a function node
 * whose body is that call (its code and the factory call), so `utils.isString(x)` has a node to reach. `callable`
 * decides that the value can be called and that the called function is declared in the repository's code (not a
 * package's, not the standard library's: `require(…)`, `promisify(fs.readFile)`, `console.log.bind(console)` are no
 * such constants).
 */
function factoryCall(node: ts.VariableDeclaration, callable: CallableProperty | undefined): ts.CallExpression | undefined {
  const e = constantCall(node);
  return e && !hasFunctionLiteralArgument(e) && callable?.(node) ? e : undefined;
}

/** The call a `const` at module level (with `local`, also in a function body) is initialized with (through parentheses, `as`, `satisfies` and `!`), else undefined. */
function constantCall(node: ts.VariableDeclaration, local = false): ts.CallExpression | undefined {
  const statement = node.parent.parent;
  if (!ts.isVariableStatement(statement) || !(ts.isSourceFile(statement.parent) || ts.isModuleBlock(statement.parent) || (local && ts.isBlock(statement.parent)))) return undefined;
  if ((node.parent.flags & ts.NodeFlags.Const) === 0) return undefined;
  return initializerCall(node);
}

/** A variable's initializer when it is a call (through parentheses, `as`, `satisfies` and `!`), else undefined. */
export function initializerCall(node: ts.VariableDeclaration): ts.CallExpression | undefined {
  const e = node.initializer && skipOuter(node.initializer);
  return e && ts.isCallExpression(e) ? e : undefined;
}

/**
 * True for an object literal's member keyed by a number (`1(annotationType, key) { return \`Cannot apply …\` }` in
 * mobx's `niceErrors`): an entry of a table looked up by code, not a unit of its own; its calls are the table's.
 * mobx's error messages were method nodes named `21`, and one ranked third for "how does toJS convert recursively".
 */
function tableEntry(node: ts.MethodDeclaration | ts.MethodSignature | ts.AccessorDeclaration | ts.PropertyAssignment): boolean {
  return ts.isNumericLiteral(node.name) && ts.isObjectLiteralExpression(node.parent);
}

function nameText(name: ts.PropertyName | ts.BindingName | undefined): string | undefined {
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  if (ts.isComputedPropertyName(name)) return `[${name.expression.getText()}]`;
  return undefined;
}

interface Classified {
  kind: GraphNodeKind;
  name: string;
  /** The node whose body/members follow (for a variable: its function or class initializer). */
  body: ts.Node;
  /** The constructor a prototype method belongs to (`Reply` of `Reply.prototype.send = function …`). */
  owner?: string;
  /** The owner as written where it is qualified (`internals.Socket`): what its declaration is looked up by. */
  ownerPath?: string;
}

/**
 * True for a class property declared without a value whose declared type can be called (`get!: HandlerInterface`,
 * `readonly getPath: GetPath`): a method-like member whose function is assigned elsewhere (a constructor). Optional
 * ones (`onError?: …`, a hook that may be absent) are never asked about. For a variable (a constant made by a factory
 * call, {@link factoryCallback}): true when its type can be called or constructed; when the call has no function
 * literal argument ({@link factoryCall}), only when the called function is also declared in the repository's code;
 * for a call (a prototype member made by one, `Server.prototype.get = serverMethodFactory('GET')`): when its value can
 * be called and the called function is declared in the repository's code.
 */
export type CallableProperty = (node: ts.PropertyDeclaration | ts.VariableDeclaration | ts.CallExpression) => boolean;

/** What a declaration node makes, or undefined when it is not a graph node. `member`: inside a class/interface/object. */
function classify(node: ts.Node, callableProperty?: CallableProperty): Classified | undefined {
  if (ts.isFunctionDeclaration(node)) {
    const name = node.name?.text ?? (hasDefault(node) ? "default" : undefined);
    return name ? { kind: "function", name, body: node } : undefined;
  }
  if (ts.isClassDeclaration(node)) {
    const name = node.name?.text ?? (hasDefault(node) ? "default" : undefined);
    return name ? { kind: "class", name, body: node } : undefined;
  }
  if (ts.isInterfaceDeclaration(node)) return { kind: "interface", name: node.name.text, body: node };
  if (ts.isTypeAliasDeclaration(node) && declaresCallable(node.type)) return { kind: "interface", name: node.name.text, body: node };
  if (ts.isConstructorDeclaration(node)) return { kind: "method", name: "constructor", body: node };
  if (ts.isMethodDeclaration(node) || ts.isMethodSignature(node) || ts.isGetAccessorDeclaration(node) || ts.isSetAccessorDeclaration(node)) {
    if (tableEntry(node)) return undefined;
    const name = nameText(node.name);
    return name ? { kind: "method", name, body: node } : undefined;
  }
  // A function-typed property of an interface (`mount: (base: string, driver: Driver) => Storage`) is a method as a
  // method signature is: calls through it (`storage.mount(…)`) had only the interface to point at, and the object
  // literal written as that interface had nothing its `mount` implements (a trial on unstorage: `callers` found none).
  if (ts.isPropertySignature(node) && ts.isInterfaceDeclaration(node.parent) && node.type && isFunctionType(node.type)) {
    const name = nameText(node.name);
    return name ? { kind: "method", name, body: node } : undefined;
  }
  if (ts.isFunctionExpression(node) && node.name && !functionValued(node.parent, node)) {
    // A named function expression is its own unit, as in the language service's call hierarchy.
    return { kind: "function", name: node.name.text, body: node };
  }
  if (ts.isPropertyDeclaration(node) && !node.initializer && !node.questionToken && node.type && callableProperty?.(node)) {
    const name = nameText(node.name);
    return name ? { kind: "method", name, body: node } : undefined;
  }
  const proto = prototypeAssignment(node);
  if (proto) {
    // `Reply.prototype.send = function (payload) { … }`: the method `send` of `Reply` (see jsPrototype.ts).
    const right = (node as ts.BinaryExpression).right;
    const init = proto.member !== undefined ? functionInitializer(right) : undefined;
    if (init) return ts.isClassExpression(init) ? undefined : { kind: "method", name: proto.member!, body: init, owner: proto.owner, ownerPath: proto.path };
    // `Server.prototype.get = serverMethodFactory('GET')` (restify): a method made by the repository's own factory,
    // as a module constant so made is a function node (`factoryCall`).
    const made = proto.member !== undefined ? skipOuter(right) : undefined;
    return made && ts.isCallExpression(made) && !hasFunctionLiteralArgument(made) && callableProperty?.(made) ? { kind: "method", name: proto.member!, body: made, owner: proto.owner, ownerPath: proto.path } : undefined;
  }
  if (ts.isPropertyAssignment(node)) {
    // An object literal's function-valued property is named after its key (`route: function _route (options)` is
    // `route`): a node when the function is named (a unit of its own) or the object is a prototype (`X.prototype = {
    // run: function () { … } }`) or a `function` of an object a variable holds (handlebars' `let container = { strict:
    // function (obj, name) { … } }` in its runtime's `template`: its nine methods, `lookupProperty` the prototype-access
    // guard among them, were no nodes, as a shorthand method's would be); other anonymous ones are not, as a function
    // passed along is not.
    // The members of a module's value written as an object literal (`module.exports = { detectMimeType: (ext) => … }`,
    // `export default { … }`) are the module's functions, as `exports.detectMimeType = (ext) => …` is one.
    const init = functionInitializer(node.initializer);
    if (!init || ts.isClassExpression(init) || tableEntry(node)) return undefined;
    const exported = inModuleValueObject(node);
    if (!(ts.isFunctionExpression(init) && (init.name || inVariableObject(node))) && !inPrototypeObject(node) && !exported) return undefined;
    const name = nameText(node.name);
    return name ? { kind: exported ? "function" : "method", name, body: init } : undefined;
  }
  const onDeclared = ts.isBinaryExpression(node) ? staticAssignment(node) : undefined;
  if (onDeclared) return { kind: ts.isClassDeclaration(onDeclared.declaration) || ts.isClassExpression(onDeclared.declaration) ? "method" : "function", name: onDeclared.member, body: onDeclared.init, owner: onDeclared.owner, ...(onDeclared.ownerPath ? { ownerPath: onDeclared.ownerPath } : {}) };
  if (ts.isExportAssignment(node) || (ts.isBinaryExpression(node) && assignmentStatement(node) !== undefined)) {
    // A module's value given by assignment: `export default () => …`, CommonJS `module.exports = (req) => …` (named
    // `default`, as an anonymous default export), `module.exports.request = …` / `exports.request = …` (`request`).
    // A named function or class expression (`module.exports = function compose() {}`, `= class Application {}`)
    // keeps its own name.
    const name = ts.isExportAssignment(node) ? (node.isExportEquals ? undefined : "default") : (commonJsExportName(node) ?? objectMemberName(node));
    const init = name !== undefined ? functionInitializer(ts.isExportAssignment(node) ? node.expression : node.right) : undefined;
    if (!init || !name) return undefined;
    const own = ts.isFunctionExpression(init) || ts.isClassExpression(init) ? init.name?.text : undefined;
    return { kind: ts.isClassExpression(init) ? "class" : "function", name: own ?? chainVariableName(node) ?? name, body: init };
  }
  if (ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node)) {
    const init = functionInitializer(node.initializer) ?? (ts.isVariableDeclaration(node) ? (factoryCallback(node, callableProperty) ?? factoryCall(node, callableProperty)) : undefined);
    const name = nameText(node.name);
    if (!init || !name) return undefined;
    const kind: GraphNodeKind = ts.isClassExpression(init) ? "class" : ts.isVariableDeclaration(node) ? "function" : "method";
    return { kind, name, body: init };
  }
  return undefined;
}

/**
 * True when a type alias's type declares a function shape somewhere in it (a function or constructor type, a call,
 * construct or method signature): `type Next = () => Promise<void>`, `type FC<P> = { (props: P): Node }`,
 * `type Api = { get: (url: string) => Res }`. Such an alias is an interface node (TypeScript treats the two alike), so a
 * call through a value of that type has a declaration to point at (see `tsSignatureOwner.ts`). Aliases of
 * data shapes only (`type Env = { Bindings: object }`) stay no nodes.
 */
/** True for a function type, parenthesized or in a union with `undefined` / `null` (`((e: Error) => void) | undefined`). */
function isFunctionType(type: ts.TypeNode): boolean {
  if (ts.isParenthesizedTypeNode(type)) return isFunctionType(type.type);
  if (ts.isUnionTypeNode(type)) {
    const rest = type.types.filter((t) => !(ts.isLiteralTypeNode(t) && t.literal.kind === ts.SyntaxKind.NullKeyword) && t.kind !== ts.SyntaxKind.UndefinedKeyword);
    return rest.length === 1 && isFunctionType(rest[0]!);
  }
  return ts.isFunctionTypeNode(type);
}

export function declaresCallable(type: ts.TypeNode): boolean {
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (ts.isFunctionTypeNode(n) || ts.isConstructorTypeNode(n) || ts.isCallSignatureDeclaration(n) || ts.isConstructSignatureDeclaration(n) || ts.isMethodSignature(n)) found = true;
    else ts.forEachChild(n, visit);
  };
  visit(type);
  return found;
}

/** True when property `node` is a member of the object literal a module gives as its value (`module.exports = { … }`, `export default { … }`, `export = { … }`). */
function inModuleValueObject(node: ts.PropertyAssignment): boolean {
  const { parent: p, child } = beyondParentheses(node.parent);
  if (ts.isExportAssignment(p)) return true;
  return ts.isBinaryExpression(p) && p.right === child && p.operatorToken.kind === ts.SyntaxKind.EqualsToken && isModuleExports(p.left) && ts.isExpressionStatement(p.parent);
}

/** True when property `node` is a member of the object literal a variable is initialized with (`const box = { … }`). */
function inVariableObject(node: ts.PropertyAssignment): boolean {
  const { parent: p, child } = beyondParentheses(node.parent);
  if (ts.isVariableDeclaration(p)) return p.initializer === child;
  // `Base.cursor = { hide: function () {…} }` as a statement (mocha's reporters' shared cursor).
  return assignedObjectTarget(child) !== undefined;
}

/**
 * `Base.cursor` of a statement `Base.cursor = { … }` assigning object literal `literal` to a member of a name other
 * than `module` or `exports` (a module's value is an export, see {@link inModuleValueObject}) or a prototype.
 */
function assignedObjectTarget(literal: ts.Node): string | undefined {
  const p = literal.parent;
  if (!ts.isBinaryExpression(p) || p.right !== literal || p.operatorToken.kind !== ts.SyntaxKind.EqualsToken || !ts.isExpressionStatement(p.parent)) return undefined;
  const path = ts.isPropertyAccessExpression(p.left) ? namePath(p.left) : undefined;
  const names = path?.split(".") ?? [];
  return path === undefined || names[0] === "module" || names[0] === "exports" || names.includes("prototype") ? undefined : path;
}

/** True when property `node` is a member of the object literal of `X.prototype = { … }`. */
function inPrototypeObject(node: ts.PropertyAssignment): boolean {
  return prototypeObject(beyondParentheses(node.parent).parent)?.object === node.parent;
}

/** True when `expr` is (through parentheses and casts) the function initializer of a variable or property. */
function functionValued(parent: ts.Node, expr: ts.Node): boolean {
  let p = parent;
  let child = expr;
  while (ts.isParenthesizedExpression(p) || ts.isAsExpression(p) || ts.isSatisfiesExpression(p) || ts.isNonNullExpression(p)) {
    child = p;
    p = p.parent;
  }
  if (ts.isBinaryExpression(p)) return p.right === child && ts.isExpressionStatement(p.parent) && commonJsExportName(p) !== undefined;
  if (ts.isExportAssignment(p)) return !p.isExportEquals;
  return (ts.isVariableDeclaration(p) || ts.isPropertyDeclaration(p)) && p.initializer === child;
}

/**
 * The export a CommonJS assignment defines: `module.exports = …` → `default`; `module.exports.x = …` and
 * `exports.x = …` → `x`; anything else (not an `=`, another target) → undefined.
 */
function commonJsExportName(node: ts.BinaryExpression): string | undefined {
  if (node.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return undefined;
  const left = node.left;
  if (isModuleExports(left)) return "default";
  if (ts.isPropertyAccessExpression(left) && (isModuleExports(left.expression) || (ts.isIdentifier(left.expression) && left.expression.text === "exports"))) return left.name.text;
  return undefined;
}

/**
 * An anonymous function (or arrow), or a class expression, a file assigns, in a top-level statement, to a member of a
 * name it declares at its top level (`res.get = function (field) { … }`, `AxiosError.from = (…) => …`, `internals.Client
 * = class { … }`) or of a qualified name it assigns a function or class (`internals.Listener.broadcast = …`, see
 * `ownerDeclaration`): the name as written, the member, the function or class and the name's declaration; undefined
 * for anything else (a named function expression is its own node; a member of `module.exports` is an export).
 */
function topLevelMemberFunction(node: ts.BinaryExpression): { object: string; member: string; init: ts.Node; declaration: ts.Node } | undefined {
  const statement = assignmentStatement(node);
  if (node.operatorToken.kind !== ts.SyntaxKind.EqualsToken || !statement || !ts.isSourceFile(statement.parent)) return undefined;
  const left = node.left;
  // The name may be qualified (`internals.Listener.broadcast = …`), not the module's value (`module.exports.make`).
  const object = ts.isPropertyAccessExpression(left) && ts.isIdentifier(left.name) ? namePath(left.expression) : undefined;
  if (object === undefined || object === "module.exports" || object.startsWith("module.exports.")) return undefined;
  const init = functionInitializer(node.right);
  if (!init || !((ts.isFunctionExpression(init) && !init.name) || ts.isArrowFunction(init) || ts.isClassExpression(init))) return undefined;
  const declaration = ownerDeclaration(node, object);
  return declaration ? { object, member: (left as ts.PropertyAccessExpression).name.text, init, declaration } : undefined;
}

/**
 * The statement an assignment makes, itself or as the last link of a chain (`req.login = req.logIn = function (…)
 * { … }`: passport's `req.logIn` had no node, so `callers` of what it calls missed it and search could not find it),
 * also one a variable's declaration starts (`var Cookie = module.exports = function Cookie (…)`, as
 * expressjs/session writes it: `new Cookie(…)` of the required module was unresolved); undefined when the assignment
 * is part of another expression. The innermost assignment, whose value is the function, names the node.
 */
function assignmentStatement(node: ts.BinaryExpression): ts.ExpressionStatement | ts.VariableStatement | undefined {
  let at: ts.Node = node;
  // Parentheses around a link are the formatter's (`const Client = (module.exports = function (config) { … })`, as
  // prettier writes expressjs/session's chain): node-postgres's native client and query had no constructor node.
  while (ts.isParenthesizedExpression(at.parent) || (ts.isBinaryExpression(at.parent) && at.parent.operatorToken.kind === ts.SyntaxKind.EqualsToken && at.parent.right === at)) at = at.parent;
  if (ts.isExpressionStatement(at.parent)) return at.parent;
  const d = at.parent;
  return ts.isVariableDeclaration(d) && d.initializer === at && ts.isVariableDeclarationList(d.parent) && ts.isVariableStatement(d.parent.parent) && d.parent.declarations.length === 1 ? d.parent.parent : undefined;
}

/**
 * The name of the variable whose declaration starts the assignment chain of CommonJS export `node` (`Client` of `const
 * Client = (module.exports = function (config) { … })`): what the file calls the anonymous function, and the owner its
 * prototype assignments name (`Client.prototype.query = …`). Undefined when the chain is a statement of its own.
 */
function chainVariableName(node: ts.Node): string | undefined {
  const d = chainVariable(node);
  return d && ts.isIdentifier(d.name) ? d.name.text : undefined;
}

/**
 * The variable a module's anonymous constructor is declared as, from the declaration the checker gives a name bound to
 * the module (`require('./client')`): the `module.exports = function …` assignment or its function, in a chain a
 * variable's declaration starts (`const Client = (module.exports = function (config) { … })`); undefined otherwise.
 * That variable is what the file's prototype assignments (`Client.prototype.query = …`) name as their owner.
 */
export function exportedConstructorVariable(decl: ts.Node): ts.VariableDeclaration | undefined {
  let at = decl;
  if (ts.isFunctionExpression(at)) {
    while (ts.isParenthesizedExpression(at.parent)) at = at.parent;
    at = at.parent;
  }
  return chainVariable(at);
}

/** The variable declaration that starts the assignment chain of CommonJS export `node` (see {@link chainVariableName}), else undefined. */
function chainVariable(node: ts.Node): ts.VariableDeclaration | undefined {
  if (!ts.isBinaryExpression(node) || commonJsExportName(node) !== "default") return undefined;
  const statement = assignmentStatement(node);
  return statement && ts.isVariableStatement(statement) ? statement.declarationList.declarations[0] : undefined;
}

/**
 * The member name of an anonymous function a JavaScript file assigns, in a top-level statement, to a member of an
 * object it declares at its top level: `get` of express's `res.get = function (field) { … }` with `var res =
 * Object.create(…)`. Such a method is a unit as a named one is (`res.send = function send (body)` is the node `send`),
 * and `this.get(…)` in the object's other methods reaches it (see `jsThisOwner.ts`). A class so assigned (joi's and
 * wreck's `internals.Client = class { … }`) is the class `Client`, owner of its methods. Undefined for anything else: a
 * named function (its own node), a prototype (`jsPrototype.ts`), a parameter's or a global's member, TypeScript code.
 */
function objectMemberName(node: ts.BinaryExpression): string | undefined {
  if (!isJavaScriptFile(node.getSourceFile().fileName)) return undefined;
  const m = topLevelMemberFunction(node);
  if (!m || m.object === "module" || m.object === "exports") return undefined;
  return ts.isVariableDeclaration(m.declaration) && ts.isSourceFile(m.declaration.parent.parent.parent) ? m.member : undefined;
}

/**
 * An anonymous function a file assigns, in a top-level statement, to a member of a function or class it declares at
 * its top level: axios's `AxiosError.from = (error, code, …) => { … }` beside `function AxiosError(message, …)`. The
 * member (`from`) of its owner (`AxiosError`): the node `AxiosError.from`, as a static method declared in a class body
 * is one; its calls (`AxiosError.from(err)`) were unresolved and its body counted as the file's. Undefined for anything
 * else (a variable's member is {@link objectMemberName}'s).
 */
function staticAssignment(node: ts.BinaryExpression): { owner: string; ownerPath?: string; member: string; init: ts.Node; declaration: ts.Node } | undefined {
  const m = topLevelMemberFunction(node);
  const d = m?.declaration;
  if (!m || !d || ts.isClassExpression(m.init)) return undefined;
  if ((ts.isFunctionDeclaration(d) || ts.isClassDeclaration(d)) && ts.isSourceFile(d.parent)) return { owner: m.object, member: m.member, init: m.init, declaration: d };
  // A constructor the file assigns to a qualified name (`internals.Listener = function (server) { … }`, then
  // `internals.Listener.broadcast = function (message) { … }`, as the hapi modules write a constructor's statics): the
  // member `broadcast` of `Listener`, whose declaration is the assigned function or class expression.
  const qualified = m.object.includes(".") && (ts.isFunctionExpression(d) || ts.isClassExpression(d));
  return qualified ? { owner: m.object.slice(m.object.lastIndexOf(".") + 1), ownerPath: m.object, member: m.member, init: m.init, declaration: d } : undefined;
}

function hasDefault(node: ts.Node): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
}

/** Segment a non-node container adds to qualified names: namespaces and object literals bound to a name. */
function containerSegment(node: ts.Node): string | undefined {
  if (ts.isModuleDeclaration(node) && ts.isIdentifier(node.name)) return node.name.text;
  if (ts.isObjectLiteralExpression(node)) {
    const p = node.parent;
    if ((ts.isVariableDeclaration(p) || ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p)) && p.initializer === node) return nameText(p.name);
    return assignedObjectTarget(node);
  }
  return undefined;
}

/**
 * Enumerates the declarations of `sf` (repository-relative `filePath`); `callableProperty` (from the checker) makes
 * callable class properties without a value nodes. Deterministic: the same text gives the same ids. Two different declarations with one qualified name (not overloads or an accessor pair) get
 * `@<line>` appended to the later one's id. Requires `initHash()` to have resolved.
 */
export function fileDeclarations(sf: ts.SourceFile, filePath: string, language: string, spans: SpanMapper, callableProperty?: CallableProperty): FileDecls {
  const byNode = new Map<ts.Node, TsDecl>();
  const nodes: GraphNode[] = [];
  // Per id: its node, where it starts, and its last declaration (an overload group continues while that has no body).
  const taken = new Map<string, { kind: GraphNodeKind; overloadable: boolean; node: GraphNode; start: number; last: ts.Node; overloads: string[] }>();
  const text = sf.text;
  // A prototype method's parent is its constructor's node (a function or class of that name in the nearest scope that
  // declares one, maybe further down), else the scope's own parent; its `exported` is the constructor's. Settled once
  // the file is walked, through a marked parent naming one of `owners`.
  const owners: { declaration: ts.Node | undefined; fallback: string }[] = [];
  const ownerParent = (at: ts.Node, owner: string, fallback: string): string => `${OWNER_MARK}${owners.push({ declaration: ownerDeclaration(at, owner), fallback }) - 1}`;
  const visit = (node: ts.Node, scopeParent: string, prefix: string, exportedScope: boolean): void => {
    if (ts.isTypeLiteralNode(node) && !memberTypeLiteral(node)) return;
    const c = classify(node, callableProperty);
    if (c) {
      const qualifiedName = [prefix, c.owner, c.name].filter((s) => s).join(".");
      const parent = c.owner !== undefined ? ownerParent(node, c.ownerPath ?? c.owner, scopeParent) : scopeParent;
      let id = `${filePath}#${qualifiedName}`;
      const overloadable = isOverloadable(node);
      const prior = taken.get(id);
      const shares = prior !== undefined && prior.kind === c.kind && prior.overloadable && overloadable && continuesGroup(prior.last, node);
      if (prior && !shares) id = `${id}@${spans.line(node.getStart(sf))}`;
      byNode.set(node, { id, parent, kind: c.kind, first: !shares });
      if (c.body !== node) byNode.set(c.body, { id, parent, kind: c.kind, first: false });
      // The checker may name a CommonJS export by its target (`module.exports.request`), not by the assignment.
      if (ts.isBinaryExpression(node)) byNode.set(node.left, { id, parent, kind: c.kind, first: false });
      // `const Client = (module.exports = function …)`: the variable is the function, owner of `Client.prototype.m`.
      const variable = c.body !== node ? chainVariable(node) : undefined;
      if (variable && !byNode.has(variable)) byNode.set(variable, { id, parent, kind: c.kind, first: false });
      if (!shares) {
        const made = makeNode(node, c, id, qualifiedName, filePath, language, spans, text, exportedScope);
        const overload = overloadSignature(node, text);
        taken.set(id, { kind: c.kind, overloadable, node: made, start: node.getStart(sf), last: node, overloads: overload ? [overload] : [] });
        nodes.push(made);
      } else {
        prior.last = node;
        // A later overload's or the implementation's doc describes the group when the first signature has none (ufo's
        // `hasProtocol` documents its implementation, after two overloads).
        if (prior.node.doc === undefined) {
          const doc = docOf(node);
          if (doc !== undefined) prior.node.doc = doc;
        }
        const overload = overloadSignature(node, text);
        if (overload && prior.overloads.length) {
          prior.overloads.push(overload);
          prior.node.overloads = [...prior.overloads];
        }
        // An overload group is one node spanning its first signature to the implementation's end (overloads are
        // adjacent by the language's rule); so is a get/set pair written one after the other (koa's `get body ()`
        // then `set body (val)`, whose 100 lines were in no node's span).
        prior.node.span = spans.span(prior.start, node.getEnd());
        prior.node.contentHash = hashText(text.slice(prior.start, node.getEnd()));
      }
      const memberScope = c.kind === "class" || c.kind === "interface" ? isExported(node) : false;
      ts.forEachChild(c.body === node ? node : c.body, (child) => visit(child, id, qualifiedName, memberScope && isPublicMember(child)));
      return;
    }
    const protoObject = prototypeObject(node);
    if (protoObject) {
      // `X.prototype = { … }`: its members are X's, as `X.prototype.m = …` ones are.
      const owner = prefix ? `${prefix}.${protoObject.owner}` : protoObject.owner;
      const marked = ownerParent(node, protoObject.path, scopeParent);
      ts.forEachChild(protoObject.object, (child) => visit(child, marked, owner, exportedScope));
      return;
    }
    const segment = containerSegment(node);
    const next = segment ? (prefix ? `${prefix}.${segment}` : segment) : prefix;
    const passes = ts.isVariableStatement(node) || ts.isVariableDeclarationList(node) || ts.isModuleDeclaration(node) || ts.isModuleBlock(node) || ts.isTypeLiteralNode(node);
    ts.forEachChild(node, (child) => visit(child, scopeParent, next, passes && exportedScope));
  };
  ts.forEachChild(sf, (child) => visit(child, filePath, "", true));
  for (const decl of byNode.values()) {
    if (!decl.parent.startsWith(OWNER_MARK)) continue;
    const { declaration, fallback } = owners[Number(decl.parent.slice(OWNER_MARK.length))]!;
    const owner = declaration && byNode.get(declaration);
    const isOwner = owner !== undefined && (owner.kind === "function" || owner.kind === "class");
    decl.parent = isOwner ? owner.id : fallback;
    if (decl.first) {
      const made = taken.get(decl.id)?.node;
      if (made) made.exported = isOwner && taken.get(owner.id)?.node.exported === true;
    }
  }
  return { byNode, nodes };
}

/**
 * True when type literal `node` is (through other type syntax: unions, intersections, arrays, type arguments) the
 * type a type alias, an interface or an interface's property declares, whose members are the members of a named type.
 * A type literal written for a parameter, a result (of a function, a method signature or a function type), a
 * variable, a class field or a cast describes a value and declares nothing: zustand's
 * `compareEntries(valueA: { entries(): Iterable<…> })` had a method node `compareEntries.entries`, which
 * `valueA.entries()` reached, though it runs a `Map`'s `entries`.
 */
function memberTypeLiteral(node: ts.TypeLiteralNode): boolean {
  let at: ts.Node = node.parent;
  while (ts.isTypeNode(at) && !ts.isTypeLiteralNode(at)) {
    // A function type's parameters and result are values (`type Fn = (a: { hop(): void }) => { skip(): void }`).
    if (ts.isFunctionTypeNode(at) || ts.isConstructorTypeNode(at)) return false;
    at = at.parent;
  }
  // An interface's or type literal's property declares a member; a class field's type, or a method signature's
  // parameter or result, describes a value.
  return ts.isTypeAliasDeclaration(at) || ts.isTypeLiteralNode(at) || ts.isInterfaceDeclaration(at) || ts.isPropertySignature(at) || ts.isHeritageClause(at) || ts.isExpressionWithTypeArguments(at);
}

/** Marks a parent to settle once the file is walked (a prototype method's constructor); no id holds it. */
const OWNER_MARK = "\u0000";

/**
 * True when `node` belongs with the earlier declaration `last` of the same name: a get/set pair written one after
 * the other in one class or object, or the next signature of an overload group (same parent, `last` without a
 * body). Two functions of one name with bodies (`function onMessage` in two test callbacks, a JavaScript
 * redefinition) are two nodes; so are a getter and a setter written apart (koa's `set type (type)` 70 lines above
 * `get type ()`), each with its own code, as `definition type` then lists them.
 */
function continuesGroup(last: ts.Node, node: ts.Node): boolean {
  if (last.parent !== node.parent) return false;
  if (ts.isAccessor(last) || ts.isAccessor(node)) return ts.isAccessor(last) && ts.isAccessor(node) && last.kind !== node.kind && adjacentMembers(last, node);
  return (last as { body?: ts.Node }).body === undefined;
}

/** True when member `b` directly follows member `a` in their class or object literal (only comments between). */
function adjacentMembers(a: ts.Node, b: ts.Node): boolean {
  const parent = b.parent as { members?: ts.NodeArray<ts.Node>; properties?: ts.NodeArray<ts.Node> };
  const list = parent.members ?? parent.properties;
  if (!list || a.parent !== b.parent) return false;
  const i = list.indexOf(a);
  return i >= 0 && list[i + 1] === b;
}

/** Function and method overloads, and get/set accessor pairs, share one node. */
/**
 * Longest overload signature kept whole, in characters: the summary reads each one's inputs and output, which a cut
 * (at `SIGNATURE_MAX_CHARS`, spans.ts, for `signature`) loses (jose's generic `flattenedVerify` overload, 230 characters).
 */
const OVERLOAD_MAX_CHARS = 1000;

/**
 * The compact signature of an overload signature (a function, method or constructor declaration without a body, a
 * method signature of an interface or type literal), as `signature` is made; undefined for any other declaration.
 */
function overloadSignature(node: ts.Node, text: string): string | undefined {
  const bodiless = ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isConstructorDeclaration(node)) && !node.body) || ts.isMethodSignature(node) || ts.isPropertySignature(node);
  return bodiless ? signatureText(text.slice(node.getStart(node.getSourceFile()), node.getEnd()), undefined, OVERLOAD_MAX_CHARS) || undefined : undefined;
}

function isOverloadable(node: ts.Node): boolean {
  return ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isMethodSignature(node) || ts.isConstructorDeclaration(node) || ts.isAccessor(node);
}

function isExported(node: ts.Node): boolean {
  const target = ts.isVariableDeclaration(node) ? node.parent.parent : node;
  return (ts.getCombinedModifierFlags(target as ts.Declaration) & ts.ModifierFlags.Export) !== 0;
}

function isPublicMember(node: ts.Node): boolean {
  if (!ts.canHaveModifiers(node)) return true;
  const flags = ts.getCombinedModifierFlags(node as ts.Declaration);
  if (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) return false;
  const name = (node as { name?: ts.Node }).name;
  return !(name && ts.isPrivateIdentifier(name));
}

function makeNode(
  node: ts.Node,
  c: Classified,
  id: string,
  qualifiedName: string,
  filePath: string,
  language: string,
  spans: SpanMapper,
  text: string,
  exportedScope: boolean,
): GraphNode {
  const sf = node.getSourceFile();
  const start = node.getStart(sf);
  const end = node.getEnd();
  const out: GraphNode = { id, kind: c.kind, name: c.name, qualifiedName, path: filePath, language, span: spans.span(start, end), contentHash: hashText(text.slice(start, end)) };
  const body = bodyOf(c.body);
  const signature = signatureText(text.slice(assignmentStart(node) ?? start, body ? body.getStart(sf) : end));
  if (signature) out.signature = signature;
  const doc = docOf(node);
  if (doc) out.doc = doc;
  if (deprecatedByDoc(node)) out.deprecated = true;
  const topLevel = exportedScope && (ts.isSourceFile(node.parent) || ts.isVariableDeclarationList(node.parent) || ts.isModuleBlock(node.parent));
  out.exported = topLevel ? isExported(node) : exportedScope;
  return out;
}

/** The node whose JSDoc documents `node`: an assignment's JSDoc (`/** … *\/ Reply.prototype.send = …`, also of a chain `req.login = req.logIn = …`) is its statement's. */
function docHost(node: ts.Node): ts.Node {
  return ts.isVariableDeclaration(node) ? node.parent.parent : ts.isBinaryExpression(node) ? (assignmentStatement(node) ?? node.parent) : (callStatementOf(node) ?? assignedStatementOf(node) ?? node);
}

/** True when `node`'s JSDoc carries a `@deprecated` tag (hookable's `/** @deprecated *\/ export function parallelCaller`). */
function deprecatedByDoc(node: ts.Node): boolean {
  return ((docHost(node) as { jsDoc?: ts.JSDoc[] }).jsDoc ?? []).some((d) => (d.tags ?? []).some((t) => t.tagName.text === "deprecated" && isTagAt(t)));
}

/**
 * Where a JavaScript named function expression's assignment statement starts, when the function is assigned to members
 * (`res.send = function send (body)`, `res.set = res.header = function header (field, val)`): its signature then reads
 * `res.send = function send(body)`, saying whose method it is, and `definition res.send` finds it
 * (`navigate/definition.ts`). Undefined for any other node.
 */
function assignmentStart(node: ts.Node): number | undefined {
  return memberAssignmentOf(node)?.assignment.getStart(node.getSourceFile());
}

/**
 * The statement assigning a JavaScript named function expression to members ({@link assignmentStart}): its JSDoc
 * documents the function (ejs's `/** Compile the given … *\/ ejs.compile = function compile(template, opts)`), as
 * the statement's JSDoc documents an anonymous function so assigned. Undefined for any other node.
 */
function assignedStatementOf(node: ts.Node): ts.ExpressionStatement | undefined {
  return memberAssignmentOf(node)?.statement;
}

/** The outermost member assignment (`a.b = c.d = function name () {}`) of a named function expression, and its statement. */
function memberAssignmentOf(node: ts.Node): { assignment: ts.BinaryExpression; statement: ts.ExpressionStatement } | undefined {
  if (!ts.isFunctionExpression(node) || !node.name) return undefined;
  let child: ts.Node = node;
  let p = node.parent;
  while (ts.isParenthesizedExpression(p) || (ts.isBinaryExpression(p) && p.operatorToken.kind === ts.SyntaxKind.EqualsToken && p.right === child && ts.isPropertyAccessExpression(p.left))) {
    child = p;
    p = p.parent;
  }
  return child !== node && ts.isBinaryExpression(child) && ts.isExpressionStatement(p) ? { assignment: child, statement: p } : undefined;
}

/**
 * The statement a function literal is the one function argument of, when the call is that whole statement: express's
 * `/** Return the remote address … *\/ defineGetter(req, 'ip', function ip(){ … })` documents `ip` above the call
 * (a `//` comment does so only at a file's top level, {@link docOf}).
 * Undefined for any other node.
 */
function callStatementOf(node: ts.Node): ts.ExpressionStatement | undefined {
  if (!ts.isFunctionExpression(node) && !ts.isArrowFunction(node)) return undefined;
  const call = node.parent;
  if (!ts.isCallExpression(call) || !call.arguments.includes(node as ts.Expression)) return undefined;
  if (call.arguments.filter((a) => ts.isFunctionExpression(a) || ts.isArrowFunction(a)).length !== 1) return undefined;
  return ts.isExpressionStatement(call.parent) ? call.parent : undefined;
}

function bodyOf(node: ts.Node): ts.Node | undefined {
  if (ts.isClassLike(node) || ts.isInterfaceDeclaration(node)) {
    const brace = node.getChildren().find((ch) => ch.kind === ts.SyntaxKind.OpenBraceToken);
    return brace;
  }
  // An object-type alias signs as its head (`type FC<P> =`); a function-type alias as a whole (`type Next = () => …`).
  if (ts.isTypeAliasDeclaration(node)) return ts.isTypeLiteralNode(node.type) ? node.type : undefined;
  if (ts.isCallExpression(node)) {
    // A factory call signs as written, up to an immediately called function literal's body (`kindOf = (cache =>`).
    let callee: ts.Expression = node.expression;
    while (ts.isParenthesizedExpression(callee)) callee = callee.expression;
    return ts.isArrowFunction(callee) || ts.isFunctionExpression(callee) ? callee.body : undefined;
  }
  return (node as { body?: ts.Node }).body;
}

/** The first paragraph of a declaration's JSDoc, else of the `//` block right above it (`lineCommentDoc`). */
function docOf(node: ts.Node): string | undefined {
  const host = docHost(node);
  // A block that declares types (`@typedef`, `@callback`) documents them, not the declaration after it (commander's
  // `@typedef { import(…) }` block over `// Although this is a class …` and `export class Help`).
  const docs = ((host as { jsDoc?: ts.JSDoc[] }).jsDoc ?? []).filter((d) => !(d.tags ?? []).some((t) => ts.isJSDocTypedefTag(t) || ts.isJSDocCallbackTag(t)));
  const last = docs[docs.length - 1];
  // A word the compiler took for a tag mid-sentence ("Type definitions for @koa/router") is text (`isTagAt`).
  const restored = last ? restoredDescription(last) : undefined;
  if (restored) return firstParagraph(restored);
  const comment = last?.comment;
  if (comment !== undefined) return firstParagraph(typeof comment === "string" ? comment : ts.getTextOfJSDocComment(comment));
  if (docs.length) return undefined;
  // A `//` comment above a call statement inside a function body says what that step does, not what the function
  // handed to it is (body-parser's `// read off entire request` above `dump(req, function onfinished () { next(…) })`).
  if (host !== node && ts.isExpressionStatement(host) && !ts.isSourceFile(host.parent) && ts.isCallExpression(host.expression)) return undefined;
  const sf = node.getSourceFile();
  const lines = lineCommentDoc(sf.text, host.getStart(sf));
  return lines === undefined ? undefined : firstParagraph(lines);
}
