; Region captures (src/extract/regions/README.md): @region.<kind> marks a region node, @region.name its
; name, @region.skip a node that is never a region. When patterns disagree on a node, the higher kind
; wins (method > class > function > block > expression > statement). Comments are never regions.

(translation_unit (_) @region.statement)
(declaration_list (_) @region.statement)
(field_declaration_list (_) @region.statement)
(compound_statement (_) @region.statement)
(preproc_ifdef (_) @region.statement)
(preproc_if (_) @region.statement)

(function_definition declarator: (function_declarator declarator: (_) @region.name)) @region.function
(function_definition declarator: (_ (function_declarator declarator: (_) @region.name))) @region.function
(field_declaration_list (function_definition declarator: (function_declarator declarator: (_) @region.name)) @region.method)
(class_specifier name: (_) @region.name body: (_)) @region.class
(struct_specifier name: (_) @region.name body: (_)) @region.class
(union_specifier name: (_) @region.name body: (_)) @region.class
(enum_specifier name: (_) @region.name body: (_)) @region.class
(namespace_definition name: (_) @region.name) @region.class

(if_statement consequence: (_) @region.block)
(else_clause) @region.block
(case_statement) @region.block
(try_statement body: (compound_statement) @region.block)
(catch_clause) @region.block

(lambda_expression) @region.expression
(access_specifier) @region.skip
