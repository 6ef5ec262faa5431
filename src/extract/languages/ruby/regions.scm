; Region captures (src/extract/regions/README.md): @region.<kind> marks a region node, @region.name its
; name, @region.skip a node that is never a region. When patterns disagree on a node, the higher kind
; wins (method > class > function > block > expression > statement). Comments are never regions.

(program (_) @region.statement)
(body_statement (_) @region.statement)

(class name: (_) @region.name) @region.class
(module name: (_) @region.name) @region.class
(singleton_class) @region.class
(body_statement (method name: (_) @region.name) @region.method)
(body_statement (singleton_method name: (_) @region.name) @region.method)
(program (method name: (_) @region.name) @region.function)

(if consequence: (then) @region.block)
(if alternative: (_) @region.block)
(case (when) @region.block)
(case (else) @region.block)
(begin (rescue) @region.block)
(body_statement (rescue) @region.block)

(do_block) @region.expression
(block) @region.expression
(lambda) @region.expression
