import { createRouter, mergeRouters, type Router } from "./router";

export interface Root {
  mergeRouters: (a: Router, b: Router) => Router;
  createRouter: (name: string) => Router;
}

export function initRoot(): Root {
  return { mergeRouters, createRouter };
}

export const testRoot: Root = {
  mergeRouters: (a) => a,
  createRouter,
};

export interface RunOptions {
  onDone: () => void;
}

/** `opts.onDone` is whatever a caller passes: the one literal below does not make it a call to `finish`; the call goes to `RunOptions`, which declares it. */
export function run(opts: RunOptions): void {
  opts.onDone();
}

function finish(): void {}

run({ onDone: finish });

export interface Pending {
  settle: () => void;
}

/** `settle` starts as a placeholder and is assigned later: no fixed value, so `p.settle()` goes to `Pending`, which declares it. */
export function pending(): void {
  const p: Pending = { settle: finish };
  p.settle = () => undefined;
  p.settle();
}
