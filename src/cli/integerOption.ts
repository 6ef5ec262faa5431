/** The one parser of integer flags (`-k`, `--budget`, `--port`, `--threads`, …) for every command. */
import { UsageError } from "./exit.js";

/** Allowed range of an integer flag; both ends inclusive, unbounded when absent. */
export interface IntegerRange {
  min?: number;
  max?: number;
}

/** How the range reads in an error: "a non-negative integer", "a positive integer", "an integer from 0 to 65535". */
function rangeText({ min, max }: IntegerRange): string {
  if (min !== undefined && max !== undefined) return `an integer from ${min} to ${max}`;
  if (min === 0) return "a non-negative integer";
  if (min === 1) return "a positive integer";
  if (min !== undefined) return `an integer of at least ${min}`;
  return "an integer";
}

/**
 * Parses an integer flag given as `raw`; `fallback` when the flag was not given (undefined without a fallback).
 * @throws UsageError naming the flag, the range and the value given, for anything else (`1.5`, `x`, out of range).
 */
export function integerOption(flag: string, raw: string | undefined, range: IntegerRange): number | undefined;
export function integerOption(flag: string, raw: string | undefined, range: IntegerRange, fallback: number): number;
export function integerOption(flag: string, raw: string | undefined, range: IntegerRange, fallback?: number): number | undefined {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  const { min, max } = range;
  if (raw.trim() === "" || !Number.isInteger(n) || (min !== undefined && n < min) || (max !== undefined && n > max)) {
    throw new UsageError(`${flag} must be ${rangeText(range)}, got "${raw}"`);
  }
  return n;
}
