import { describe, expect, it } from "vitest";
import { DEFAULT_STAGE_NAMES, defaultStages } from "../../src/pipeline/index.js";

describe("DEFAULT_STAGE_NAMES", () => {
  it("names the default stages in their order (strata status lists backlogs by these names)", () => {
    expect(defaultStages.map((s) => s.name)).toEqual([...DEFAULT_STAGE_NAMES]);
  });
});
