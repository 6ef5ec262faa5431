import { Parser, Language } from "web-tree-sitter";
import fs from "node:fs";
await Parser.init();
const lang = await Language.load(`/work/wt/graph/node_modules/@vscode/tree-sitter-wasm/wasm/tree-sitter-${process.argv[2]}.wasm`);
const p = new Parser(); p.setLanguage(lang);
const t = p.parse(fs.readFileSync(process.argv[3], "utf8"));
console.log(t.rootNode.toString());
