/**
 * Secret redaction: the one place where source text is scanned for credentials before anything derived
 * from it (contracts, summaries, prompts, embeddings, search rows, cache entries, served files) exists.
 *
 * Detection is secretlint with its recommended rule preset, called as Repomix calls it (`lintSource`
 * with `@secretlint/secretlint-rule-preset-recommend`), plus the AWS access-key-id scan that the preset
 * leaves off by default. A found value is replaced by `*` characters of the same length, line breaks
 * kept: the name it is assigned to stays readable, and every offset, line and byte span computed from
 * the text (regions, graph spans, node code) stays valid for ASCII secrets.
 */
import type { SecretLintCoreConfig } from "@secretlint/types";
import { EXTRA_TOKEN_PATTERNS } from "./extraTokenPatterns.js";

type Detector = { lintSource: typeof import("@secretlint/core").lintSource; config: SecretLintCoreConfig };
let detector: Promise<Detector> | undefined;

/**
 * secretlint and its rules, imported on the first scan (a few hundred ms), so commands that read no file text
 * (search, status) never load them.
 */
function loadDetector(): Promise<Detector> {
  return (detector ??= (async () => {
    const [{ lintSource }, { secretLintProfiler }, { creator: recommendedPreset }] = await Promise.all([
      import("@secretlint/core"),
      import("@secretlint/profiler"),
      import("@secretlint/secretlint-rule-preset-recommend"),
    ]);
    // secretlint's profiler keeps every performance mark it sees for the life of the process (about 40 per
    // scanned text), which grows without bound over a large repository; strata never reads the profile.
    secretLintProfiler.mark = (): void => undefined;
    const config: SecretLintCoreConfig = {
      rules: [
        {
          id: "@secretlint/secretlint-rule-preset-recommend",
          rule: recommendedPreset,
          rules: [{ id: "@secretlint/secretlint-rule-aws", options: { enableIDScanRule: true } }],
        },
      ],
    };
    return { lintSource, config };
  })());
}

/** One detected secret: which rule found it and where it was (UTF-16 offsets in the original text). */
export interface SecretFinding {
  /** secretlint rule id, e.g. `@secretlint/secretlint-rule-github`. */
  ruleId: string;
  /** 1-based line of the first character. */
  line: number;
}

/** Text with every detected secret value masked, and what was found (no values). */
export interface RedactedText {
  text: string;
  findings: SecretFinding[];
}

/** Shortest value masked by itself: rule data fields shorter than this (type names, flags) are not values. */
const MIN_VALUE_CHARS = 8;

/** Replaces every character of `value` except line breaks by `*`. */
const maskOf = (value: string): string => value.replace(/[^\r\n]/g, "*");

/**
 * Scans `text` (the content of `filePath`, repository-relative; the extension picks nothing, all rules
 * run) and masks every detected secret value. The values masked are those a rule reports in its message
 * data when they occur in the text (some rules report a range that also covers the variable name), else
 * the reported range, each cut to its value (see `valueOnly`), and the matches of `EXTRA_TOKEN_PATTERNS`;
 * every occurrence of a value in the text is masked, not only the reported one. Findings are in line order.
 * Never throws: a secretlint failure leaves only the extra patterns' findings.
 */
export async function redactSecrets(text: string, filePath: string): Promise<RedactedText> {
  if (text.length === 0) return { text, findings: [] };
  // Outside the try: a detector that cannot load is a broken installation, never a silent "no secrets".
  const { lintSource, config } = await loadDetector();
  let messages: Awaited<ReturnType<typeof lintSource>>["messages"];
  try {
    const result = await lintSource({
      source: { filePath, content: text, ext: filePath.split(".").pop() ?? "", contentType: "text" },
      options: { config },
    });
    messages = result.messages;
  } catch {
    messages = [];
  }
  const values = new Set<string>();
  const findings: SecretFinding[] = [];
  for (const message of messages) {
    if (message.type !== "message") continue;
    findings.push({ ruleId: message.ruleId, line: message.loc.start.line });
    const fromData = Object.values(message.data ?? {}).filter(
      (v): v is string => typeof v === "string" && v.length >= MIN_VALUE_CHARS && text.includes(v),
    );
    for (const v of fromData.length ? fromData : [text.slice(message.range[0], message.range[1])]) values.add(valueOnly(v));
  }
  for (const { ruleId, pattern, accept, files } of EXTRA_TOKEN_PATTERNS) {
    if (files && !files.test(filePath)) continue;
    for (const match of text.matchAll(pattern)) {
      const value = match[1] ?? match[0];
      // A credential-shaped assignment another rule already found (`GITHUB_TOKEN = "ghp_…"`) is one finding, not two.
      if (accept && (!accept(value, text) || [...values].some((v) => v.includes(value) || value.includes(v)))) continue;
      findings.push({ ruleId, line: lineAt(text, match.index) });
      values.add(value);
    }
  }
  if (findings.length === 0) return { text, findings: [] };
  findings.sort((a, b) => a.line - b.line);
  let out = text;
  // Longest first, so a value that contains another is masked whole.
  for (const value of [...values].filter((v) => v.length > 0).sort((a, b) => b.length - a.length)) {
    out = out.split(value).join(maskOf(value));
  }
  return { text: out, findings };
}

/** `name: '`, `NAME = "`, `"Name": "` before a value: a rule's reported value that starts with its name. */
const ASSIGNMENT_PREFIX = /^["'`]?[A-Za-z_$][\w$.-]*["'`]?\s*[:=](?!\/\/)\s*["'`]?/;
/** A URL (`postgres://user:pw@host/db`) ends at a quote, a backtick, an angle bracket, white space or a backslash (an escaped quote: `\"`). */
const URL_VALUE = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^"'`<>\s\\]+/;

/**
 * The part of a reported value that is the secret, so masking keeps the code around it intact: secretlint's
 * AWS account-id rule reports `accountId: '123456789012` (name and opening quote included) and its
 * database-connection-string rule runs past the URL's closing quote (`…/app")`); masking those turned
 * `{ accountId: '…', }` and `connect("…")` into syntax errors (a partial contract, a broken graph).
 * Returns `value` itself when nothing of it would be left.
 */
function valueOnly(value: string): string {
  const prefix = ASSIGNMENT_PREFIX.exec(value)?.[0].length ?? 0;
  const rest = value.slice(prefix);
  const url = URL_VALUE.exec(rest)?.[0] ?? rest;
  return url.length > 0 ? url : value;
}

/** 1-based line of the UTF-16 offset `index` in `text`. */
function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < index; i = text.indexOf("\n", i + 1)) line++;
  return line;
}

/** Joins the strings of a record for one scan; a NUL never occurs in source text or in a mask. */
const SEPARATOR = "\n\u0000\n";

/**
 * {@link redactSecrets} over every string of a JSON-able value (a contract, a summary), in one scan of
 * its strings joined together; returns a copy with the masked strings, or `value` itself when nothing
 * was found. Catches secrets that reached a record by another route than the file's own text (a literal
 * type read from an imported file). Object keys are names and are kept.
 */
export async function redactRecord<T>(value: T, label: string): Promise<T> {
  const strings: string[] = [];
  collectStrings(value, strings);
  if (strings.length === 0) return value;
  const redacted = await redactSecrets(strings.join(SEPARATOR), label);
  if (redacted.findings.length === 0) return value;
  let masked = redacted.text.split(SEPARATOR);
  if (masked.length !== strings.length) {
    // A reported range crossed two strings: scan them one by one instead.
    masked = await Promise.all(strings.map(async (s) => (await redactSecrets(s, label)).text));
  }
  let next = 0;
  return replaceStrings(value, () => masked[next++]!) as T;
}

function collectStrings(value: unknown, out: string[]): void {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) collectStrings(v, out);
  else if (value !== null && typeof value === "object") for (const v of Object.values(value)) collectStrings(v, out);
}

function replaceStrings(value: unknown, nextString: () => string): unknown {
  if (typeof value === "string") return nextString();
  if (Array.isArray(value)) return value.map((v) => replaceStrings(v, nextString));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceStrings(v, nextString)]));
  }
  return value;
}
