; Rust `use` declarations: `use a::b::C` → module `a::b`, name `C`. Modules starting with `crate`,
; `self` or `super` are relative (profile `relativeModule`). Capture names: src/extract/treeSitter/vocabulary.ts.
(use_declaration argument: (scoped_identifier path: (_) @import.module name: (identifier) @import.name)) @import
(use_declaration argument: (identifier) @import.module @import.all) @import
(use_declaration argument: (use_as_clause
  path: (scoped_identifier path: (_) @import.module name: (identifier) @import.name)
  alias: (identifier) @import.local)) @import
(use_declaration argument: (use_as_clause path: (identifier) @import.module @import.all alias: (identifier) @import.alias)) @import
(use_declaration argument: (scoped_use_list
  path: (_) @import.module
  list: (use_list [(identifier) (scoped_identifier) (self) (scoped_use_list)] @import.name))) @import
(use_declaration argument: (scoped_use_list
  path: (_) @import.module
  list: (use_list (use_as_clause path: (_) @import.name alias: (identifier) @import.local)))) @import
(use_declaration argument: (scoped_use_list path: (_) @import.module list: (use_list (use_wildcard) @import.all))) @import
(use_declaration argument: (use_wildcard (_) @import.module) @import.all) @import
