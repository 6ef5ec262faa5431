import { Square, type Shape } from "./shapes";

export function total(shapes: Shape[]): number {
  let sum = 0;
  for (const s of shapes) sum += s.area();
  return sum;
}

export function make(): number {
  const sq = new Square(2);
  return sq.scale() + total([sq]);
}
