/** Getters and setters of classes, interfaces and object literals. */
import { ts } from "ts-morph";
import type { Entity } from "../contract.js";
import type { ExtractContext } from "./extractContext.js";
import { makeEntity } from "./entity.js";
import { returnTypeText } from "./functions.js";
import { keywordModifiers } from "./modifiers.js";
import { propertyNameText } from "./names.js";
import { declaredTypeText, writtenTypeText } from "./typeText.js";

/** Getter: `type` is its return type. Setter: `type` is its parameter's type. */
export function accessorEntity(ctx: ExtractContext, a: ts.AccessorDeclaration): Entity {
  let type: string | undefined;
  if (ts.isGetAccessorDeclaration(a)) type = returnTypeText(ctx, a);
  else {
    const param = a.parameters[0];
    type = param ? (param.type ? writtenTypeText(ctx, param.type) : declaredTypeText(ctx, param)) : undefined;
  }
  return makeEntity(ctx, {
    name: propertyNameText(a.name),
    kind: ts.isGetAccessorDeclaration(a) ? "getter" : "setter",
    decls: [a],
    modifiers: keywordModifiers(a),
    body: type !== undefined ? { type } : {},
  });
}
