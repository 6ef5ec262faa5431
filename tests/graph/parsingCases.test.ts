/**
 * Group I of parsing-cases.md (import and call graph) as exact edge lists: BC-28 (NodeNext `.js` specifiers reach
 * `.ts`/`.tsx`/`.mts` sources) and BC-30 (Python relative imports, including `from . import x` and
 * `__init__.py` at two depths).
 */
import { describe, expect, it } from "vitest";
import { buildGraph, type CodeGraph } from "../../src/graph/index.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

const importsAndCalls = (graph: CodeGraph): string[] =>
  graph.edges
    .filter((e) => e.kind === "imports" || e.kind === "calls")
    .map((e) => `${e.kind} ${e.from} -> ${e.to}${e.resolved ? "" : " unresolved"}${e.external ? " external" : ""}`);

describe("parsing cases, group I", () => {
  it("BC-28: NodeNext .js specifiers resolve to .ts, .tsx and .mts sources", async () => {
    const root = writeTree({
      "tsconfig.json": JSON.stringify({ compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", jsx: "preserve" } }),
      "src/b.ts": "export const b = 1;\n",
      "src/a.ts": 'import { b } from "./b.js";\nexport const a = b + 1;\n',
      "src/view.tsx": "export const V = 1;\n",
      "src/c.ts": 'import { V } from "./view.js";\nexport { V };\n',
      "src/d.mts": "export const d = 2;\n",
      "src/e.ts": 'import { d } from "./d.mjs";\nexport const e = d;\n',
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(importsAndCalls(graph)).toEqual(["imports src/a.ts -> src/b.ts", "imports src/c.ts -> src/view.tsx", "imports src/e.ts -> src/d.mts"]);
  });

  it("BC-30: Python relative imports, at the right package level and never as self-loops", async () => {
    const root = writeTree({
      "app/__init__.py": "",
      "app/utils.py": "def slug(s: str) -> str: return s\n",
      "app/settings.py": "DEBUG = False\n",
      "app/pkg/__init__.py": "from .service import get_service\n",
      "app/pkg/service.py": "from .repo import get_repo\nfrom . import helpers\ndef get_service(): return get_repo()\n",
      "app/pkg/helpers.py": 'def fmt() -> str: return ""\n',
      "app/pkg/repo.py": 'from ..utils import slug\nfrom .. import settings\ndef get_repo(): return slug("x")\n',
      "app/pkg/sub/__init__.py": "from .sub import inner\n",
      "app/pkg/sub/sub.py": "def inner() -> None: pass\n",
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(importsAndCalls(graph)).toEqual([
      "imports app/pkg/__init__.py -> app/pkg/service.py",
      "imports app/pkg/repo.py -> app/settings.py",
      "imports app/pkg/repo.py -> app/utils.py",
      "calls app/pkg/repo.py#get_repo -> app/utils.py#slug",
      "imports app/pkg/service.py -> app/pkg/helpers.py",
      "imports app/pkg/service.py -> app/pkg/repo.py",
      "calls app/pkg/service.py#get_service -> app/pkg/repo.py#get_repo",
      "imports app/pkg/sub/__init__.py -> app/pkg/sub/sub.py",
    ]);
  });

  // Found by a trial on flask: `import json` in the package resolved to the package's own `json/` subpackage, and
  // `import logging` in `logging.py` to the file itself (four functions listed as recursive, wrong importers).
  it("Python absolute imports never start from a package's own folder, nor reach the importing file", async () => {
    const root = writeTree({
      "src/pkg/__init__.py": "",
      "src/pkg/json/__init__.py": "import json as _json\ndef dumps(o): return _json.dumps(o)\n",
      "src/pkg/config.py": "import json\ndef load(s): return json.loads(s)\n",
      "src/pkg/logging.py": "import logging\ndef get(): return logging.getLogger()\n",
      "scripts/tool.py": "import helper\ndef run(): return helper.go()\n",
      "scripts/helper.py": "def go(): return 1\n",
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(importsAndCalls(graph)).toEqual([
      "imports scripts/tool.py -> scripts/helper.py",
      "calls scripts/tool.py#run -> scripts/helper.py#go",
      "imports src/pkg/config.py -> ?json unresolved external",
      "calls src/pkg/config.py#load -> ?json.loads unresolved external",
      "imports src/pkg/json/__init__.py -> ?json unresolved external",
      "calls src/pkg/json/__init__.py#dumps -> ?_json.dumps unresolved external",
      "imports src/pkg/logging.py -> ?logging unresolved external",
      "calls src/pkg/logging.py#get -> ?logging.getLogger unresolved external",
    ]);
  });
});
