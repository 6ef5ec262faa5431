; PHP `use` declarations (`use A\B\C` → module `A\B`, name `C`) and `require`/`include` of a literal
; path (relative). Capture names: src/extract/treeSitter/vocabulary.ts.
(namespace_use_declaration (namespace_use_clause
  (qualified_name prefix: (namespace_name) @import.module (name) @import.name)
  alias: (name)? @import.local)) @import
(namespace_use_declaration (namespace_use_clause . (name) @import.module @import.all alias: (name)? @import.alias)) @import
(namespace_use_declaration
  (namespace_name) @import.module
  body: (namespace_use_group (namespace_use_clause (name) @import.name))) @import
([(require_expression) (require_once_expression) (include_expression) (include_once_expression)]
  (string (string_content) @import.module @import.relative)) @import
