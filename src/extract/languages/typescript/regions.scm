; Region captures (src/extract/regions/README.md): @region.<kind> marks a region node, @region.name its
; name. When patterns disagree on a node, the higher kind wins (method > class > function > block >
; expression > statement). A statement whose only region is its direct child declaration
; (`export function f`) merges with it. Comments are never regions. Used for the TypeScript and TSX grammars.

; Top-level units and statements of bodies.
(program (_) @region.statement)
(statement_block (_) @region.statement)
(class_body (_) @region.statement)
(switch_body (_) @region.block)

; Declarations.
(function_declaration name: (_) @region.name) @region.function
(generator_function_declaration name: (_) @region.name) @region.function
(function_signature name: (_) @region.name) @region.function
(class_declaration name: (_) @region.name) @region.class
(abstract_class_declaration name: (_) @region.name) @region.class
(interface_declaration name: (_) @region.name) @region.class
(enum_declaration name: (_) @region.name) @region.class
(internal_module name: (_) @region.name) @region.class
(type_alias_declaration name: (_) @region.name) @region.statement
(lexical_declaration
  (variable_declarator name: (identifier) @region.name value: [(arrow_function) (function_expression)])) @region.function
(variable_declaration
  (variable_declarator name: (identifier) @region.name value: [(arrow_function) (function_expression)])) @region.function
(internal_module body: (statement_block (_) @region.statement))

; Class and object members.
(class_body (method_definition name: (_) @region.name) @region.method)
(class_body (abstract_method_signature name: (_) @region.name) @region.method)
(class_body (public_field_definition name: (_) @region.name) @region.statement)
(object (method_definition name: (_) @region.name) @region.method)
(object (pair key: (_) @region.name value: [(arrow_function) (function_expression)]) @region.method)
((object (method_definition)) @region.expression)
(class name: (_)? @region.name) @region.class
(interface_body (method_signature name: (_) @region.name) @region.method)
(interface_body (property_signature name: (_) @region.name) @region.statement)

; Branches.
(if_statement consequence: (statement_block) @region.block)
(else_clause (statement_block) @region.block)
(else_clause (if_statement) @region.block)
(try_statement body: (statement_block) @region.block)
(catch_clause) @region.block
(finally_clause) @region.block

; Functions passed or returned as values.
(arguments [(arrow_function) (function_expression)] @region.expression)
(return_statement [(arrow_function) (function_expression)] @region.expression)
