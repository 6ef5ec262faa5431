/**
 * Anonymous default exports (`export default (config) => …`, `module.exports = function () {}`): the graph names
 * their node `default` (`lib/helpers/resolveConfig.js#default`), and code that imports one usually binds it to the
 * module's name (`import resolveConfig from "../helpers/resolveConfig.js"`).
 */
import { detectLanguage } from "../extract/index.js";

/** The qualified name of an anonymous default export's node. */
export const DEFAULT_EXPORT_NAME = "default";

/**
 * The name code that imports the default export of the file at `path` (repository-relative) usually binds it to: the
 * file name without its extensions (`lib/helpers/resolveConfig.js` → `resolveConfig`), or the folder's name for an
 * index file (`lib/platform/index.js` → `platform`); undefined for an index file at the root, and for a file of a
 * language without default exports (`LanguageSpec.defaultExports`: Python's `app/encoders.py#default` is a function
 * named `default`).
 */
export function defaultExportName(path: string): string | undefined {
  if (!detectLanguage(path).defaultExports) return undefined;
  const parts = path.split("/");
  const base = (parts[parts.length - 1] ?? "").replace(/\..*$/u, "");
  return base === "index" ? parts[parts.length - 2] : base || undefined;
}

/**
 * The names code that imports the default export of the file at `path` binds it to ({@link defaultExportName}):
 * that name, and for a file name with hyphens its camelCase form, which is what an identifier can spell (koa's
 * `lib/is-stream.js` is imported as `const isStream = require('./is-stream.js')`). Empty where there is none.
 */
export function defaultExportNames(path: string): string[] {
  const name = defaultExportName(path);
  if (name === undefined) return [];
  const camel = name.replace(/-+([\p{L}\p{N}])/gu, (_, c: string) => c.toUpperCase());
  return camel !== name ? [name, camel] : [name];
}
