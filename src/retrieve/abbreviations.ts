/**
 * Abbreviations of code vocabulary and the words they stand for, as data: a query says "authentication", the code
 * says `auth`; a query says "ctx", the docs say "context". Vocabulary normalization of identifiers is a known gain
 * for code search (Lawrie, Binkley and Morrell, "Normalizing Source Code Vocabulary", WCRE 2010; Hill et al.,
 * "AMAP: automatically mining abbreviation expansions in programs", MSR 2008). Each row lists one concept's forms;
 * a query word equal to one form (lowercased) adds the others as terms (tokenize.ts). Only forms that are not
 * ordinary English words on their own (no "dir" ↔ "direction" ambiguity kept: "dir" means directory in code).
 */
const ROWS: readonly (readonly string[])[] = [
  ["auth", "authentication", "authenticate", "authorization", "authorize"],
  ["config", "cfg", "conf", "configuration", "configure"],
  ["ctx", "context"],
  ["req", "request"],
  ["res", "resp", "response"],
  ["err", "error"],
  ["msg", "message"],
  ["init", "initialize", "initialise", "initialization"],
  ["impl", "implementation", "implement"],
  ["dir", "directory"],
  ["env", "environment"],
  ["arg", "args", "argument", "arguments"],
  ["param", "params", "parameter", "parameters"],
  ["util", "utils", "utility", "utilities"],
  ["str", "string"],
  ["num", "number"],
  ["len", "length"],
  ["fn", "func", "function"],
  ["cb", "callback"],
  ["db", "database"],
  ["repo", "repository"],
  ["conn", "connection"],
  ["tx", "txn", "transaction"],
  ["idx", "index"],
  ["dst", "dest", "destination"],
  ["tmp", "temp", "temporary"],
  ["buf", "buffer"],
  ["pkg", "package"],
  ["lib", "library"],
  ["addr", "address"],
  ["attr", "attrs", "attribute", "attributes"],
  ["val", "value"],
  ["obj", "object"],
  ["prev", "previous"],
  ["opt", "opts", "option", "options"],
  ["async", "asynchronous"],
  ["elem", "element"],
  ["evt", "event"],
  ["exc", "exception"],
  ["hdr", "header"],
  ["ref", "reference"],
  ["cert", "certificate"],
  ["cred", "creds", "credential", "credentials"],
  ["proto", "protocol"],
  ["ws", "websocket"],
];

const FORMS = new Map<string, readonly string[]>();
for (const row of ROWS) for (const form of row) FORMS.set(form, row.filter((f) => f !== form));

/** The other forms of `word`'s concept (lowercased input), [] when it has none. Pure. */
export function abbreviationForms(word: string): readonly string[] {
  return FORMS.get(word.toLowerCase()) ?? [];
}
