/**
 * Build of the workspace page: `npx vite build --config web/vite.config.ts` writes dist/web, which
 * `strata serve` serves. React 19 + CodeMirror 6 (through @uiw/react-codemirror).
 */
import path from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

const here = import.meta.dirname;

export default defineConfig({
  root: here,
  base: "./",
  plugins: [react()],
  build: {
    outDir: path.resolve(here, "..", "dist", "web"),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
});
