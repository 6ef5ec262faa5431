/** Starts with a byte order mark. */

export const marked = true;

export function first(): string {
  return "bom";
}
