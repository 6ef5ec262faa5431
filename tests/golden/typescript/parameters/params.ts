export function connect(host: string, port?: number, ...flags: string[]): void {}

export function retry(times = 3, delayMs: number = 100, onError = (e: unknown) => {}): void {}

export function pick({ a, b }: { a: string; b: number }, [first, second]: [string, string] = ["x", "y"]): string {
  return a + first;
}

export function bound(this: HTMLElement | void, event: string): void {}

export const arrow = async (url: string, init?: { method?: string }): Promise<void> => {};

export function* counter(start = 0): Generator<number> {
  yield start;
}
