// `npm run stats:layout`: // Layout figures: files and lines per folder of src/, import edges between folders, files over 250 lines, functions over 60 lines.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
const root = path.resolve(process.argv[2] ?? "src");
const files = [];
(function walk(d) { for (const e of fs.readdirSync(d, { withFileTypes: true })) { const p = path.join(d, e.name); if (e.isDirectory()) walk(p); else if (/\.ts$/.test(e.name) && !e.name.endsWith(".d.ts")) files.push(p); } })(root);
const folderOf = (f) => { const rel = path.relative(root, f).split(path.sep); return rel.length > 1 ? rel[0] : "(top)" };
const per = {}; const edges = new Map(); const big = []; const longFns = [];
for (const f of files) {
  const text = fs.readFileSync(f, "utf8"); const lines = text.split("\n").length;
  const folder = folderOf(f); per[folder] ??= { files: 0, lines: 0 }; per[folder].files++; per[folder].lines += lines;
  if (lines > 250) big.push([path.relative(root, f), lines]);
  const sf = ts.createSourceFile(f, text, ts.ScriptTarget.Latest, true);
  const visit = (n) => {
    if ((ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier) && n.moduleSpecifier.text.startsWith(".")) {
      const target = path.resolve(path.dirname(f), n.moduleSpecifier.text.replace(/\.js$/, ".ts"));
      const tf = folderOf(target); if (tf !== folder) { const k = `${folder} -> ${tf}`; edges.set(k, (edges.get(k) ?? 0) + 1); }
    }
    if ((ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n) || ts.isArrowFunction(n) || ts.isFunctionExpression(n)) && n.body) {
      const a = sf.getLineAndCharacterOfPosition(n.getStart()).line, b = sf.getLineAndCharacterOfPosition(n.end).line;
      if (b - a + 1 > 60) longFns.push([`${path.relative(root, f)}:${a + 1}`, (n.name && n.name.getText?.()) || "(anonymous)", b - a + 1]);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
}
console.log("folder\tfiles\tlines"); for (const [k, v] of Object.entries(per).sort()) console.log(`${k}\t${v.files}\t${v.lines}`);
console.log(`total\t${files.length}\t${Object.values(per).reduce((s, v) => s + v.lines, 0)}`);
console.log(`\nimport edges between folders: ${[...edges.values()].reduce((a, b) => a + b, 0)} statements over ${edges.size} folder pairs`);
console.log(`\nfiles over 250 lines: ${big.length}`); for (const [f, l] of big.sort((a, b) => b[1] - a[1])) console.log(`  ${f}\t${l}`);
console.log(`\nfunctions over 60 lines: ${longFns.length}`); for (const [f, n, l] of longFns.sort((a, b) => b[2] - a[2])) console.log(`  ${f}\t${n}\t${l}`);
