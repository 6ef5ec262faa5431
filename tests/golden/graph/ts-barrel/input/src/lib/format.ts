export function formatList(items: string[]): string {
  return items.join(", ");
}
