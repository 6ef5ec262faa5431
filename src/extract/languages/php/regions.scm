; Region captures (src/extract/regions/README.md): @region.<kind> marks a region node, @region.name its
; name, @region.skip a node that is never a region. When patterns disagree on a node, the higher kind
; wins (method > class > function > block > expression > statement). Comments are never regions.

(program (_) @region.statement)
(php_tag) @region.skip
(declaration_list (_) @region.statement)
(compound_statement (_) @region.statement)
(attribute_list) @region.skip

(function_definition name: (name) @region.name) @region.function
(class_declaration name: (name) @region.name) @region.class
(interface_declaration name: (name) @region.name) @region.class
(trait_declaration name: (name) @region.name) @region.class
(enum_declaration name: (name) @region.name) @region.class
(method_declaration name: (name) @region.name) @region.method
(namespace_definition name: (_) @region.name) @region.class

(if_statement body: (_) @region.block)
(else_if_clause) @region.block
(else_clause) @region.block
(try_statement body: (compound_statement) @region.block)
(catch_clause) @region.block
(finally_clause) @region.block

(anonymous_function) @region.expression
(arrow_function) @region.expression
