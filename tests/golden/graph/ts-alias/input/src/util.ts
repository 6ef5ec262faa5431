export function helper(): number {
  return 1;
}
export function other(): number {
  return 2;
}
