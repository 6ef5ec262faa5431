/** Greets someone. */
export default function greet(name: string): string {
  return `hello ${name}`;
}
