export * from "./mid";
import { surface } from "./mid";

/** One unit square. */
export const unit = surface(1, 1);
