/** `npm run docs:matrix`: rewrites the language support matrix in README.md from the registries. */
import fs from "node:fs";
import path from "node:path";
import { supportMatrixMarkdown, withMatrix } from "./supportMatrix.js";

const readme = path.resolve(import.meta.dirname, "../..", "README.md");
fs.writeFileSync(readme, withMatrix(fs.readFileSync(readme, "utf8"), supportMatrixMarkdown()));
process.stdout.write("wrote the support matrix in README.md\n");
