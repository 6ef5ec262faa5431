import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

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
    // The workspace page (issue 6): browser code with JSX, built by Vite.
    files: ["web/**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser, parserOptions: { ecmaFeatures: { jsx: true } } },
  },
);
