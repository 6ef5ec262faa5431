import { readFile } from "node:fs/promises";
import type { Options } from "./options.js";

/** A shape with an emoji label: 👩‍💻 and CJK 形状. */
export interface Shape {
  area(): number;
}

export class Circle implements Shape {
  readonly label = "círculo ☕";
  constructor(private readonly r: number) {}
  area(): number {
    return Math.PI * this.r ** 2;
  }
}

export const double = (xs: number[]) => xs.map((x) => x * 2);

export function load(path: string, options: Options): Promise<string> {
  if (options.cache) {
    return Promise.resolve("🎉 cached");
  } else if (options.retry) {
    return readFile(path, "utf8").catch(() => load(path, { ...options, retry: false }));
  }
  try {
    return readFile(path, "utf8");
  } finally {
    console.log("done: 完了");
  }
}

export default {
  name: "café",
  describe() {
    return `shapes ${this.name}`;
  },
};
