; Region captures (src/extract/regions/README.md): @region.<kind> marks a region node, @region.name its
; name, @region.skip a node that is never a region. When patterns disagree on a node, the higher kind
; wins (method > class > function > block > expression > statement). Comments are never regions.

(program (_) @region.statement)
(class_body (_) @region.statement)
(interface_body (_) @region.statement)
(enum_body_declarations (_) @region.statement)
(block (_) @region.statement)
(constructor_body (_) @region.statement)

(class_declaration name: (identifier) @region.name) @region.class
(interface_declaration name: (identifier) @region.name) @region.class
(enum_declaration name: (identifier) @region.name) @region.class
(record_declaration name: (identifier) @region.name) @region.class
(annotation_type_declaration name: (identifier) @region.name) @region.class
(method_declaration name: (identifier) @region.name) @region.method
(constructor_declaration name: (identifier) @region.name) @region.method
(field_declaration declarator: (variable_declarator name: (identifier) @region.name)) @region.statement

(if_statement consequence: (block) @region.block)
(if_statement alternative: (_) @region.block)
(try_statement body: (block) @region.block)
(catch_clause) @region.block
(finally_clause) @region.block
(switch_block (switch_block_statement_group) @region.block)
(switch_block (switch_rule) @region.block)

(lambda_expression) @region.expression
((object_creation_expression (class_body)) @region.expression)
