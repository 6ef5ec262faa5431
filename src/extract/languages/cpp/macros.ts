/**
 * Declaration macros of C and C++ that the grammar cannot read without a preprocessor, blanked before parsing (same
 * length, so offsets and lines hold). Found on spdlog and fmt (`SPDLOG_INLINE void f()`, `class FMT_API format_error`)
 * and cJSON (`CJSON_PUBLIC(cJSON *) cJSON_Parse(const char *value);`, `static void * CJSON_CDECL internal_malloc(…)`):
 * without this the declaration is an error node, or the macro reads as a class (`CJSON_CDECL.internal_malloc`) and a
 * header's prototypes as calls.
 */

/** An all-capitals word with an underscore (`FMT_API`, `SPDLOG_INLINE`, `CJSON_PUBLIC`): a macro by convention. */
const MACRO = String.raw`[A-Z][A-Z0-9]*_[A-Z0-9_]*`;

/**
 * Attribute and export macros: a {@link MACRO} at the start of a declaration (after `template <…>` and storage
 * keywords) or between `class`/`struct` and the name, followed by another word; a macro called with `(…)` is no match.
 */
const ATTRIBUTE_MACRO = new RegExp(
  String.raw`(?<=^[ \t]*(?:template[ \t]*<[^>\n]*>[ \t]*)?(?:(?:inline|static|constexpr|extern|virtual|friend|explicit)[ \t]+)*|\b(?:class|struct)[ \t]+)\b${MACRO}\b(?=[ \t]+(?:[A-Za-z_~]|::))`,
  "gmu",
);

/**
 * A calling-convention macro between a declaration's result type and its name (`void * CJSON_CDECL internal_malloc(`,
 * `BOOL MY_API DllMain(`): a {@link MACRO} after a word or `*` of the same line, before a name and `(`.
 */
const CONVENTION_MACRO = new RegExp(String.raw`(?<=^[ \t]*[A-Za-z_][\w \t*]*[\w*][ \t]*)\b${MACRO}\b(?=[ \t]+\**[ \t]*[A-Za-z_]\w*[ \t]*\()`, "gmu");

/**
 * An export macro wrapping a declaration's result type at its start (`CJSON_PUBLIC(cJSON *) cJSON_Parse(`): group 1 the
 * macro's name and `(`, group 2 the type, then `)` before a name and `(`.
 */
const WRAPPER_MACRO = new RegExp(String.raw`^([ \t]*(?:(?:static|extern|inline)[ \t]+)*)(${MACRO}[ \t]*\()([^()\n]*)\)(?=[ \t]+\**[ \t]*[A-Za-z_]\w*[ \t]*\()`, "gmu");

const blank = (text: string): string => " ".repeat(text.length);

/**
 * `source` with C and C++ declaration macros blanked: export wrappers keep the type they wrap
 * (`CJSON_PUBLIC(cJSON *) f(` → `             cJSON *  f(`), attribute and calling-convention macros go. Same length.
 */
export function blankDeclarationMacros(source: string): string {
  let out = source.replace(WRAPPER_MACRO, (_m, lead: string, open: string, type: string) => `${lead}${blank(open)}${type} `);
  // Twice: a second macro in a row (`FMT_CONSTEXPR FMT_INLINE auto f()`) is only at a line start once the first is blank.
  for (let i = 0; i < 2; i++) out = out.replace(ATTRIBUTE_MACRO, blank);
  return out.replace(CONVENTION_MACRO, blank);
}
