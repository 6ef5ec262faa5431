; JSX additions to the TypeScript (TSX grammar) and JavaScript region queries: functions passed as JSX
; attribute values or children (`onClick={() => …}`).
(jsx_expression [(arrow_function) (function_expression)] @region.expression)
