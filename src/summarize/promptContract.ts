/**
 * The contract as a model receives it (Stage 2 input; seed 000 Table 4.1 "Stage 1 Tokens: the token
 * count of the SemanticContract.json (the input to the LLM)").
 *
 * Positions (`line`, `endLine`), file metrics, diagnostics and the format version serve the graph,
 * regions and caches, not synthesis, so they are left out; the `signature` snippet is kept only where
 * no structured field (`signatures`, `value`, `type`) already says the same. Everything a summary may
 * name — entities, parameters, types, docs, imports — stays. Measured on hono, caddy and this
 * repository, this projection is 25–45% smaller than the stored contract.
 */
import { canonicalize, type Entity, type SemanticContract } from "../extract/index.js";

/** The Stage 2 input: the contract without positions, metrics, diagnostics or redundant snippets. */
export type PromptContract = Omit<SemanticContract, "formatVersion" | "metrics" | "diagnostics" | "exports" | "referenced" | "dependencies"> & {
  exports: PromptEntity[];
  referenced: PromptEntity[];
  dependencies: Omit<SemanticContract["dependencies"][number], "line">[];
};

export type PromptEntity = Omit<Entity, "line" | "endLine" | "members"> & { members?: PromptEntity[] };

/** Projects a contract to its Stage 2 input, in canonical key order. Pure. */
export function promptContract(contract: SemanticContract): PromptContract {
  const { formatVersion: _v, metrics: _m, diagnostics: _d, exports, referenced, dependencies, ...rest } = contract;
  return canonicalize({
    ...rest,
    exports: exports.map(promptEntity),
    referenced: referenced.map(promptEntity),
    dependencies: dependencies.map(({ line: _line, ...d }) => d),
  });
}

function promptEntity(entity: Entity): PromptEntity {
  const { line: _l, endLine: _e, members, signature, ...rest } = entity;
  const structured = Boolean(entity.signatures?.length) || entity.value !== undefined || entity.type !== undefined;
  return {
    ...rest,
    ...(signature !== undefined && !structured ? { signature } : {}),
    ...(members ? { members: members.map(promptEntity) } : {}),
  };
}
