/** A declaration's doc from its parsed description: the one rule of contracts (`buildEntity.ts`) and the graph (`declarationDoc.ts`). */
import { withoutLicenseNotice } from "../licenseNotice.js";

/** Most words of a {@link isSectionHeading} heading. */
const HEADING_WORDS = 5;

/**
 * True for a comment that heads a group of declarations rather than describing the first of them: one short line
 * ending in a colon (cJSON's `/* cJSON Types: *\/` over `#define cJSON_Invalid (0)` and its siblings had become that
 * macro's doc).
 */
function isSectionHeading(doc: string): boolean {
  const text = doc.trim();
  return !text.includes("\n") && text.endsWith(":") && text.split(/\s+/u).length <= HEADING_WORDS;
}

/**
 * A declaration's doc from its parsed description (`ParsedDoc.doc`): undefined when empty or, for a doc written as
 * comments above the declaration (`fromComments`), a section heading ({@link isSectionHeading}); a license notice
 * left out. Contracts (`buildEntity.ts`) and the graph (`declarationDoc.ts`) both read docs so.
 */
export function describedDoc(description: string, fromComments: boolean): string | undefined {
  if (description === "" || (fromComments && isSectionHeading(description))) return undefined;
  return withoutLicenseNotice(description);
}
