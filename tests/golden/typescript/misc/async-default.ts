export default async function () {
  return 1;
}
