import { createRouter, initCore, initRoot, mergeRouters } from "@demo/core";
import { add } from "@demo/core/math";
import { format } from "#shared/format";

export function main(): string {
  const core = initCore();
  const router = mergeRouters(createRouter("a"), createRouter("b"));
  core.start(8080);
  return format(add(router.name.length, 1));
}

export function viaRoot(): string {
  const root = initRoot();
  const merge = root.mergeRouters;
  const made = root.createRouter("c");
  return merge(made, made).name;
}
