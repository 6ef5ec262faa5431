function double(x: number): number {
  return x * 2;
}

export class Logger {
  log(line: string): void {
    void line;
  }
  logAll(lines: string[]): void {
    lines.forEach(this.log);
  }
}

export function doubled(xs: number[]): number[] {
  return xs.map(double).filter((x) => x > double(1));
}
