/**
 * A file doc that opens with a copyright or license notice is no description of the file: uvicorn's `_types.py`
 * docstring is the BSD license of code taken from Django, and its folder was described as "_types.py: Copyright (c)
 * Django Software Foundation and individual contributors. All rights reserved."
 */

/** A paragraph that opens a license notice. */
const NOTICE_START = /^\s*(?:copyright\b|\(c\)\s|©|spdx-license-identifier\b|licen[cs]ed (?:to|under)\b|this (?:file|program|library) is (?:part of|free software|licensed)\b)/i;
/** Words found in the paragraphs of a license notice (its conditions, disclaimer and liability clauses). */
const NOTICE_WORDS = /\b(?:copyright|licen[cs]e[sd]?|warrant(?:y|ies)|redistribut\w*|permission|rights reserved|as is|liab(?:le|ility)|damages|spdx)\b/i;

/**
 * `doc` without a leading license notice: when its first paragraph opens one (`Copyright …`, `SPDX-License-Identifier`,
 * `Licensed under …`), the paragraphs (blank-line separated) that read as its clauses are dropped, and what follows is
 * kept; `undefined` when nothing follows. Any other doc is returned as it is.
 */
export function withoutLicenseNotice(doc: string): string | undefined {
  const paragraphs = doc.split(/\n\s*\n/);
  if (!NOTICE_START.test(paragraphs[0] ?? "")) return doc;
  let i = 0;
  while (i < paragraphs.length && (i === 0 || NOTICE_WORDS.test(paragraphs[i]!) || !paragraphs[i]!.trim())) i++;
  const rest = paragraphs.slice(i).join("\n\n").trim();
  return rest === "" ? undefined : rest;
}
