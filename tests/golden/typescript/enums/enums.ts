export enum Direction {
  Up = 1,
  Down,
  Left = "LEFT",
  Right = Left.length,
}

export const enum Flags {
  None = 0,
  A = 1 << 0,
  B = 1 << 1,
  AB = A | B,
}

export declare enum Ambient {
  X,
}
