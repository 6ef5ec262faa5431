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
 * A line that says where code was taken from, above the copyright line of its origin (spf13/cast's `indirect`:
 * "From html/template/content.go" over "Copyright 2011 The Go Authors. All rights reserved."; unjs/defu's
 * `isPlainObject`: "Forked from sindresorhus/is-plain-obj (MIT)" over "Copyright (c) Sindre Sorhus <…>").
 */
const PROVENANCE = /^\s*(?:(?:taken|copied|adapted|borrowed|ported|derived|vendored|forked)\s+)?from\s+\S|^\s*based on\s+\S/i;

/** A copyright line proper: dated, or naming its sign or reservation ("Copyright is the caller's" is prose). */
const DATED = /\b(?:1[89]|20)\d\d\b|©|\(c\)|rights reserved/i;

/**
 * `doc` without a leading license notice: when its first paragraph opens one (`Copyright …`, `SPDX-License-Identifier`,
 * `Licensed under …`), the paragraphs (blank-line separated) that read as its clauses are dropped, and what follows is
 * kept; `undefined` when nothing follows. A notice of taken code written in the doc's first lines, with no blank line
 * after it (lines saying where the code is from, then a copyright line: spf13/cast's `indirect` read "From
 * html/template/content.go Copyright 2011 The Go Authors."), is dropped up to its copyright line. Any other doc is
 * returned as it is.
 */
export function withoutLicenseNotice(doc: string): string | undefined {
  const lines = doc.split("\n");
  const copyright = lines.findIndex((l) => NOTICE_START.test(l) && DATED.test(l));
  if (copyright > 0 && lines.slice(0, copyright).every((l) => PROVENANCE.test(l)) && lines.slice(0, copyright + 1).every((l) => l.trim() !== "")) {
    const rest = lines.slice(copyright + 1).join("\n").trim();
    return rest === "" ? undefined : withoutLicenseNotice(rest);
  }
  const paragraphs = doc.split(/\n\s*\n/);
  if (!NOTICE_START.test(paragraphs[0] ?? "")) return doc;
  let i = 0;
  while (i < paragraphs.length && (i === 0 || NOTICE_WORDS.test(paragraphs[i]!) || !paragraphs[i]!.trim())) i++;
  const rest = paragraphs.slice(i).join("\n\n").trim();
  return rest === "" ? undefined : rest;
}
