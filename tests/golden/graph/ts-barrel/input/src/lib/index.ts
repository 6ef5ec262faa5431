export * from "./impl";
export { formatList as format } from "./format";
