export interface Router {
  name: string;
}

export function createRouter(name: string): Router {
  return { name };
}

export function mergeRouters(a: Router): Router;
export function mergeRouters(a: Router, b: Router): Router;
export function mergeRouters(...routers: Router[]): Router {
  return createRouter(routers.map((r) => r.name).join("+"));
}
