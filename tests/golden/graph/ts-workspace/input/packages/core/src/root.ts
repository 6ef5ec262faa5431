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
