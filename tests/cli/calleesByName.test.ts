/**
 * Unresolved callees named alike are one entry. A new user's trial on go-playground/form: `callees
 * decoder.go#decoder.setFieldByType` listed `reflect.New(…).Elem` four times (lines 551 / 552 / 382,478 / 437,507),
 * one per argument text of `reflect.New(typ.Elem()).Elem`, `reflect.New(typ.Key()).Elem`, …
 */
import { afterAll, describe, expect, it } from "vitest";
import { callNodes } from "../../src/query/index.js";
import { tempStore } from "../retrieve/fixtures.js";

describe("callees outside the graph", () => {
  const { store, dir } = tempStore();
  afterAll(async () => store.close());

  it("are merged by the name they are shown by, lines merged; resolved ones and other names stay apart", async () => {
    const { nodes } = await callNodes(store, dir, [
      { id: "?reflect.New", external: true, callLines: [211, 382] },
      { id: "?reflect.New(typ.Elem()).Elem", external: true, callLines: [551] },
      { id: "?reflect.New(typ.Key()).Elem", external: true, callLines: [552] },
      { id: "?reflect.New(v.Type().Elem()).Elem", external: true, callLines: [382, 478] },
      { id: "?decoder.parseMapData(x).Get", callLines: [40] },
      { id: "?decoder.parseMapData(y).Get", callLines: [41] },
      { id: "cache.go#structCacheMap.Get", resolution: "scope", callLines: [30] },
    ]);
    expect(nodes.map((n) => ("name" in n ? `${n.name} ${n.external ? "external " : ""}${(n.callLines ?? []).join(",")}` : `${n.id} ${(n.callLines ?? []).join(",")}`))).toEqual([
      "reflect.New external 211,382",
      "reflect.New(…).Elem external 382,478,551,552",
      "decoder.parseMapData(…).Get 40,41",
      "cache.go#structCacheMap.Get 30",
    ]);
  });
});
