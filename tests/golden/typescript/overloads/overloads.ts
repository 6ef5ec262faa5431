/** Parses a value. */
export function parse(text: string): number;
/** Parses with a radix. */
export function parse(text: string, radix: number): number;
export function parse(text: string, radix = 10): number {
  return parseInt(text, radix);
}

export declare function declared(a: string): void;
export declare function declared(a: number): void;

export class Matrix {
  constructor(size: number);
  constructor(rows: number, cols: number);
  constructor(a: number, b?: number) {}

  get(row: number): number[];
  get(row: number, col: number): number;
  get(row: number, col?: number): number | number[] {
    return col === undefined ? [] : 0;
  }
}

export interface Formatter {
  (value: unknown): string;
  format(value: number): string;
  format(value: Date, pattern: string): string;
}
