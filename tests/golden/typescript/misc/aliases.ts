function local(x: string) {
  return x;
}
export { local as default, local as alias };
export * as ext from "some-pkg";
export type { Opt } from "./decls";
export {};
