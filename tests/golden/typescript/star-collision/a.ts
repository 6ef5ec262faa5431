export const shared = 1;
export const picked = "a";
export { same } from "./base";
export function onlyA(): void {}
