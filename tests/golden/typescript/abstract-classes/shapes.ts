interface Named {
  readonly name: string;
}

abstract class Base {
  abstract describe(): string;
}

/** A shape with an area. */
export abstract class Shape extends Base implements Named {
  abstract readonly name: string;
  protected constructor(protected readonly sides: number) {
    super();
  }
  abstract area(): number;
  describe(): string {
    return `${this.name}: ${this.area()}`;
  }
  static compare(a: Shape, b: Shape): number {
    return a.area() - b.area();
  }
}

export class Square extends Shape {
  readonly name = "square";
  constructor(public readonly side: number) {
    super(4);
  }
  override area(): number {
    return this.side ** 2;
  }
}
