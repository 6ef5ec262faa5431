/** A point on the plane. */
export interface Point {
  x: number;
  y: number;
}

/** Area of a rectangle, in square units. */
export function area(w: number, h: number): number {
  return w * h;
}

/** Draws points. */
export default class Canvas {
  draw(p: Point): void {}
}
