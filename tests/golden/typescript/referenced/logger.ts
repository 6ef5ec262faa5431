export interface Logger {
  log(message: string): void;
}
