import { beforeAll, describe, expect, it } from "vitest";
import { hashBytes, hashText, initHash } from "../../src/shared/hash.js";

describe("content hash", () => {
  beforeAll(initHash);

  it("is xxHash64 as 16 hex digits, equal for a string and its UTF-8 bytes", () => {
    // Reference value of XXH64("abc", seed 0) = 0x44bc2cf5ad770999.
    expect(hashText("abc")).toBe("44bc2cf5ad770999");
    expect(hashBytes(Buffer.from("abc"))).toBe("44bc2cf5ad770999");
    expect(hashBytes(Buffer.from("naïve ☕"))).toBe(hashText("naïve ☕"));
  });

  it("keeps leading zeros", () => {
    for (let i = 0; i < 200; i++) expect(hashText(String(i))).toMatch(/^[0-9a-f]{16}$/);
  });
});
