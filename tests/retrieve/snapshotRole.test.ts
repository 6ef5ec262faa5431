/**
 * Jest snapshots are test data: on jshttp/cookie, `src/__snapshots__/parse-cookie.spec.ts.snap` was the first hit of
 * "parse cookie header" and its code took about 2,000 of a 3,000-token context block (a break-it trial).
 */
import { describe, expect, it } from "vitest";
import { fileRole } from "../../src/retrieve/index.js";

describe("fileRole of Jest snapshots", () => {
  it("is test, by the folder or the extension", () => {
    expect(["src/__snapshots__/parse-cookie.spec.ts.snap", "test/__snapshots__/index.js.md", "lib/output.snap", "src/snapshot.ts", "src/snap.go"].map((p) => fileRole(p))).toEqual(["test", "test", "test", "source", "source"]);
  });
});
