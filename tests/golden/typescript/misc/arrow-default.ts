export default (a: number) => a * 2;
