export class Temperature {
  private celsius = 0;

  /** Degrees Fahrenheit. */
  get fahrenheit(): number {
    return this.celsius * 1.8 + 32;
  }
  set fahrenheit(value: number) {
    this.celsius = (value - 32) / 1.8;
  }

  static get zero(): Temperature {
    return new Temperature();
  }

  protected get secret(): string {
    return "";
  }
}

export interface Sized {
  get size(): number;
  set size(value: number);
}

export const counter = {
  count: 0,
  get double() {
    return this.count * 2;
  },
  set double(value: number) {
    this.count = value / 2;
  },
};
