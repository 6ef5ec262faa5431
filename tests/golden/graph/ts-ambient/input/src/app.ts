export function start(): void {
  Runtime.serve(8080);
}
