; Python definitions, parameters and file facts. Capture names: src/extract/treeSitter/vocabulary.ts.
; Placement patterns give a definition its kind (later patterns win); facet patterns (@def) add fields.

; ---- file: module docstring, __all__
(module . (comment)* . (expression_statement (string) @file.doc))

((module (expression_statement (assignment left: (identifier) @_all right: [(list) (tuple)] @export.list)))
  (#eq? @_all "__all__"))
((module (expression_statement (assignment
    left: (identifier) @_all
    right: [(list (string (string_content) @export.name)) (tuple (string (string_content) @export.name))])))
  (#eq? @_all "__all__"))
((module (expression_statement (augmented_assignment
    left: (identifier) @_all
    right: [(list (string (string_content) @export.name)) (tuple (string (string_content) @export.name))])))
  (#eq? @_all "__all__"))

; ---- placement: module level. UPPER_CASE variables are constants (Latin, Greek and Cyrillic
; capitals: query regexes have no Unicode classes).
(module (function_definition) @def.function)
(module (decorated_definition definition: (function_definition) @def.function))
(module (class_definition) @def.class)
(module (decorated_definition definition: (class_definition) @def.class))
(module (expression_statement (assignment left: (identifier) @name type: (_)? @type) @def.variable))
; Each name of a chained assignment (attrs' `s = attributes = attrs`): the inner assignment gives the second name.
(module (expression_statement (assignment right: (assignment left: (identifier) @name) @def.variable)))
((module (expression_statement (assignment left: (identifier) @name right: (_) @value) @def.constant))
  (#match? @name "^[A-ZÀ-ÖØ-ÞΑ-ΩА-Я][A-Z0-9_À-ÖØ-ÞΑ-ΩА-Я]*$"))
(module (type_alias_statement
  left: (type [(identifier) @name (generic_type (identifier) @name (type_parameter) @typeParams)])
  right: (_) @value) @def.type)

; ---- placement: class bodies
(class_definition body: (block (class_definition) @def.class))
(class_definition body: (block (decorated_definition definition: (class_definition) @def.class)))
(class_definition body: (block (function_definition) @def.method))
(class_definition body: (block (decorated_definition definition: (function_definition) @def.method)))
(class_definition body: (block (expression_statement
  (assignment left: (identifier) @name type: (_)? @type right: (_)? @value) @def.field)))
((class_definition body: (block (function_definition name: (identifier) @_n) @def.constructor))
  (#eq? @_n "__init__"))
((class_definition body: (block (decorated_definition definition: (function_definition name: (identifier) @_n) @def.constructor)))
  (#eq? @_n "__init__"))
((class_definition body: (block (decorated_definition
    (decorator [(identifier) (attribute)] @_d)
    definition: (function_definition return_type: (_)? @type) @def.property)))
  (#any-of? @_d "property" "cached_property" "functools.cached_property"))
((class_definition body: (block (decorated_definition
    (decorator (attribute attribute: (identifier) @_s))
    definition: (function_definition) @def.setter)))
  (#eq? @_s "setter"))

; ---- facets of every function and class
(function_definition
  "async"? @modifier
  name: (identifier) @name
  type_parameters: (type_parameter)? @typeParams
  parameters: (parameters) @params
  return_type: (_)? @returns
  body: (block) @body) @def
(function_definition body: (block . (expression_statement (string) @doc))) @def
(class_definition
  name: (identifier) @name
  type_parameters: (type_parameter)? @typeParams
  body: (block) @body) @def
(class_definition superclasses: (argument_list [(identifier) (attribute) (subscript)] @extends)) @def
(class_definition body: (block . (expression_statement (string) @doc))) @def
(decorated_definition (decorator) @decorator definition: (_) @def)
((decorated_definition
    (decorator [(identifier) (attribute) (call function: [(identifier) (attribute)])] @_dep)
    definition: (_) @def)
  (#match? @_dep "^(\\w+\\.)*deprecated($|\\()")
  (#set! modifier "deprecated"))

; ---- parameters
(parameters (identifier) @param.name @param)
(parameters (typed_parameter . (identifier) @param.name type: (_) @param.type) @param)
(parameters (default_parameter name: (_) @param.name value: (_) @param.default) @param)
(parameters (typed_default_parameter name: (_) @param.name type: (_) @param.type value: (_) @param.default) @param)
(parameters (list_splat_pattern (identifier) @param.name) @param @param.rest.list @param.separator.keywordOnly)
(parameters (dictionary_splat_pattern (identifier) @param.name) @param @param.rest.dict)
(parameters
  (typed_parameter (list_splat_pattern (identifier) @param.name) type: (_) @param.type)
  @param @param.rest.list @param.separator.keywordOnly)
(parameters
  (typed_parameter (dictionary_splat_pattern (identifier) @param.name) type: (_) @param.type)
  @param @param.rest.dict)
(parameters (positional_separator) @param.separator.positionalOnly)
(parameters (keyword_separator) @param.separator.keywordOnly)
