; Region captures (src/extract/regions/README.md): @region.<kind> marks a region node, @region.name its
; name. When patterns disagree on a node, the higher kind wins (method > class > function > block >
; expression > statement). A statement whose only region is its direct child declaration
; (`type T struct{…}`) merges with it. Comments are never regions.

; Top-level units and statements of bodies.
(source_file (_) @region.statement)
(statement_list (_) @region.statement)

; Declarations.
(function_declaration name: (identifier) @region.name) @region.function
(method_declaration name: (field_identifier) @region.name) @region.method
(type_spec name: (type_identifier) @region.name type: [(struct_type) (interface_type)]) @region.class
(field_declaration_list (field_declaration) @region.statement)
(field_declaration_list (field_declaration name: (field_identifier) @region.name) @region.statement)
(interface_type (method_elem name: (field_identifier) @region.name) @region.method)

; Branches.
(if_statement consequence: (block) @region.block)
(if_statement alternative: (_) @region.block)
(expression_case) @region.block
(type_case) @region.block
(default_case) @region.block
(communication_case) @region.block

; Function literals.
(func_literal) @region.expression
