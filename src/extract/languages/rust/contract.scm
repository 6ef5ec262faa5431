; Rust definitions and parameters. Capture names: src/extract/treeSitter/vocabulary.ts.
; Public = `pub` alone: `pub(crate)`, `pub(super)` and `pub(in path)` are kept as modifiers and are no public API
; (reqwest's `pub(super) fn execute_request` was listed as public); trait items, trait-impl methods and enum variants
; are public with their owner.

; ---- file: `//!` inner doc comments
(source_file (line_comment inner: (inner_doc_comment_marker)) @file.doc)
(source_file (block_comment inner: (inner_doc_comment_marker)) @file.doc)

; ---- items (anything nested in a function body is dropped as local)
(function_item
  name: (identifier) @name
  parameters: (parameters) @params
  return_type: (_)? @returns
  body: (block) @body) @def.function
(struct_item name: (type_identifier) @name body: (_)? @body) @def.struct
(union_item name: (type_identifier) @name body: (_) @body) @def.struct
(enum_item name: (type_identifier) @name body: (enum_variant_list) @body) @def.enum
(trait_item name: (type_identifier) @name body: (declaration_list) @body) @def.trait
(trait_item bounds: (trait_bounds (_) @extends)) @def
(type_item name: (type_identifier) @name type: (_) @value) @def.type
(const_item name: (identifier) @name type: (_) @type value: (_)? @value) @def.constant
(static_item name: (identifier) @name type: (_) @type) @def.variable
(mod_item name: (identifier) @name body: (declaration_list)? @body) @def.module
(macro_definition name: (identifier) @name . (macro_rule) @body) @def.macro
; `#[macro_export]` exports a macro, other attributes between (anyhow's `#[macro_export] #[cfg_attr(…)] macro_rules!
; bail` had been left out).
(_ (attribute_item (attribute (identifier) @_export)) . [(attribute_item) (line_comment) (block_comment)]* . (macro_definition) @def @public
  (#eq? @_export "macro_export"))
; `#[doc(hidden)]` hides an item from the crate's documented API, whatever its visibility (anyhow's `__private` module
; and `__anyhow!` macro had been listed as public API).
(_ (attribute_item (attribute (identifier) @_doc arguments: (token_tree (identifier) @_hidden))) . [(attribute_item) (line_comment) (block_comment)]* . [(function_item) (struct_item) (enum_item) (trait_item) (type_item) (const_item) (static_item) (mod_item) (macro_definition) (union_item) (field_declaration) (enum_variant)] @def @private
  (#eq? @_doc "doc") (#eq? @_hidden "hidden"))
(_ type_parameters: (type_parameters) @typeParams) @def

; ---- members: fields, variants, trait items, impl methods (joined to their type by name)
(field_declaration_list (field_declaration name: (field_identifier) @name type: (_) @type) @def.field)
(enum_variant_list (enum_variant name: (identifier) @name value: (_)? @value) @def.enumMember @public)
(trait_item body: (declaration_list (function_signature_item
  name: (identifier) @name
  parameters: (parameters) @params
  return_type: (_)? @returns) @def.method @public))
(trait_item body: (declaration_list (function_item) @def.method @public))
(impl_item
  type: [(type_identifier) @receiver.type
         (generic_type type: (type_identifier) @receiver.type)
         (scoped_type_identifier name: (type_identifier) @receiver.type)] @receiver
  body: (declaration_list (function_item) @def.method))
(impl_item trait: (_) body: (declaration_list (function_item) @def @public))

; ---- visibility, modifiers, attributes
((_ (visibility_modifier) @public) @def (#eq? @public "pub"))
((_ (visibility_modifier) @modifier) @def (#not-eq? @modifier "pub"))
(_ (function_modifiers) @modifier) @def
((attribute_item (attribute) @decorator)+ . [(struct_item) (enum_item) (function_item) (trait_item) (union_item)
  (type_item) (const_item) (static_item) (mod_item)] @def)
((attribute_item (attribute (identifier) @_dep))+ . [(struct_item) (enum_item) (function_item) (trait_item)
  (union_item) (type_item) (const_item) (static_item) (mod_item)] @def
  (#any-eq? @_dep "deprecated")
  (#set! modifier "deprecated"))

; ---- parameters
(parameters (self_parameter) @param.name @param)
(parameters (parameter pattern: (_) @param.name type: (_) @param.type) @param)
