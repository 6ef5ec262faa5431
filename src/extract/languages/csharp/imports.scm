; C# using directives: `using A.B;` → module `A.B`, `*`; `using X = A.B;` → alias `X`.
; Capture names: src/extract/treeSitter/vocabulary.ts.
(using_directive !name [(identifier) (qualified_name)] @import.module @import.all) @import
(using_directive name: (identifier) @import.alias [(identifier) (qualified_name)] @import.module @import.all) @import
