export { area as surface, type Point } from "./core";
export { default as Canvas } from "./core";
