/** Options, first part. */
export interface Options {
  verbose: boolean;
}

export interface Options {
  depth?: number;
}

export class Widget {
  render(): string {
    return "";
  }
}
export interface Widget {
  id: string;
}

export enum Color {
  Red,
  Green,
}
export namespace Color {
  export function parse(text: string): Color {
    return Color.Red;
  }
}

export function plugin(name: string): void {}
export namespace plugin {
  export const version = "1.0";
  export interface Config {
    name: string;
  }
}

export namespace Geometry.Units {
  export const metre = 1;
}
