; Reference captures (src/extract/regions/README.md): the identifier node of a definition, a call or an
; import. Strings and comments hold no identifier nodes, so they never match.

(method name: (identifier) @ref.definition)
(singleton_method name: (identifier) @ref.definition)
(class name: (constant) @ref.definition)
(module name: (constant) @ref.definition)
(assignment left: (identifier) @ref.definition)
(assignment left: (constant) @ref.definition)

(call method: (identifier) @ref.call)
