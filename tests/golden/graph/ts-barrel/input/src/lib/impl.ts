export function parse(text: string): string[] {
  return text.split(",");
}
