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
import { lintSource } from "@secretlint/core";
import { secretLintProfiler } from "@secretlint/profiler";
import { creator as recommendedPreset } from "@secretlint/secretlint-rule-preset-recommend";
import type { SecretLintCoreConfig } from "@secretlint/types";

// secretlint's profiler keeps every performance mark it sees for the life of the process (about 40 per
// scanned text), which grows without bound over a large repository; strata never reads the profile.
secretLintProfiler.mark = (): void => undefined;

const CONFIG: SecretLintCoreConfig = {
  rules: [
    {
      id: "@secretlint/secretlint-rule-preset-recommend",
      rule: recommendedPreset,
      rules: [{ id: "@secretlint/secretlint-rule-aws", options: { enableIDScanRule: true } }],
    },
  ],
};

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
 * the reported range; every occurrence of a value in the text is masked, not only the reported one.
 * Never throws: a detector failure masks nothing and returns no findings.
 */
export async function redactSecrets(text: string, filePath: string): Promise<RedactedText> {
  if (text.length === 0) return { text, findings: [] };
  let messages;
  try {
    const result = await lintSource({
      source: { filePath, content: text, ext: filePath.split(".").pop() ?? "", contentType: "text" },
      options: { config: CONFIG },
    });
    messages = result.messages;
  } catch {
    return { text, findings: [] };
  }
  if (messages.length === 0) return { text, findings: [] };
  const values = new Set<string>();
  const findings: SecretFinding[] = [];
  for (const message of messages) {
    if (message.type !== "message") continue;
    findings.push({ ruleId: message.ruleId, line: message.loc.start.line });
    const fromData = Object.values(message.data ?? {}).filter(
      (v): v is string => typeof v === "string" && v.length >= MIN_VALUE_CHARS && text.includes(v),
    );
    if (fromData.length) for (const v of fromData) values.add(v);
    else values.add(text.slice(message.range[0], message.range[1]));
  }
  let out = text;
  // Longest first, so a value that contains another is masked whole.
  for (const value of [...values].filter((v) => v.length > 0).sort((a, b) => b.length - a.length)) {
    out = out.split(value).join(maskOf(value));
  }
  return { text: out, findings };
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
