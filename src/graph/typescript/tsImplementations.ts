/**
 * Values behind function-typed properties of interfaces and type literals. A call `t.mergeRouters(…)` whose
 * receiver is typed by an interface resolves, through the checker, to the property signature
 * `mergeRouters: (…) => …`, which is no graph node; the function that runs is the value an object literal gives
 * that property where the literal is contextually typed by the interface (a `return { mergeRouters }` in a function
 * declared to return it, a `const x: I = { … }`). This index maps each such property declaration of a repository
 * file to the declarations of those values, found by one pass over the repository's files in the program.
 * Only literals that define a value of the type count (returned, or initializing a declared variable or
 * property): a literal passed as an argument is one caller's choice for an options bag (`splitLink({ true: wsLink })`
 * in a test), not what every reader of the property calls (measured on trpc: such edges were wrong). A property
 * assigned anywhere (`item.resolve = resolve`) has no fixed value and is left out (trpc's data loader starts
 * `resolve: throwFatalError` as a placeholder).
 */
import { ts } from "ts-morph";
import { skipOuter } from "./tsDeclarations.js";

/** What one file's literals and assignments give the index for one member name (kept between builds: tsKeptFacts.ts). */
export interface FileFacts {
  /** Property declaration → value declaration, in source order. */
  values: { property: ts.Node; value: ts.Declaration }[];
  /** Property declarations assigned to (`x.name = …`); absent until a build needed them (a literal gave the name a value). */
  assigned?: ts.Node[];
}

/** Property declaration (signature or class property) → declarations of the values object literals give it. */
export class PropertyImplementations {
  /** Property name → its index, filled one name at a time as calls ask. */
  private readonly byName = new Map<string, NameIndex>();

  /**
   * @param files The repository's source files of the program (every one, not only those being built, so an
   *   incremental build finds the same values as a full one).
   */
  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly files: () => readonly ts.SourceFile[],
    private readonly kept?: { get(sf: ts.SourceFile, name: string): FileFacts | undefined; set(sf: ts.SourceFile, name: string, facts: FileFacts): void },
  ) {}

  /**
   * Declarations of the values given to the property `decl` (deduplicated, in source order); empty when none.
   * Only literal members and assignments of the property's own name are checked (found by syntax, remembered per
   * parsed file), so the cost follows the uses of that name, not the size of the repository; the assignments only
   * when some literal gives `decl` a value (they only take values away: on typeorm, 301k lines, the checker's look
   * at every `x.name = …` of the names asked about cost ~1.7 s of CPU in a 50-file branch switch).
   */
  of(decl: ts.Declaration): readonly ts.Declaration[] {
    const name = propertyName(ts.getNameOfDeclaration(decl));
    if (name === undefined) return [];
    let index = this.byName.get(name);
    if (!index) this.byName.set(name, (index = this.build(name)));
    const values = index.values.get(decl);
    if (!values) return [];
    index.assigned ??= this.assignedIn(index.files);
    return index.assigned.has(decl) ? [] : values;
  }

  private build(name: string): NameIndex {
    const values = new Map<ts.Node, ts.Declaration[]>();
    const files: NameIndex["files"] = [];
    for (const sf of this.files()) {
      const uses = usesOf(sf).get(name);
      if (!uses) continue;
      // What an earlier build found in this file, when it still holds (tsKeptFacts.ts), else found now.
      let found = this.kept?.get(sf, name);
      if (!found) {
        const fileFacts: FileFacts = { values: [] };
        const sink: FactSink = { value: (property, value) => fileFacts.values.push({ property, value }), assigned: () => undefined };
        try {
          for (const use of uses) if (ts.isObjectLiteralExpression(use)) literal(this.checker, use, sink, name);
        } catch (error) {
          // A checker failure on one literal (or a stack overflow on deep nesting) costs that file's values only.
          if (!(error instanceof Error)) throw error;
        }
        this.kept?.set(sf, name, fileFacts);
        found = fileFacts;
      }
      for (const f of found.values) {
        const list = values.get(f.property);
        if (!list) values.set(f.property, [f.value]);
        else if (!list.includes(f.value)) list.push(f.value);
      }
      files.push({ uses, found });
    }
    return { values, files };
  }

  /** The property declarations the files' `x.name = …` assignments write, found once per file and kept with its facts. */
  private assignedIn(files: NameIndex["files"]): Set<ts.Node> {
    const out = new Set<ts.Node>();
    for (const { uses, found } of files) {
      if (!found.assigned) {
        const assigned: ts.Node[] = [];
        try {
          for (const use of uses) if (!ts.isObjectLiteralExpression(use)) assignment(this.checker, use, { value: () => undefined, assigned: (property) => void assigned.push(property) });
        } catch (error) {
          // A checker failure (or a stack overflow on deep nesting) costs that file's assignments only.
          if (!(error instanceof Error)) throw error;
        }
        found.assigned = assigned;
      }
      for (const property of found.assigned) out.add(property);
    }
    return out;
  }
}

/** One member name's index: property declaration → values literals give it, the files using the name, and (once asked) the properties assigned anywhere. */
interface NameIndex {
  values: Map<ts.Node, ts.Declaration[]>;
  files: { uses: (ts.ObjectLiteralExpression | ts.BinaryExpression)[]; found: FileFacts }[];
  assigned?: Set<ts.Node>;
}

/** A property name as the index keys it (identifier or string literal text), else undefined. */
function propertyName(name: ts.Node | undefined): string | undefined {
  return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;
}

/**
 * Per parsed file (kept while the program keeps the file unchanged): by member name, the literals that define a
 * value (see {@link definesValue}) with a member of that name, and the `x.name = …` assignments, in source order.
 */
const USES = new WeakMap<ts.SourceFile, Map<string, (ts.ObjectLiteralExpression | ts.BinaryExpression)[]>>();

function usesOf(sf: ts.SourceFile): Map<string, (ts.ObjectLiteralExpression | ts.BinaryExpression)[]> {
  let uses = USES.get(sf);
  if (uses) return uses;
  const found = new Map<string, (ts.ObjectLiteralExpression | ts.BinaryExpression)[]>();
  const note = (name: string, node: ts.ObjectLiteralExpression | ts.BinaryExpression): void => {
    const list = found.get(name);
    if (!list) found.set(name, [node]);
    else if (list.at(-1) !== node) list.push(node);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node) && definesValue(node)) {
      for (const member of node.properties) {
        const name = ts.isShorthandPropertyAssignment(member) || ts.isPropertyAssignment(member) ? propertyName(member.name) : undefined;
        if (name !== undefined) note(name, node);
      }
    } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(node.left)) {
      const name = node.left.name;
      if (ts.isIdentifier(name)) note(name.text, node);
    }
    ts.forEachChild(node, visit);
  };
  try {
    ts.forEachChild(sf, visit);
  } catch (error) {
    // A stack overflow on deep nesting: the uses found so far.
    if (!(error instanceof Error)) throw error;
  }
  USES.set(sf, (uses = found));
  return uses;
}

/** Passes an assignment's property declarations to `sink`. */
function assignment(checker: ts.TypeChecker, node: ts.BinaryExpression, sink: FactSink): void {
  if (!ts.isPropertyAccessExpression(node.left)) return;
  for (const decl of checker.getSymbolAtLocation(node.left.name)?.declarations ?? []) sink.assigned(decl);
}

/** Receives what one file gives the index: a value for a property declaration, or an assignment to one. */
interface FactSink {
  value(property: ts.Node, value: ts.Declaration): void;
  assigned(property: ts.Node): void;
}

/** One fact of a file: a value its literals give `property`, or (no `value`) an assignment to `property`. */
export interface ImplementationFact {
  property: ts.Node;
  value?: ts.Declaration;
}

/**
 * What `sf` contributes to the index of {@link PropertyImplementations}, in source order: two versions of a file
 * with the same facts leave every other file's property calls resolving the same.
 */
export function implementationFacts(checker: ts.TypeChecker, sf: ts.SourceFile): ImplementationFact[] {
  const out: ImplementationFact[] = [];
  scanFile(checker, sf, { value: (property, value) => out.push({ property, value }), assigned: (property) => out.push({ property }) });
  return out;
}

/** Passes the facts of one file's literals and property assignments to `sink`. */
function scanFile(checker: ts.TypeChecker, sf: ts.SourceFile, sink: FactSink): void {
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node) && definesValue(node)) literal(checker, node, sink);
    else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(node.left)) assignment(checker, node, sink);
    ts.forEachChild(node, visit);
  };
  try {
    ts.forEachChild(sf, visit);
  } catch (error) {
    // A checker failure on one literal (or a stack overflow on deep nesting) costs that file's values only.
    if (!(error instanceof Error)) throw error;
  }
}

/**
 * Passes the values a literal's members give properties of its contextual type to `sink`: every member's, or
 * only those of the members named `only`. A member gives its value to the contextual type's property of its own
 * name when that property is declared by a property signature or declaration of that name (a mapped type's
 * renamed key, `[K in keyof T as \`get${K}\`]`, is another property than T's).
 */
function literal(checker: ts.TypeChecker, node: ts.ObjectLiteralExpression, sink: FactSink, only?: string): void {
  let contextual: ts.Type | undefined;
  for (const member of node.properties) {
    if (!ts.isShorthandPropertyAssignment(member) && !ts.isPropertyAssignment(member)) continue;
    const name = member.name;
    if (!ts.isIdentifier(name) && !ts.isStringLiteral(name)) continue;
    if (only !== undefined && name.text !== only) continue;
    const values = valueDeclarations(checker, member);
    if (values.length === 0) continue;
    contextual ??= checker.getContextualType(node) ?? NO_TYPE;
    if (contextual === NO_TYPE) return;
    const property = checker.getPropertyOfType(checker.getApparentType(contextual), name.text);
    for (const decl of property?.declarations ?? []) {
      if ((!ts.isPropertySignature(decl) && !ts.isPropertyDeclaration(decl)) || propertyName(decl.name) !== name.text) continue;
      for (const value of values) sink.value(decl, value);
    }
  }
}

/** Declarations of a literal member's value: a shorthand's variable or import, or an identifier initializer's. */
function valueDeclarations(checker: ts.TypeChecker, member: ts.ShorthandPropertyAssignment | ts.PropertyAssignment): ts.Declaration[] {
  let symbol: ts.Symbol | undefined;
  if (ts.isShorthandPropertyAssignment(member)) symbol = checker.getShorthandAssignmentValueSymbol(member);
  else {
    const init = skipOuter(member.initializer);
    if (!ts.isIdentifier(init) && !ts.isPropertyAccessExpression(init)) return [];
    symbol = checker.getSymbolAtLocation(ts.isPropertyAccessExpression(init) ? init.name : init);
  }
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return [...(symbol?.declarations ?? [])];
}

/**
 * True when the literal, through parentheses and `as`/`satisfies`/`!`, is returned (a `return` or an arrow's
 * expression body) or initializes a variable or property declared with a type.
 */
function definesValue(node: ts.ObjectLiteralExpression): boolean {
  let child: ts.Node = node;
  let p = node.parent;
  while (ts.isParenthesizedExpression(p) || ts.isAsExpression(p) || ts.isSatisfiesExpression(p) || ts.isNonNullExpression(p)) {
    child = p;
    p = p.parent;
  }
  if (ts.isReturnStatement(p)) return true;
  if (ts.isArrowFunction(p)) return p.body === child;
  return (ts.isVariableDeclaration(p) || ts.isPropertyDeclaration(p)) && p.initializer === child && p.type !== undefined;
}

/** Marks a literal without a contextual type (checked once per literal). */
const NO_TYPE = {} as ts.Type;
