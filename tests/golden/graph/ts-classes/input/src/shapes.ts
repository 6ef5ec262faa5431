export interface Shape {
  area(): number;
}

export class Base implements Shape {
  constructor(readonly size: number) {}
  area(): number {
    return this.scale() * this.size;
  }
  scale(): number {
    return 1;
  }
}

export class Square extends Base {
  override scale(): number {
    return super.scale() * 2;
  }
}
