/**
 * Text formats without a structural extractor: their contract holds path, language, size and tokens only.
 */
import type { LanguageSpec } from "./spec.js";

const text = (id: string, extensions: string[], fileNames?: string[], prose?: true): LanguageSpec => ({
  id,
  extensions,
  extractor: "text",
  ...(fileNames ? { fileNames } : {}),
  ...(prose ? { prose } : {}),
});

export const TEXT_LANGUAGES: LanguageSpec[] = [
  text("markdown", [".md", ".mdx", ".markdown"], undefined, true),
  text("json", [".json", ".jsonc", ".json5"]),
  text("yaml", [".yml", ".yaml"]),
  text("toml", [".toml"]),
  text("html", [".html", ".htm"]),
  text("css", [".css", ".scss", ".sass", ".less"]),
  text("shell", [".sh", ".bash", ".zsh"]),
  text("sql", [".sql"]),
  text("xml", [".xml", ".svg"]),
  text("dockerfile", [], ["Dockerfile"]),
  text("makefile", [".mk"], ["Makefile", "GNUmakefile"]),
  text("restructuredtext", [".rst"], undefined, true),
  // A README without Markdown's extension is prose too (click's examples/*/README), not "text with no structure".
  text("plaintext", [], ["README", "README.txt", "Readme", "Readme.txt", "readme", "readme.txt"], true),
  text("vue", [".vue"]),
  text("svelte", [".svelte"]),
  text("kotlin", [".kt", ".kts"]),
  text("swift", [".swift"]),
  text("scala", [".scala"]),
  text("lua", [".lua"]),
  text("protobuf", [".proto"]),
  text("graphql", [".graphql", ".gql"]),
  text("ini", [".ini", ".cfg", ".conf"]),
];

/** Language id of a text file whose name matches no registered language. */
export const FALLBACK_LANGUAGE = "text";
