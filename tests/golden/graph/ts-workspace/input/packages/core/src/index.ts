export { createRouter, mergeRouters, type Router } from "./router";
export { Core, initCore } from "./core";
export { initRoot, type Root } from "./root";
