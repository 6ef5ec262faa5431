/**
 * Whether a TypeScript/JavaScript file passes other modules' names on (a barrel): `export * from`, `export * as ns
 * from`, `export { a } from`, `export import a = require(…)`, or CommonJS `module.exports` with a `require`. Read from
 * the text (no parse): a match inside a comment or string only costs an incremental build a few more files.
 */
const REEXPORT = /\bexport\s*(?:type\s*)?(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*["'`]|\bexport\s+import\s+[\w$]+\s*=\s*require\s*\(/u;
const COMMONJS = /\bmodule\.exports\b/u;

/** True when `text` may re-export another module's names (see the module comment). */
export function reexportsModules(text: string): boolean {
  return REEXPORT.test(text) || (COMMONJS.test(text) && text.includes("require("));
}
