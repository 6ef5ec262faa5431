/**
 * Per-file diagnostics: syntax errors (the contract stays partial, it is never dropped) and the
 * failures the extractor turns into outcomes instead of exceptions (the compiler's
 * recursive parser throws `RangeError` past roughly 850 nesting levels in a default Node 20 stack).
 */
import { ts } from "ts-morph";
import type { Diagnostic } from "../contract.js";
import { lineAt } from "./extractContext.js";

/** At most this many syntax errors are listed per file; one more line says how many were left out. */
export const MAX_SYNTAX_DIAGNOSTICS = 10;

/** Syntax errors of a file (parse errors, plus TypeScript-only syntax in a JavaScript file). */
export function syntaxDiagnostics(program: ts.Program, sf: ts.SourceFile): Diagnostic[] {
  const found = program.getSyntacticDiagnostics(sf);
  const out: Diagnostic[] = found.slice(0, MAX_SYNTAX_DIAGNOSTICS).map((d) => ({
    severity: "error",
    code: "syntax-error",
    message: ts.flattenDiagnosticMessageText(d.messageText, "\n"),
    ...(d.start !== undefined ? { line: lineAt(sf, d.start) } : {}),
  }));
  if (found.length > MAX_SYNTAX_DIAGNOSTICS) {
    out.push({ severity: "error", code: "syntax-error", message: `${found.length - MAX_SYNTAX_DIAGNOSTICS} more syntax errors not listed` });
  }
  return out;
}

/** True for the stack overflow a deeply nested file causes in the compiler's recursive descent. */
export function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && /call stack/i.test(error.message);
}

/** The diagnostic for a file skipped for its nesting; `why` says what was found. */
export function nestingDiagnostic(why: string): Diagnostic {
  return { severity: "error", code: "nesting-too-deep", message: `skipped: nesting too deep (${why})` };
}

/** The diagnostic for an unexpected extractor failure on one file; the run goes on. */
export function failureDiagnostic(error: unknown): Diagnostic {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { severity: "error", code: "extractor-failed", message: message.split("\n")[0] ?? message };
}
