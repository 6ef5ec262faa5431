import { helper as h } from "./util";
import * as util from "./util";

export function useBoth(): number {
  return h() + util.other();
}
