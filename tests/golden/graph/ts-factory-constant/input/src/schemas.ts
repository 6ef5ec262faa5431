import * as core from "./core.js";

export interface $ZodType {
  _zod: { parse(payload: unknown): unknown };
}

function isObject(value: unknown): boolean {
  return typeof value === "object" && value !== null;
}

export const $ZodType: core.$constructor<$ZodType> = /*@__PURE__*/ core.$constructor("$ZodType", (inst, def) => {
  inst._zod = { parse: (payload) => payload };
});

export const $ZodDiscriminatedUnion: core.$constructor<$ZodType> = /*@__PURE__*/ core.$constructor("$ZodDiscriminatedUnion", (inst, def) => {
  $ZodType.init(inst, def);
  Object.defineProperty(inst, "value", {
    get() {
      return def.options[0];
    },
  });
  inst._zod.parse = (payload) => {
    if (!isObject(payload)) throw new Error("Invalid input: expected object");
    return def.options.find((o: { key: string }) => o.key === (payload as { key: string }).key);
  };
});

/** A value, not a function: no node. */
export const names = ["a", "b"].map((n) => n.toUpperCase());
