export { default } from "./greet";
export { default as Settings } from "./settings";
import Limit from "./value";
export { Limit };
