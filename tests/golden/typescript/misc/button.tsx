interface Props {
  label: string;
  count?: number;
}
export function Button({ label, count = 0 }: Props) {
  return null;
}
export const List = (props: { items: string[] }) => null;
