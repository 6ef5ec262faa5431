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
 * C's {@link ATTRIBUTE_MACRO}: C has no constructors, so a {@link MACRO} directly before a name and `(` is the result
 * type (`static FOO_T make_foo(void)`, a break-it trial's: blanked, the function was lost); an attribute macro is
 * followed by the type, then the name.
 */
const C_ATTRIBUTE_MACRO = new RegExp(
  String.raw`(?<=^[ \t]*(?:(?:inline|static|extern)[ \t]+)*|\bstruct[ \t]+)\b${MACRO}\b(?=[ \t]+[A-Za-z_]\w*(?:[ \t]*\*+[ \t]*|[ \t]+)[A-Za-z_*])`,
  "gmu",
);

/**
 * Words after which a {@link MACRO} is a type's name, not a calling convention (`const FOO_T *f(`, `struct LIST_HEAD
 * *f(`, `unsigned MY_UINT f(`, `static FOO_T f(`): the result type is not complete before it.
 */
const TYPE_OPENERS = "const|volatile|struct|union|enum|class|typename|unsigned|signed|short|long|static|extern|inline|register|typedef|virtual|friend|constexpr|explicit";

/**
 * A calling-convention macro between a declaration's complete result type and its name (`void * CJSON_CDECL
 * internal_malloc(`, `BOOL MY_API DllMain(`): a {@link MACRO} after a `*` or a type's word of the same line (no
 * {@link TYPE_OPENERS} word), directly before the name and `(`. A break-it trial: `const FOO_T * get_foo(void)` and
 * `enum ERR_CODE check(void)` had lost their type names, and with them their functions.
 */
const CONVENTION_MACRO = new RegExp(
  String.raw`(?<=^[ \t]*(?:[A-Za-z_][\w \t*]*[ \t*])?(?:\*|\b(?!(?:${TYPE_OPENERS})\b)[A-Za-z_]\w*)[ \t]*)\b${MACRO}\b(?=[ \t]+[A-Za-z_]\w*[ \t]*\()`,
  "gmu",
);

/**
 * An export macro wrapping a declaration's result type at its start (`CJSON_PUBLIC(cJSON *) cJSON_Parse(`): group 1 the
 * macro's name and `(`, group 2 the type, then `)` before a name and `(`.
 */
const WRAPPER_MACRO = new RegExp(String.raw`^([ \t]*(?:(?:static|extern|inline)[ \t]+)*)(${MACRO}[ \t]*\()([^()\n]*)\)(?=[ \t]+\**[ \t]*[A-Za-z_]\w*[ \t]*\()`, "gmu");

/**
 * An attribute or export macro alone on the line above a declaration (`MY_API` over `int split_api(int a) {`), where
 * the next line holds a result type and a name before `(`: a break-it trial's `split_api` had read `MY_API` as its
 * result type. A capitals name over a line that is only the function's name (`FOO_T` over `make_foo(void)`, GNU style)
 * is the result type and stays.
 */
const LINE_MACRO = new RegExp(String.raw`^[ \t]*\b${MACRO}\b(?=[ \t]*\n[ \t]*[A-Za-z_][\w \t*]*[ \t*][A-Za-z_]\w*[ \t]*\()`, "gmu");

/**
 * An annotation macro called after a declared name, before the declaration ends (Clang's thread-safety annotations:
 * `MemTable* const mem GUARDED_BY(mu);`, `int n_ PT_GUARDED_BY(mu_) = 0;`): leveldb's `db_impl.h` fields had read as
 * methods named `GUARDED_BY`. Never after a keyword that opens a statement (`return FOO_BAR(x);`).
 */
const TRAILING_MACRO = new RegExp(
  String.raw`(?<=\b(?!(?:return|case|goto|throw|else|do|co_return|co_yield|sizeof|new|delete)\b)[A-Za-z_]\w*[ \t]+)\b${MACRO}[ \t]*\([^()\n]*\)(?=[ \t]*(?:;|=|\{|,))`,
  "gmu",
);

/**
 * A {@link MACRO} alone on a line at its start, called or not (`FMT_BEGIN_NAMESPACE`, `FMT_PRAGMA_GCC(push_options)`,
 * `FMT_END_NAMESPACE`): a macro that makes whole statements or opens and closes a scope, which no declaration can be
 * read through; fmt's `base.h` parsed as 78 error nodes, and functions after `FMT_BEGIN_NAMESPACE` were lost or read
 * as methods. At the line's start only, and never where the line continues what the line before opens (an enumerator
 * after `,` or `{`), where a block opens or closes on the next line (a test macro in Allman style, `TEST_F(A, B)` over
 * `{`; an enumerator over `};`), or over a line that opens with a function's name (GNU style: `FOO_T` over
 * `make_gnu(void)` or `*make_thing(void)`).
 */
const STATEMENT_MACRO = new RegExp(
  String.raw`(?<![,(={|&][ \t]*(?:\/\/[^\n]*)?\n)^${MACRO}(?:[ \t]*\((?:[^()\n]|\([^()\n]*\))*\))?(?=[ \t]*(?:\/\/[^\n]*)?$)(?![ \t]*(?:\/\/[^\n]*)?\n[ \t]*(?:[{},;]|[*&]*[ \t]*[A-Za-z_]\w*[ \t]*\())`,
  "gmu",
);

const blank = (text: string): string => " ".repeat(text.length);

/** `source` with declaration macros blanked by `attribute` (C's or C++'s rule); see {@link blankDeclarationMacros}. */
function blankWith(source: string, attribute: RegExp): string {
  let out = source.replace(WRAPPER_MACRO, (_m, lead: string, open: string, type: string) => `${lead}${blank(open)}${type} `);
  // The calling convention first: `FOO_T MY_CDECL f(` keeps `FOO_T`, which then reads as the result type.
  out = out.replace(CONVENTION_MACRO, blank).replace(LINE_MACRO, blank).replace(TRAILING_MACRO, blank).replace(STATEMENT_MACRO, blank);
  // Twice: a second macro in a row (`FMT_CONSTEXPR FMT_INLINE auto f()`) is only at a line start once the first is blank.
  for (let i = 0; i < 2; i++) out = out.replace(attribute, blank);
  return out;
}

/**
 * `source` (C++) with declaration macros blanked: export wrappers keep the type they wrap (`CJSON_PUBLIC(cJSON *) f(` →
 * `             cJSON *  f(`), attribute and calling-convention macros go. Same length.
 */
export function blankDeclarationMacros(source: string): string {
  return blankWith(source, ATTRIBUTE_MACRO);
}

/** {@link blankDeclarationMacros} for C, where a capitals name directly before a function's name is its type ({@link C_ATTRIBUTE_MACRO}). */
export function blankCDeclarationMacros(source: string): string {
  return blankWith(source, C_ATTRIBUTE_MACRO);
}
