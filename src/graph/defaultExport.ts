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
