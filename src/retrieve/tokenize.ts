/**
 * Code-aware tokenization for the lexical index. FTS5's `porter unicode61` tokenizer
 * (with `_` as a token character) stems and lowercases; before text reaches it, compound identifiers are
 * kept whole AND split into their words, so `parseJsonFile`, `parse_json_file` and `parse-json-file` all
 * match the query "parse json file" and the identifier itself.
 */

/** Words that carry no search meaning in a natural-language query (dropped from queries only). */
const STOPWORDS = new Set(
  "a an and are as at be by can do does for from how i in into is it its of on or that the this to was what when where which who why will with".split(" "),
);

/**
 * `get` as the passive's helper verb ("how does a transport get added", "when do files get rotated"): before a past
 * participle it says nothing of getting, and in code `get` names every getter. A new user's trial on winston: the
 * question with "get added" did not find `Logger.add` in the top 15, "how is a transport added" put it first.
 */
const PASSIVE_GET = new Set(["get", "gets", "got", "gotten", "getting"]);

/** A past participle after {@link PASSIVE_GET}: a lower-case word ending in -ed or -en, or a common irregular one. */
const PARTICIPLE = /^(?:[a-z]{2,}(?:ed|en)|made|sent|built|done|set|run|hit|put|read|kept|held|left|lost|found|thrown|shown|drawn|stored|sold|told|bound|caught|split)$/u;

/**
 * True for a word of `words` (as written) that carries no search meaning: a stopword, `get` as the passive's helper
 * before a participle, or the closing `work` of a question that opens with "how" ("how does deduplication of concurrent
 * requests work": every such question's search said no result held "work").
 */
function isFiller(words: readonly string[], i: number): boolean {
  const w = words[i]!;
  if (writtenAsKeyword(words, i)) return false;
  return STOPWORDS.has(w.toLowerCase()) || (PASSIVE_GET.has(w) && PARTICIPLE.test(words[i + 1] ?? "")) || (i === words.length - 1 && i > 1 && /^works?$/iu.test(w) && /^how$/iu.test(words[0]!)) || (i === 0 && words.length > 2 && CHANGE_VERBS.has(w));
}

/**
 * The imperative verb that opens a change request ("fix retry after a 429", "use the agent's own timeout", "ensure
 * headers are sent once"): it says what to do, not where, and as a name it matches every `fix`, `use` or `update`
 * function (a framework's `app.use` above the code the request is about). Dropped when it is the first of at least
 * three words, as written in lower or sentence case (`Use` yes, `USE` or `useAgent` no). Measured on the history
 * queries of the tuning repositories hono, gin, flask, jinja, click, attrs, cobra and koa (396 queries;
 * `bench/RESULTS.md`): file Acc@1 / Acc@5 62.0 / 91.9 → 64.0 / 91.9; with add, remove, handle, replace, rename,
 * implement, simplify, change and move also dropped 63.5 / 91.3 (those name the code as often as the change); "fix"
 * alone 63.1 / 91.9; the imperative forms alone (no "fixes", "fixed", "updates") 63.6 / 91.9.
 */
const CHANGE_VERBS = new Set(
  "fix fixes fixed update updates improve correct ensure avoid prevent allow support make use".split(" ").flatMap((v) => [v, v[0]!.toUpperCase() + v.slice(1)]),
);

/** True for a verb a change request opens with ({@link CHANGE_VERBS}: `Fix`, `update`), in either case of its first letter. */
export function isChangeVerb(word: string): boolean {
  return CHANGE_VERBS.has(word);
}

/**
 * True for a word written in capitals (two letters or more) after the first, in a query with lower-case words: a
 * keyword named on purpose, never filler. sqlparse's "how is the WHERE clause grouped" had lost `WHERE` as a stopword
 * and never found `group_where`. A query in capitals throughout is shouted, not keyed.
 */
function writtenAsKeyword(words: readonly string[], i: number): boolean {
  const w = words[i]!;
  return i > 0 && /^\p{Lu}{2,}$/u.test(w) && words.some((x) => /\p{Ll}/u.test(x));
}

/** Identifier-like runs: letters, digits, `_`, `$`, and inner `-` (kebab-case). */
export const WORD_RE = /[\p{L}\p{N}_$]+(?:-[\p{L}\p{N}_$]+)*/gu;

/** A word {@link splitIdentifier} gives back as it is: lower-case ASCII letters and digits only. */
const PLAIN_WORD_RE = /^[a-z0-9]+$/;

/**
 * Version of the text the lexical index holds for a doc (this file's splitting and expansion). It joins every doc's
 * `summaryHash` (indexDocuments.ts), so a stored index written by an older version is rewritten on the next update.
 * 1: camelCase, acronyms, snake_case and kebab-case split. 2: an acronym's plural stays one word (`getURLs` → get, urls;
 * `IDs` → ids), where version 1 gave `ur`, `ls` and `i`, `ds`. 3: a name with leading or trailing underscores also
 * gives its bare word (`_deserialize` → deserialize, `__init__` → init): the tokenizer keeps `_` inside tokens, so
 * before, a Python private method's name never matched its own word (`Nested._deserialize` for "nested deserialize").
 * 4: a word of three or more letters ending in one or two digits also gives its letters (`socks5` → socks5, socks;
 * `http2` → http2, http): a new user's trial on httpcore asked for "socks" and never got `_init_socks5_connection`.
 */
export const SEARCH_TEXT_VERSION = 4;

/** A word of at least three letters ending in one or two digits (`socks5`, `http2`, `oauth2`, `base64`; not `md5`, `sha256`): its letters are a word too. */
const NUMBERED_WORD_RE = /^(\p{L}{3,})\p{N}{1,2}$/u;

/** `word`, then its letters when it is a {@link NUMBERED_WORD_RE} word. */
function withLetters(word: string): string[] {
  const m = NUMBERED_WORD_RE.exec(word);
  return m ? [word, m[1]!] : [word];
}

/**
 * A lower-case letter that starts a new word after an upper-case run: `Re` in `HTTPRequest` — but not the `s` of an
 * acronym's plural (`URLs`, `IDsFor`), an `s` followed by no lower-case letter.
 */
const ACRONYM_END_RE = /(\p{Lu})(\p{Lu}(?!s(?!\p{Ll}))\p{Ll})/gu;

/**
 * The words of one compound identifier, lowercased: `parseJSONFile` → `["parse", "json", "file"]`,
 * `handleHTTPRequest` → `["handle", "http", "request"]`, `getURLs` → `["get", "urls"]`, `read_file` →
 * `["read", "file"]`, `x-request-id` → `["x", "request", "id"]`, `_deserialize` → `["deserialize"]`, `__init__` →
 * `["init"]`. A digit stays with the word before it, whose letters follow as a word of their own when it ends in one
 * or two digits (`parseJSON5Value` → parse, json5, json, value; `socks5` → socks5, socks). A simple word gives `[word]`,
 * lowercased.
 */
export function splitIdentifier(identifier: string): string[] {
  // Most words of source text are plain lower-case words or numbers: nothing to split, no regular expressions run.
  if (PLAIN_WORD_RE.test(identifier)) return withLetters(identifier);
  return identifier
    .split(/[_$-]+/)
    .flatMap((part) => part.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, "$1 $2").replace(ACRONYM_END_RE, "$1 $2").split(" "))
    .map((w) => w.toLowerCase())
    .filter((w) => w.length > 0)
    .flatMap(withLetters);
}

/**
 * Text as stored in the index: the original text, then the words of every compound identifier in it
 * (each compound once). Plain words need no expansion: the tokenizer sees them already.
 */
export function expandForIndex(text: string): string {
  const extra: string[] = [];
  const seen = new Set<string>();
  for (const match of text.matchAll(WORD_RE)) {
    const word = match[0];
    if (seen.has(word)) continue;
    seen.add(word);
    const split = splitOnce(word);
    if (split) extra.push(split);
  }
  return extra.length ? `${text}\n${extra.join(" ")}` : text;
}

/**
 * A word that the tokenizer reads other than its {@link splitIdentifier} words: a compound (`parseJson`) or a name
 * with leading or trailing underscores (`_load`), whose one word differs from it.
 */
function isCompound(word: string, parts: readonly string[]): boolean {
  return parts.length > 1 || (parts.length === 1 && parts[0] !== word.toLowerCase());
}

/**
 * The words of a compound identifier ({@link isCompound}) joined by spaces, or `""` for a simple word; kept per word for the process
 * (identifiers repeat across the documents of a repository: splitting was a tenth of a cold index's main thread),
 * the table emptied when it reaches {@link SPLIT_MEMO_LIMIT} words so memory stays bounded.
 */
function splitOnce(word: string): string {
  let split = SPLIT_MEMO.get(word);
  if (split === undefined) {
    const parts = splitIdentifier(word);
    split = isCompound(word, parts) ? parts.join(" ") : "";
    if (SPLIT_MEMO.size >= SPLIT_MEMO_LIMIT) SPLIT_MEMO.clear();
    SPLIT_MEMO.set(word, split);
  }
  return split;
}

/** Most words {@link splitOnce} keeps (~100,000 words of at most a few dozen characters: a few MiB). */
const SPLIT_MEMO_LIMIT = 100_000;
const SPLIT_MEMO = new Map<string, string>();

/**
 * A reStructuredText role written before a code span (`:meth:` in `:meth:`route``, `:py:class:`): markup, not a word
 * of the question. Left in, a query copied from a Sphinx docstring asks for `meth`, `func` or `attr`, which only other
 * Sphinx docstrings hold: on flask's doc-comment queries (19 of 118 carry a role) dropping it raised Pass@1 by 1.7
 * points in each mode.
 */
const ROLE_MARKUP = /(?<![\w:]):[a-z]+(?::[a-z]+)?:`/g;

/**
 * An -ed or -ing word whose rest ends in a doubled consonant other than l, s or z (`added`, `adding`, `stuffed`):
 * the Porter stemmer of the index's `porter` tokenizer drops one of the two letters from it (`added` → `ad`) but not
 * from the base word (`add`, `adds` → `add`), so the question "how are jobs added" never matched `AddJob` ("AddJob
 * adds a Job") nor any "add" of the code.
 */
const DOUBLED_BEFORE_SUFFIX = /^([a-z]*([b-df-hj-kmnp-rtv-y])\2)(?:ed|ing)$/u;

/**
 * Irregular past forms of verbs code is written with, and their base word, which the Porter stemmer never joins
 * (`rewound` stays `rewound`, so "how is the request body rewound" missed urllib3's `rewind_body`). Forms that are also
 * common nouns or adjectives in code are left out (`bound`, `found`, `left`, `read`, `set`, `built`, `frozen`,
 * `hidden`, `known`, `given`, `lost`, `led`), as asking for their verb would be noise.
 */
const IRREGULAR_PAST: ReadonlyMap<string, string> = new Map([
  ["began", "begin"], ["begun", "begin"], ["broke", "break"], ["broken", "break"], ["caught", "catch"],
  ["chose", "choose"], ["chosen", "choose"], ["drew", "draw"], ["drawn", "draw"], ["got", "get"], ["gotten", "get"],
  ["held", "hold"], ["hung", "hang"], ["kept", "keep"], ["made", "make"], ["overrode", "override"],
  ["overridden", "override"], ["ran", "run"], ["rebuilt", "rebuild"], ["rewound", "rewind"], ["rewritten", "rewrite"],
  ["sent", "send"], ["shown", "show"], ["slept", "sleep"], ["spun", "spin"], ["taken", "take"], ["took", "take"],
  ["threw", "throw"], ["thrown", "throw"], ["undid", "undo"], ["undone", "undo"], ["wrote", "write"], ["written", "write"],
]);

/**
 * The base word of a lower-case query word that the Porter stemmer stems apart from it: a doubled consonant before
 * -ed/-ing ({@link DOUBLED_BEFORE_SUFFIX}: `added` → `add`, `stuffed` → `stuff`) or an irregular past form
 * ({@link IRREGULAR_PAST}: `rewound` → `rewind`, `thrown` → `throw`); undefined for any other word (`stopped` gives
 * `stopp`, which no text holds).
 */
export function porterBaseForm(word: string): string | undefined {
  return DOUBLED_BEFORE_SUFFIX.exec(word)?.[1] ?? IRREGULAR_PAST.get(word);
}

/** Quotes a term for an FTS5 query (a string, so operators and punctuation inside are literal). */
function quote(term: string): string {
  return `"${term.replaceAll('"', '""')}"`;
}

/**
 * Most distinct terms one query expands to; the rest are dropped, so the cost of a query (building the
 * expression, and FTS5's work per OR-ed term) stays linear in its length and bounded.
 */
export const MAX_QUERY_TERMS = 64;

/**
 * The words of a query that carry search meaning: its words ({@link WORD_RE}) without the stopwords and a passive's
 * helper `get` ({@link PASSIVE_GET}), in order.
 * Empty for a query of stopwords only (`"the of and"`), which {@link toMatchQuery} then matches word for word.
 */
export function contentWords(query: string): string[] {
  const words = [...query.replace(ROLE_MARKUP, "`").matchAll(WORD_RE)].map((m) => m[0]);
  return words.filter((_, i) => !isFiller(words, i));
}

/**
 * The FTS5 MATCH expression for a free-text query: every identifier whole and split into its words,
 * every quoted phrase as a phrase, all OR-ed so BM25 ranks by how many and how rare the terms matched.
 * reStructuredText roles ({@link ROLE_MARKUP}) are dropped, and stopwords and a passive's helper `get` unless nothing else is left. At most
 * {@link MAX_QUERY_TERMS} terms, first come first kept; a word the stemmer stems apart from its base word (`added`)
 * also asks for that word ({@link porterBaseForm}: `add`). `""` when the query has no words at all.
 */
export function toMatchQuery(query: string): string {
  const terms = new Set<string>();
  const add = (t: string): void => {
    if (t && terms.size < MAX_QUERY_TERMS) terms.add(t);
  };
  const text = query.replace(ROLE_MARKUP, "`");
  const phrases = [...text.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
  for (const phrase of phrases) {
    const words = [...phrase.matchAll(WORD_RE)].flatMap((m) => splitIdentifier(m[0]));
    if (words.length > 1) add(quote(words.join(" ")));
  }
  const words = [...text.matchAll(WORD_RE)].map((m) => m[0]);
  const content = words.filter((_, i) => !isFiller(words, i));
  for (const word of content.length ? content : words) {
    const parts = splitIdentifier(word);
    if (isCompound(word, parts)) add(quote(word.toLowerCase()));
    for (const part of parts) {
      add(quote(part));
      const base = porterBaseForm(part);
      if (base) add(quote(base));
    }
  }
  return [...terms].join(" OR ");
}
