/**
 * TypeScript and JavaScript go to ts-morph, with their extension kept so the compiler picks the right
 * script kind: `.mts`/`.cts` are TypeScript without JSX, `.mjs`/`.cjs` JavaScript.
 */
import type { LanguageSpec } from "./spec.js";
import { jsDocMarkup } from "./typescript/docMarkup.js";

export const TYPESCRIPT_LANGUAGES: LanguageSpec[] = [
  { id: "typescript", name: "TypeScript", extensions: [".ts", ".tsx", ".mts", ".cts"], extractor: "ts-morph", graphSurface: "declared", docMarkup: jsDocMarkup, declarationFiles: /\.d\.[cm]?ts$/u, defaultExports: true },
  { id: "javascript", name: "JavaScript", extensions: [".js", ".jsx", ".mjs", ".cjs"], extractor: "ts-morph", docMarkup: jsDocMarkup, defaultExports: true },
];
