export interface Opt {
  a?: string;
  readonly [key: string]: unknown;
  (x: number): void;
  new (s: string): Opt;
}
export declare const declared: number;
export let counter = 0;
export var legacy;
export namespace N {
  export import Alias = M.Inner;
}
namespace M {
  export const Inner = 1;
}
