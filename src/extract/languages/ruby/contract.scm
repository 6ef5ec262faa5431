; Ruby definitions and parameters. Capture names: src/extract/treeSitter/vocabulary.ts.
; Everything is public except methods after a bare `private`/`protected` (until `public`) and
; `private def …`. Docs are the `#` lines above, with YARD `@tags`.

(class
  name: [(constant) (scope_resolution)] @name
  superclass: (superclass (_) @extends)?
  body: (body_statement)? @body) @def.class
(module name: [(constant) (scope_resolution)] @name body: (body_statement)? @body) @def.module
(method name: (_) @name parameters: (method_parameters)? @params body: (_)? @body) @def.method
((singleton_method name: (_) @name parameters: (method_parameters)? @params body: (_)? @body) @def.method
  (#set! modifier "static"))
(program (method) @def.function)
((method name: (identifier) @_init) @def.constructor @public (#eq? @_init "initialize"))
(program (assignment left: (constant) @name right: (_) @value) @def.constant)
(body_statement (assignment left: (constant) @name right: (_) @value) @def.constant)
((call method: (identifier) @_attr arguments: (argument_list (simple_symbol) @name @def.property)) @decl
  (#any-of? @_attr "attr_reader" "attr_accessor" "attr_writer"))
((class body: (body_statement (call method: (identifier) @_inc arguments: (argument_list [(constant) (scope_resolution)] @implements)))) @def
  (#eq? @_inc "include"))

; ---- visibility sections
((body_statement (identifier) @access) (#any-of? @access "private" "protected" "public"))
((call method: (identifier) @_vis arguments: (argument_list (method) @def @private))
  (#any-of? @_vis "private" "protected"))

; ---- parameters
(method_parameters (identifier) @param.name @param)
(method_parameters (optional_parameter name: (identifier) @param.name value: (_) @param.default) @param)
(method_parameters (splat_parameter name: (identifier)? @param.name) @param @param.rest.list)
(method_parameters (hash_splat_parameter name: (identifier)? @param.name) @param @param.rest.dict)
(method_parameters (keyword_parameter name: (identifier) @param.name value: (_)? @param.default) @param @param.keywordOnly)
(method_parameters (block_parameter) @param.name @param)
