/**
 * How much of a query a search result holds: which of the query's words its indexed text contains. A fused (RRF)
 * score says how high the rankings put a result, not how well it matches — on winston every one of the first ten
 * results of "how does a transport get added" scored 0.019–0.020, the answer and the weakest alike. The words a
 * result lacks say it plainly: a result holding 2 of 5 words is a weak match however it ranks, and a word no result
 * holds is one the repository does not use (rephrase it).
 *
 * Words are compared as the lexical index compares them: the query's content words ({@link contentWords}),
 * identifiers split into their words ({@link splitIdentifier}), lowercased and reduced by the Porter stemmer, which
 * is the stemmer of the index's FTS5 `porter` tokenizer (`added` and `adding` are one word; so are `connection` and
 * `connected`).
 */
import { stemmer } from "stemmer";
import { contentWords, porterBaseForm, splitIdentifier, WORD_RE } from "./tokenize.js";

/** Which query words a result's text holds. `of` counts the query's distinct words; `missing` names those it lacks (absent when none). */
export interface WordMatch {
  held: number;
  of: number;
  missing?: string[];
}

/** One query word: as written (lowercased) and its stem. */
export interface QueryWord {
  word: string;
  stem: string;
}

/**
 * Words of a question's phrasing that no code is expected to hold, beyond the search's own stopwords: pronouns,
 * auxiliaries, conjunctions and the pieces of contractions (not prepositions such as `before`, `after`, `off` or
 * `once`, which name hooks and listeners in code). A new user's trial on tqdm: "how are log messages routed so they don't
 * break the progress bar" listed `so`, `they` and `don` among the words no result holds.
 */
const PHRASING = new Set(
  [
    ..."again also am because been being both but could did doing don had has have having he her hers here him his if me my no nor not our ours she should so such than their theirs them then there these they those too versus very vs we were whom would you your yours".split(" "),
    // A bug report's and a question's adverbs and verbs of telling (a trial: "stale responses are still returned …",
    // "how does the 2Q cache decide whether a key goes to …" said no result held "still", "decide" and "goes"; "whether" is a conjunction).
    ..."actually already decide decided decides even goes going gone happen happened happening happens instead just really somehow sometimes still whether yet".split(" "),
  ],
);

/**
 * The words of a query that a match counts, in order, one per stem: its content words without {@link PHRASING} (all
 * its words when no other is left), identifiers split into their words, single letters left out. `"How is parseFlags
 * added?"` → parse, flags, added.
 */
export function queryWords(query: string): QueryWord[] {
  const all = [...query.matchAll(WORD_RE)].map((m) => m[0]);
  const content = contentWords(query).filter((w) => !PHRASING.has(w.toLowerCase()));
  const words = content.length ? content : all;
  const out = new Map<string, QueryWord>();
  for (const word of words) {
    for (const part of splitIdentifier(word)) {
      if (content.length && part.length === 1 && !/\p{N}/u.test(part)) continue; // the `t` of "don't", "a"…
      const stem = stemOf(part);
      if (!out.has(stem)) out.set(stem, { word: part, stem });
    }
  }
  return [...out.values()];
}

/** The end of an upper-case name's head that negates the word after it (`DIS|CONNECT`, `UN|LOCK`, `NON|BLOCKING`). */
const NEGATING_PREFIX = /(?:dis|un|non|in|im|ir|il|de|anti|mis)$/u;

/** Fewest characters of the shorter stem when {@link wordMatch} takes one stem starting with the other as the same word. */
export const MIN_PREFIX_STEM = 5;

/**
 * Which of `words` the `texts` hold: a word is held when the stem of one of the texts' words, or of one of their
 * identifiers' words, is its stem, or when one of the two stems starts with the other and the shorter has at least
 * {@link MIN_PREFIX_STEM} characters: the Porter stemmer leaves some forms of one word apart (`gracefully` →
 * `gracefulli`, `graceful` → `grace`), and echo's "how does the server shut down gracefully" said no result held
 * "gracefully" with `gracefulShutdown` first. An upper-case name with no case boundary holds a word of at least that
 * many characters it ends with (httparty's `Errno::ECONNREFUSED` holds "refused"), never after a negating prefix.
 * Only the stems asked for are looked up, so a long text (a whole file, up to the search doc's 24,000 characters)
 * costs one pass over its words.
 */
export function wordMatch(words: readonly QueryWord[], texts: readonly string[]): WordMatch {
  const wanted = new Set(words.map((w) => w.stem));
  const byStem = queryStems(words);
  const found = new Set<string>();
  const prefixed = (stem: string): string | undefined => {
    // The shorter stem must be long enough: a short text word starts or is started by nothing (most words of a text).
    if (stem.length < MIN_PREFIX_STEM) return undefined;
    for (const w of wanted) {
      if (found.has(w) || w === stem) continue;
      const [short, long] = w.length < stem.length ? [w, stem] : [stem, w];
      if (short.length >= MIN_PREFIX_STEM && long.startsWith(short)) return w;
    }
    return undefined;
  };
  // An upper-case name has no case boundary to split at (`ECONNREFUSED`): it holds a long enough word it ends with.
  const suffixed = (stem: string): string | undefined => {
    // (Never after a negating prefix: `DISCONNECT` is no "connect", `UNLOCK` no "lock".)
    for (const w of wanted) if (!found.has(w) && w.length >= MIN_PREFIX_STEM && stem.length > w.length && stem.endsWith(w) && !NEGATING_PREFIX.test(stem.slice(0, -w.length))) return w;
    return undefined;
  };
  for (const text of texts) {
    for (const m of text.matchAll(WORD_RE)) {
      const upper = m[0].length > MIN_PREFIX_STEM && !/[\p{Ll}]/u.test(m[0]);
      for (const part of splitIdentifier(m[0])) {
        const stem = stemOf(part);
        const asked = byStem.get(stem);
        if (asked !== undefined) found.add(asked);
        else {
          const w = prefixed(stem) ?? (upper ? suffixed(stem) : undefined);
          if (w !== undefined) found.add(w);
        }
      }
      if (found.size === wanted.size) break;
    }
    if (found.size === wanted.size) break;
  }
  const missing = words.filter((w) => !found.has(w.stem)).map((w) => w.word);
  return { held: words.length - missing.length, of: words.length, ...(missing.length ? { missing } : {}) };
}

/**
 * The stems a text word may have to hold a query word, each → that query word's stem: every query word's own stem,
 * and the stem of its base word where the Porter stemmer stems the two apart (`added` → `ad`, its base `add` → `add`:
 * {@link porterBaseForm}; a text holding `add` or `adds` holds `added`), unless another query word has that stem.
 */
export function queryStems(words: readonly QueryWord[]): Map<string, string> {
  const out = new Map(words.map((w) => [w.stem, w.stem] as const));
  for (const w of words) {
    const base = porterBaseForm(w.word);
    const stem = base === undefined ? undefined : stemOf(base);
    if (stem !== undefined && !out.has(stem)) out.set(stem, w.stem);
  }
  return out;
}

/** Most words {@link stemOf} keeps (the table is emptied when full, so memory stays bounded). */
const STEM_MEMO_LIMIT = 50_000;
const STEM_MEMO = new Map<string, string>();

/** The Porter stem of a lower-case word, kept per word for the process: a file's text repeats its words. */
export function stemOf(word: string): string {
  let stem = STEM_MEMO.get(word);
  if (stem === undefined) {
    stem = stemmer(word);
    if (STEM_MEMO.size >= STEM_MEMO_LIMIT) STEM_MEMO.clear();
    STEM_MEMO.set(word, stem);
  }
  return stem;
}

/** The query words none of the results hold, in query order (each result's {@link WordMatch.missing}); none without results. */
export function heldByNone(matches: readonly WordMatch[]): string[] {
  return matches.length ? (matches[0]!.missing ?? []).filter((w) => matches.every((m) => m.missing?.includes(w))) : [];
}
