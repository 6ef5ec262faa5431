/** Liefert den Gruß für einen Namen. */
export function grüße(名前: string): string {
  return `こんにちは ${名前} 👋`;
}

export const π = 3.14159;

export const smile = "😀 ☕ 𝔘";

export interface Café {
  naïve: boolean;
  "clé spéciale": string;
}

export function longSignature(первыйПараметрСОченьДлиннымИменем: string, второйПараметрСОченьДлиннымИменем: string, третийяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяяя𝔘𝔘: string): void {}
