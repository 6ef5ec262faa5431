export const shared = "b";
export const picked = "b";
export { same } from "./base";
export function onlyB(): void {}
