; Go imports: every import binds a package namespace (`*`); `_` imports bind nothing.
; Capture names: src/extract/treeSitter/vocabulary.ts.
(import_spec !name path: (interpreted_string_literal (interpreted_string_literal_content) @import.module @import.all)) @import
(import_spec
  name: [(package_identifier) (dot)] @import.alias
  path: (interpreted_string_literal (interpreted_string_literal_content) @import.module @import.all)) @import
(import_spec
  name: (blank_identifier) @import.alias
  path: (interpreted_string_literal (interpreted_string_literal_content) @import.module)) @import
