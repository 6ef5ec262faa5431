export function identity<T>(value: T): T {
  return value;
}

export function merge<A extends object, B extends object = {}>(a: A, b: B): A & B {
  return { ...a, ...b };
}

export class Box<T = string> {
  constructor(public value: T) {}
  map<U>(fn: (value: T) => U): Box<U> {
    return new Box(fn(this.value));
  }
}

export interface Repository<TEntity extends { id: string }, TKey = string> {
  find(id: TKey): Promise<TEntity | undefined>;
}

export type Readonlyish<T> = {
  readonly [K in keyof T]: T[K];
};

export type ElementOf<T> = T extends readonly (infer E)[] ? E : never;
