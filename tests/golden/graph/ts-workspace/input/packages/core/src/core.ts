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
