/**
 * Line-ending test.
 */

/**
 * Joins parts.
 * Keeps order.
 * @param parts the pieces
 */
export function join(parts: string[]): string {
  return parts.join("");
}

export class Pair {
  constructor(
    readonly left: string,
    readonly right: string,
  ) {}
}
