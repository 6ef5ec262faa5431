/**
 * Helpers for money amounts.
 *
 * All amounts are in cents.
 */

/**
 * Adds two amounts.
 *
 * Overflow is not checked.
 * @param a - first amount, in cents
 * @param b second amount, in cents
 * @returns the sum, in cents
 * @throws {RangeError} when an amount is negative
 * @example
 *   add(1, 2); // 3
 *   add(0, 0); // 0
 * @see {@link subtract}
 */
export function add(a: number, b: number): number {
  return a + b;
}

/** @deprecated Use {@link add} with a negative amount. */
export function subtract(a: number, b: number): number {
  return a - b;
}

/**
 * An amount with its currency.
 * @template C the currency code type
 */
export interface Money<C extends string = string> {
  /** Amount in cents. */
  cents: number;
  /**
   * ISO 4217 code.
   * @deprecated read {@link Money.cents} only
   */
  currency: C;
}
