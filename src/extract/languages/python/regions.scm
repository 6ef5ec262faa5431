; Region captures (src/extract/regions/README.md): @region.<kind> marks a region node, @region.name its
; name. When patterns disagree on a node, the higher kind wins (method > class > function > block >
; expression > statement). A statement whose only region is its direct child declaration (a decorated
; definition) merges with it. Comments are never regions.

; Top-level units and statements of bodies.
(module (_) @region.statement)
(block (_) @region.statement)

; Declarations.
(function_definition name: (identifier) @region.name) @region.function
(class_definition name: (identifier) @region.name) @region.class
(class_definition body: (block (function_definition name: (identifier) @region.name) @region.method))
(class_definition body: (block (decorated_definition definition: (function_definition name: (identifier) @region.name) @region.method)))

; Branches.
(if_statement consequence: (block) @region.block)
(elif_clause) @region.block
(else_clause) @region.block
(try_statement body: (block) @region.block)
(except_clause) @region.block
(finally_clause) @region.block
(match_statement body: (block (case_clause) @region.block))

; Functions passed or returned as values.
(argument_list (lambda) @region.expression)
(keyword_argument value: (lambda) @region.expression)
(return_statement (lambda) @region.expression)
