; Region captures (src/extract/regions/README.md): @region.<kind> marks a region node, @region.name its
; name, @region.skip a node that is never a region. When patterns disagree on a node, the higher kind
; wins (method > class > function > block > expression > statement). Comments are never regions.

(compilation_unit (_) @region.statement)
(declaration_list (_) @region.statement)
(block (_) @region.statement)
(attribute_list) @region.skip

(namespace_declaration name: (_) @region.name) @region.class
(file_scoped_namespace_declaration name: (_) @region.name) @region.class
(class_declaration name: (identifier) @region.name) @region.class
(interface_declaration name: (identifier) @region.name) @region.class
(struct_declaration name: (identifier) @region.name) @region.class
(record_declaration name: (identifier) @region.name) @region.class
(enum_declaration name: (identifier) @region.name) @region.class
(method_declaration name: (identifier) @region.name) @region.method
(constructor_declaration name: (identifier) @region.name) @region.method
(property_declaration name: (identifier) @region.name) @region.statement
(local_function_statement name: (identifier) @region.name) @region.function

(if_statement consequence: (_) @region.block)
(if_statement alternative: (_) @region.block)
(try_statement body: (block) @region.block)
(catch_clause) @region.block
(finally_clause) @region.block
(switch_section) @region.block

(lambda_expression) @region.expression
