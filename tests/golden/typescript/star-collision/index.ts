export * from "./a";
export * from "./b";
export { picked } from "./a";
export * from "./missing";
export * from "left-pad";
