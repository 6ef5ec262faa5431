; C and C++ definitions and parameters (C files use the C++ grammar). Capture names:
; src/extract/treeSitter/vocabulary.ts. Public = not `static` at file scope, not in an anonymous
; namespace, and, inside a class, under `public:` (class members start private, struct members public).

; ---- functions: definitions and prototypes, the return type with its qualifiers and `*`
(function_definition
  (type_qualifier)* @returns
  type: (_) @returns
  declarator: (function_declarator declarator: [(identifier) (qualified_identifier) (field_identifier)] @name
                                   parameters: (parameter_list) @params)
  body: (_) @body) @def.function
(function_definition
  (type_qualifier)* @returns
  type: (_) @returns
  declarator: (pointer_declarator "*" @returns
                declarator: (function_declarator declarator: [(identifier) (qualified_identifier) (field_identifier)] @name
                                                 parameters: (parameter_list) @params))
  body: (_) @body) @def.function
(declaration
  (type_qualifier)* @returns
  type: (_) @returns
  declarator: (function_declarator declarator: (identifier) @name parameters: (parameter_list) @params)) @def.function
(declaration
  (type_qualifier)* @returns
  type: (_) @returns
  declarator: (pointer_declarator "*" @returns
                declarator: (function_declarator declarator: (identifier) @name parameters: (parameter_list) @params))) @def.function

; ---- types
((struct_specifier name: (type_identifier) @name body: (field_declaration_list) @body) @def.struct . ";")
((union_specifier name: (type_identifier) @name body: (field_declaration_list) @body) @def.struct . ";")
((class_specifier name: (type_identifier) @name body: (field_declaration_list) @body) @def.class . ";")
; A nested type defined apart from its class (`struct DBImpl::CompactionState { … };` in leveldb's db_impl.cc): its
; members are its own, not the namespace's (`leveldb.current_output()` had been listed as a namespace function).
((struct_specifier name: (qualified_identifier) @name body: (field_declaration_list) @body) @def.struct . ";")
((class_specifier name: (qualified_identifier) @name body: (field_declaration_list) @body) @def.class . ";")
((enum_specifier name: (type_identifier) @name body: (enumerator_list) @body) @def.enum . ";")
(type_definition
  type: [(struct_specifier body: (field_declaration_list) @body) (union_specifier body: (field_declaration_list) @body)]
  declarator: (type_identifier) @name) @def.struct
(type_definition type: (enum_specifier body: (enumerator_list) @body) declarator: (type_identifier) @name) @def.enum
(type_definition
  type: [(primitive_type) (sized_type_specifier) (type_identifier) (qualified_identifier) (template_type)
         (struct_specifier !body) (union_specifier !body) (enum_specifier !body)] @value
  declarator: (type_identifier) @name) @def.type
(type_definition declarator: (pointer_declarator declarator: (type_identifier) @name)) @def.type
(type_definition declarator: (function_declarator
  declarator: (parenthesized_declarator (pointer_declarator declarator: (type_identifier) @name)))) @def.type
(alias_declaration name: (type_identifier) @name type: (_) @value) @def.type
(namespace_definition name: (_) @name body: (declaration_list) @body) @def.namespace
(enumerator_list (enumerator name: (identifier) @name value: (_)? @value) @def.enumMember @public)
(_ (base_class_clause [(type_identifier) (qualified_identifier) (template_type)] @extends)) @def
(template_declaration parameters: (template_parameter_list) @typeParams (_) @def) @decl

; ---- macros (object-like ones need a value: include guards are not API)
(preproc_def name: (identifier) @name value: (preproc_arg) @value) @def.macro
(preproc_function_def name: (identifier) @name parameters: (preproc_params) @params value: (preproc_arg)? @body) @def.macro

; ---- global variables
(declaration type: (_) @type declarator: [(identifier) @name (init_declarator declarator: (identifier) @name)]) @def.variable
(declaration type: (_) @type declarator: [(pointer_declarator "*" @type declarator: (identifier) @name)
  (init_declarator declarator: (pointer_declarator "*" @type declarator: (identifier) @name))]) @def.variable

; ---- class and struct members
(field_declaration_list (field_declaration type: (_) @type declarator: (field_identifier) @name) @def.field)
(field_declaration_list (field_declaration type: (_) @type declarator: [(pointer_declarator "*" @type declarator: (field_identifier) @name)
  (array_declarator declarator: (field_identifier) @name)]) @def.field)
(field_declaration_list (field_declaration
  (type_qualifier)* @returns
  type: (_) @returns
  declarator: (function_declarator declarator: (field_identifier) @name parameters: (parameter_list) @params)) @def.method)
(field_declaration_list (field_declaration
  type: (_) @returns
  declarator: (pointer_declarator "*" @returns
                declarator: (function_declarator declarator: (field_identifier) @name parameters: (parameter_list) @params))) @def.method)
(field_declaration_list (function_definition
  declarator: (function_declarator declarator: (field_identifier) @name parameters: (parameter_list) @params)
  body: (_) @body) @def.method)
(field_declaration_list (declaration
  declarator: (function_declarator declarator: (identifier) @name parameters: (parameter_list) @params)) @def.constructor)
(field_declaration_list (function_definition
  declarator: (function_declarator declarator: (identifier) @name parameters: (parameter_list) @params)
  body: (_) @body) @def.constructor)
(field_declaration_list (template_declaration (_
  declarator: (function_declarator declarator: [(identifier) (field_identifier)] @name parameters: (parameter_list) @params)) @def.method))

; ---- visibility and modifiers
(class_specifier body: (field_declaration_list "{" @access.private))
(field_declaration_list (access_specifier) @access)
(namespace_definition !name body: (declaration_list (_) @def @private))
; `static` at file scope (also inside include guards, `#if` blocks and namespaces) means file-local
((translation_unit [(function_definition (storage_class_specifier) @private) (declaration (storage_class_specifier) @private)] @def)
  (#eq? @private "static"))
((preproc_ifdef [(function_definition (storage_class_specifier) @private) (declaration (storage_class_specifier) @private)] @def)
  (#eq? @private "static"))
((preproc_if [(function_definition (storage_class_specifier) @private) (declaration (storage_class_specifier) @private)] @def)
  (#eq? @private "static"))
((preproc_else [(function_definition (storage_class_specifier) @private) (declaration (storage_class_specifier) @private)] @def)
  (#eq? @private "static"))
((preproc_elif [(function_definition (storage_class_specifier) @private) (declaration (storage_class_specifier) @private)] @def)
  (#eq? @private "static"))
((declaration_list [(function_definition (storage_class_specifier) @private) (declaration (storage_class_specifier) @private)] @def)
  (#eq? @private "static"))
(_ [(storage_class_specifier) "virtual" "explicit" "inline"] @modifier) @def
(_ (function_declarator (type_qualifier) @modifier)) @def
(_ (explicit_function_specifier) @modifier) @def

; ---- parameters
(parameter_list (parameter_declaration
  (type_qualifier)* @param.type
  type: (_) @param.type
  declarator: (identifier) @param.name) @param)
(parameter_list (parameter_declaration
  (type_qualifier)* @param.type
  type: (_) @param.type
  declarator: [(pointer_declarator "*" @param.type declarator: (identifier) @param.name)
               (reference_declarator "&" @param.type (identifier) @param.name)
               (array_declarator declarator: (identifier) @param.name)]) @param)
(parameter_list (parameter_declaration
  (type_qualifier)* @param.type
  type: (_) @param.type
  declarator: [(abstract_pointer_declarator) (abstract_reference_declarator)]? @param.type
  .) @param)
(parameter_list (optional_parameter_declaration
  type: (_) @param.type
  declarator: (_) @param.name
  default_value: (_) @param.default) @param)
(parameter_list "..." @param.name @param @param.rest.list)
(preproc_params (identifier) @param.name @param)
(preproc_params "..." @param.name @param @param.rest.list)
