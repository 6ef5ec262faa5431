/**
 * Imports under Python's `if TYPE_CHECKING:` (PEP 484) only serve type checkers: the contract marks them `typeOnly`,
 * as TypeScript's `import type`, so they are no side effect of the module; those of its `else:` branch run on import.
 */
import { afterAll, describe, expect, it } from "vitest";
import { TreeSitterExtractor } from "../../src/extract/treeSitter/TreeSitterExtractor.js";
import { inferSideEffects } from "../../src/summarize/sideEffects.js";

const extractor = new TreeSitterExtractor();
afterAll(() => extractor.dispose());

describe("Python TYPE_CHECKING block in a contract", () => {
  it("marks its imports type-only, nested ones too (uvicorn tests/middleware/test_logging.py)", async () => {
    const text = [
      "import socket",
      "import sys",
      "from typing import TYPE_CHECKING, Any",
      "",
      "from uvicorn import Config",
      "",
      "if TYPE_CHECKING:",
      "    import sys",
      "",
      "    from uvicorn.protocols.websockets.websockets_impl import WebSocketProtocol",
      "    from uvicorn.protocols.websockets.wsproto_impl import WSProtocol as _WSProtocol",
      "",
      "    if sys.version_info >= (3, 10):  # pragma: no cover",
      "        from typing import TypeAlias",
      "    else:  # pragma: no cover",
      "        from typing_extensions import TypeAlias",
      "",
      '    WSProtocol: TypeAlias = "type[WebSocketProtocol | _WSProtocol]"',
      "",
    ].join("\n");
    const contract = await extractor.extract({ path: "tests/middleware/test_logging.py", text, language: "python" });
    expect(contract.dependencies.map((d) => [d.module, d.typeOnly ?? false])).toEqual([
      ["socket", false],
      ["sys", false],
      ["typing", false],
      ["uvicorn", false],
      ["sys", true],
      ["uvicorn.protocols.websockets.websockets_impl", true],
      ["uvicorn.protocols.websockets.wsproto_impl", true],
      ["typing", true],
      ["typing_extensions", true],
    ]);
  });

  it("keeps the imports of its else branch, and `typing.TYPE_CHECKING` counts too (uvicorn supervisors/__init__.py)", async () => {
    const text = [
      "from __future__ import annotations",
      "",
      "import typing",
      "",
      "from uvicorn.supervisors.basereload import BaseReload",
      "from uvicorn.supervisors.multiprocess import Multiprocess",
      "",
      "if typing.TYPE_CHECKING:",
      "    ChangeReload: type[BaseReload]",
      "    import subprocess",
      "else:",
      "    try:",
      "        from uvicorn.supervisors.watchfilesreload import WatchFilesReload as ChangeReload",
      "    except ImportError:  # pragma: no cover",
      "        from uvicorn.supervisors.statreload import StatReload as ChangeReload",
      "",
      '__all__ = ["Multiprocess", "ChangeReload"]',
      "",
    ].join("\n");
    const contract = await extractor.extract({ path: "uvicorn/supervisors/__init__.py", text, language: "python" });
    expect(contract.dependencies.map((d) => [d.module, d.typeOnly ?? false])).toEqual([
      ["typing", false],
      ["uvicorn.supervisors.basereload", false],
      ["uvicorn.supervisors.multiprocess", false],
      ["subprocess", true],
      ["uvicorn.supervisors.watchfilesreload", false],
      ["uvicorn.supervisors.statreload", false],
    ]);
    // `subprocess` (added to the real block) is read by type checkers only: the module starts no process.
    expect(inferSideEffects("python", contract.dependencies)).toEqual([]);
  });

  // marshmallow 341b927f: `fields.py` and `schema.py` read "randomness (uuid)"; both only parse and type `uuid.UUID`.
  it("reads no randomness into an import of uuid, and some into an import of random", async () => {
    const contract = await extractor.extract({ path: "fields.py", text: "import uuid\nimport random\n\ndef f(v):\n    return uuid.UUID(v)\n", language: "python" });
    expect(inferSideEffects("python", contract.dependencies)).toEqual(["randomness (random)"]);
  });

  // werkzeug 1b00618e `formparser.py`: `from urllib.parse import parse_qsl` read "network (urllib.parse)".
  it("reads no network into URL parsing or cookie modules, and some into urllib.request and http.client", async () => {
    const text = "from urllib.parse import parse_qsl\nimport urllib.error\nfrom urllib import parse\nfrom http.cookies import SimpleCookie\nimport urllib.request\nimport http.client\n";
    const contract = await extractor.extract({ path: "forms.py", text, language: "python" });
    expect(inferSideEffects("python", contract.dependencies)).toEqual(["network (urllib.request, http.client)"]);
  });
});
