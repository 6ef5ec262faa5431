import { clamp } from "./math.js";

/** Clamps to a percentage. */
export function percent(value) {
  return clamp(value, 0, 100);
}
