/** `npm run schema`: writes the JSON Schema files under `schema/` from the zod schemas. */
import fs from "node:fs";
import path from "node:path";
import { SCHEMA_FILES } from "../schemaFiles.js";

const root = path.resolve(import.meta.dirname, "../..");
for (const [file, make] of Object.entries(SCHEMA_FILES)) {
  fs.writeFileSync(path.join(root, "schema", file), `${JSON.stringify(make(), null, 2)}\n`);
  process.stdout.write(`wrote schema/${file}\n`);
}
