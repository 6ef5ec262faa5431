import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

/**
 * The CLI bundle drops every module none of whose exports is used (cli.vite.config.ts, moduleSideEffects: false),
 * so an import kept only for its side effects would silently do nothing there.
 */
const SIDE_EFFECT_IMPORT = {
  selector: "ImportDeclaration[specifiers.length=0][importKind!='type']",
  message: "No side-effect-only imports in src/: the CLI bundle leaves out modules whose exports are unused (cli.vite.config.ts). Export a function and call it.",
};

export default tseslint.config(
  { ignores: ["dist/**", "dist-bench/**", "node_modules/**", "tests/fixtures/**", "tests/golden/**", "coverage/**", ".strata/**"] },
  js.configs.recommended,
  { files: ["**/*.js", "**/*.cjs", "**/*.mjs"], languageOptions: { globals: globals.node } },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": "off",
    },
  },
  {
    // The library never prints: only the CLI and benchmarks render.
    files: ["src/**/*.ts"],
    ignores: ["src/cli/**"],
    rules: { "no-console": "error" },
  },
  {
    files: ["src/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        SIDE_EFFECT_IMPORT,
      ],
    },
  },
  {
    // The graph core is language-neutral: what one language needs (its module roots, comment syntax, builtins,
    // naming rules) is data or a hook on its `GraphLanguage` spec in `src/graph/languages/<id>/language.ts` (or
    // its `graph.scm` query), never a test of a language id or grammar in shared code. `typescript/` is the
    // TypeScript/JavaScript builder itself (the type checker, not tree-sitter).
    files: ["src/graph/**/*.ts"],
    ignores: ["src/graph/languages/**", "src/graph/typescript/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            ":not(ImportDeclaration, ImportExpression, ExportNamedDeclaration, ExportAllDeclaration) > Literal[value=/^(?:python|go|java|csharp|ruby|php|rust|cpp|c|typescript|javascript|tsx)$|^tree-sitter-/]",
          message:
            "No language ids or grammar names in the graph core: put the rule in the language's folder (src/graph/languages/<id>/language.ts as a GraphLanguage field or hook, or its graph.scm), and read the spec field here. See src/graph/README.md.",
        },
        SIDE_EFFECT_IMPORT,
      ],
    },
  },
  {
    // The workspace page (issue 6): browser code with JSX, built by Vite.
    files: ["web/**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser, parserOptions: { ecmaFeatures: { jsx: true } } },
  },
);
