; C/C++ includes: `<x.h>` is external, `"x.h"` relative to the including file.
; Capture names: src/extract/treeSitter/vocabulary.ts.
(preproc_include path: (system_lib_string) @import.module) @import
(preproc_include path: (string_literal (string_content) @import.module @import.relative)) @import
