declare function g(a: string): void;
interface Window {
  custom: number;
}
declare module "foo" {
  export function f(): void;
  export const v: string;
}
declare namespace Amb {
  function h(): void;
  const k: number;
}
