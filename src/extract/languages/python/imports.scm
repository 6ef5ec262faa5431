; Python imports. Capture names: src/extract/treeSitter/vocabulary.ts.
(import_statement name: (dotted_name) @import.module @import.all) @import
(import_statement name: (aliased_import name: (dotted_name) @import.module @import.all alias: (identifier) @import.alias)) @import
(import_from_statement module_name: (_) @import.module name: (dotted_name) @import.name) @import
(import_from_statement
  module_name: (_) @import.module
  name: (aliased_import name: (dotted_name) @import.name alias: (identifier) @import.local)) @import
(import_from_statement module_name: (_) @import.module (wildcard_import) @import.all) @import
(import_from_statement module_name: (relative_import) @import.module @import.relative) @import
; The script-only block at module level (`if __name__ == "__main__":`, its `else:` and an `!=` test excepted): imports inside it are no dependency.
(module
  (if_statement
    condition: (comparison_operator (identifier) @_name "==" (string) @_main)
    consequence: (block) @import.scriptOnly
    (#eq? @_name "__name__")
    (#match? @_main "^[\"']__main__[\"']$")))
; The block only type checkers read (PEP 484): `if TYPE_CHECKING:` or `if typing.TYPE_CHECKING:`, not its `else:`.
; Imports inside it never run: they are type-only dependencies.
(if_statement
  condition: [(identifier) @_checking (attribute attribute: (identifier) @_checking)]
  consequence: (block) @import.typeOnly
  (#eq? @_checking "TYPE_CHECKING"))
