; Java imports: `import a.b.C` → module `a.b`, name `C`; `import a.b.*` → module `a.b`, `*`.
; Capture names: src/extract/treeSitter/vocabulary.ts.
(import_declaration (scoped_identifier scope: (_) @import.module name: (identifier) @import.name) .) @import
(import_declaration [(scoped_identifier) (identifier)] @import.module (asterisk) @import.all) @import
