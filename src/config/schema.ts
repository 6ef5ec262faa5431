/**
 * strata configuration: one zod schema; defaults come from parsing an empty object (STYLE §5).
 * Precedence: defaults < `strata.config.json` in the repository < environment (`STRATA_*`) < CLI flags.
 */
import { z } from "zod";
import { TOKEN_ENCODINGS } from "../shared/tokens.js";

export const ConfigSchema = z
  .object({
    /** Files larger than this many bytes are skipped with reason `too-large`. Default 1 MiB. */
    maxFileBytes: z.number().int().positive().default(1_048_576),
    /** Files whose longest line exceeds this many characters (and whose lines average over 500) are skipped as minified. */
    maxLineChars: z.number().int().positive().default(5000),
    /** Summarization trigger in tokens: files at or under it are sent in full (seed 000 §4.2). */
    tokenThreshold: z.number().int().nonnegative().default(1500),
    /** BPE encoding used for every token count. */
    tokenEncoding: z.enum(TOKEN_ENCODINGS).default("o200k_base"),
    /** Worker threads for extraction; default: the cores available, at most 4. 1 keeps extraction in-process. */
    threads: z.number().int().min(1).max(64).optional(),
    /** SQLite store file; relative paths are taken from the repository root. Default `.strata/strata.db`. */
    store: z.string().optional(),
  })
  .strict();

export type StrataConfig = z.infer<typeof ConfigSchema>;
/** Config as written in a file, the environment or flags: every field optional. */
export type PartialConfig = z.input<typeof ConfigSchema>;
