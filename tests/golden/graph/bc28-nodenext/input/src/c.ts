import { V } from "./view.js";
export { V };
