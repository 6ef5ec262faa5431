import { describe } from "some-test-runner";

export class Counter {
  #count = 0;
  get value(): number {
    return this.#count;
  }
  bump = (): number => ++this.#count;
  report(): string {
    return `${this.value}:${this.bump()}`;
  }
}

export const middleware = () =>
  async function handler(counter: Counter) {
    return counter.report();
  };

export const api = {
  run(counter: Counter): number {
    return counter.bump();
  },
};

describe("counter", () => undeclaredGlobal(api.run(new Counter())));
