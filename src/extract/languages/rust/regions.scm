; Region captures (src/extract/regions/README.md): @region.<kind> marks a region node, @region.name its
; name, @region.skip a node that is never a region. When patterns disagree on a node, the higher kind
; wins (method > class > function > block > expression > statement). Comments are never regions.

(source_file (_) @region.statement)
(declaration_list (_) @region.statement)
(block (_) @region.statement)
(attribute_item) @region.skip
(inner_attribute_item) @region.skip

(function_item name: (identifier) @region.name) @region.function
(function_signature_item name: (identifier) @region.name) @region.function
(impl_item body: (declaration_list (function_item name: (identifier) @region.name) @region.method))
(trait_item body: (declaration_list (function_item name: (identifier) @region.name) @region.method))
(trait_item body: (declaration_list (function_signature_item name: (identifier) @region.name) @region.method))
(struct_item name: (type_identifier) @region.name) @region.class
(enum_item name: (type_identifier) @region.name) @region.class
(union_item name: (type_identifier) @region.name) @region.class
(trait_item name: (type_identifier) @region.name) @region.class
(impl_item type: (_) @region.name) @region.class
(mod_item name: (identifier) @region.name) @region.class
(field_declaration_list (field_declaration name: (field_identifier) @region.name) @region.statement)
(enum_variant_list (enum_variant name: (identifier) @region.name) @region.statement)

(if_expression consequence: (block) @region.block)
(else_clause (_) @region.block)
(match_block (match_arm) @region.block)

(closure_expression) @region.expression
