/**
 * A comment between `def name(` and the receiver (`def get(  # type: ignore[override]` then `self,`) hides no receiver.
 * In a trial on requests 1f6589ec, `self._find_no_duplicates(…)` in `RequestsCookieJar.get` and `self.set_cookie(…)`
 * in `RequestsCookieJar.update` stayed unresolved while the same calls resolved in the jar's other methods.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("Python receiver after a comment", () => {
  it("types self after a comment that opens the parameter list", async () => {
    const lines = await callLines({
      "requests/cookies.py": [
        "class RequestsCookieJar(dict):",
        "    def get(  # type: ignore[override]",
        "        self,",
        "        name,",
        "        default=None,",
        "    ):",
        "        return self._find_no_duplicates(name)",
        "",
        "    def set(self, name, value):",
        "        return self._find_no_duplicates(name)",
        "",
        "    def _find_no_duplicates(self, name):",
        "        return name",
        "",
      ].join("\n"),
    });
    expect(lines).toEqual([
      "requests/cookies.py#RequestsCookieJar.get -> requests/cookies.py#RequestsCookieJar._find_no_duplicates @7 scope",
      "requests/cookies.py#RequestsCookieJar.set -> requests/cookies.py#RequestsCookieJar._find_no_duplicates @10 scope",
    ]);
  });
});
