import { add, double } from "./math";

export function main(): number {
  console.log("start");
  return add(1, double(2));
}

main();
