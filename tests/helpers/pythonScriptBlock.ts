/**
 * A Python module with a script-only block (`if __name__ == "__main__":`) whose `else:` branch and a later
 * `if __name__ != "__main__":` block import on import: the input of the contract and graph tests of that block.
 */
export const RUN_PY = [
  "import os",
  "",
  'if __name__ == "__main__":',
  "    from .cli import main",
  "    main()",
  "else:",
  "    from .speedups import fast",
  "",
  'if __name__ != "__main__":',
  "    from .config import SETTINGS",
  "",
].join("\n");
