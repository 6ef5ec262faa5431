/** Adds two numbers. */
export function add(a: number, b: number): number {
  return a + b;
}

export const double = (x: number): number => add(x, x);
