import { d } from "./d.mjs";
export const e = d;
