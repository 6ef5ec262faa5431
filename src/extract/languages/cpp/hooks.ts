/**
 * C and C++ quirks the queries cannot express (STYLE §2 "give quirks a home").
 */
import type { Parameter } from "../../contract.js";
import type { LanguageHooks } from "../../treeSitter/profile.js";

/** `int f(void)` declares no parameters: a lone unnamed `void` is not one. */
function dropVoid(params: Parameter[]): Parameter[] {
  const only = params[0];
  return params.length === 1 && only && only.name === "" && only.type === "void" ? [] : params;
}

/** Hooks shared by the C and C++ profiles. */
export const cFamilyHooks: LanguageHooks = {
  params: dropVoid,
};
