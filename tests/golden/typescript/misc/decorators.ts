function dec(...args: unknown[]): any {
  return () => {};
}

@dec
export class Deco {
  @dec() prop = 1;
  static {}
  accessor acc = 2;
  [key: string]: unknown;
  @dec method(@dec p: string) {}
}

export const Anon = class {
  x = 1;
};
