import { format, parse } from "./lib/index";

export function run(input: string): string {
  return format(parse(input));
}
