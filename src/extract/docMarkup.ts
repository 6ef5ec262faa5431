/**
 * Doc text as plain text: the markup of a language's doc comments (RDoc `+code+`, reST `:meth:`x``, Go `[fs.FS]`)
 * rewritten by the rules in its folder (`languages/<id>/docMarkup.ts`, listed on its `LanguageSpec`).
 */
import { getLanguage } from "./languages/registry.js";

/**
 * `doc` with `language`'s doc-comment markup rewritten to plain text (spaces left by a removed mark collapsed within a
 * line, blank lines kept as paragraph breaks); unchanged for a language without rules or an unknown one.
 */
export function plainDocText(doc: string, language: string | undefined): string {
  const rules = language ? getLanguage(language)?.docMarkup : undefined;
  if (!rules?.length) return doc;
  let text = doc;
  for (const rule of rules) text = text.replace(rule.pattern, rule.replace);
  return text
    .split("\n")
    .map((row) => row.replace(/(\S)[ \t]{2,}/g, "$1 ").trimEnd())
    .join("\n")
    .replace(/^\n+/, "")
    .trimEnd();
}
