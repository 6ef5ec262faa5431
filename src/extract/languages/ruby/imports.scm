; Ruby `require "x"` (external) and `require_relative "x"` (relative).
; Capture names: src/extract/treeSitter/vocabulary.ts.
((call method: (identifier) @_req arguments: (argument_list . (string (string_content) @import.module))) @import
  (#any-of? @_req "require" "load"))
((call method: (identifier) @_req arguments: (argument_list . (string (string_content) @import.module @import.relative))) @import
  (#eq? @_req "require_relative"))
