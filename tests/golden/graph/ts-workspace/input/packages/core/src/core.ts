export class Core {
  start(): void;
  start(port: number): void;
  start(port?: number): void {
    console.log(port ?? 0);
  }
}

export function initCore(): Core {
  return new Core();
}

/** Two functions named `step` in two callbacks are two nodes (not an overload group spanning both). */
export function twice(): void {
  [1].forEach(() => {
    function step(): void {}
    step();
  });
  [2].forEach(() => {
    function step(): void {}
    step();
  });
}
