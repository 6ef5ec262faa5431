/**
 * Translation catalogs and contributor lists are repository files, not code (a new user's trial: python-humanize's
 * `locale/*\/LC_MESSAGES/humanize.po` took ranks 1–4 of "how is a file size formatted"; go-cache's `CONTRIBUTORS` was
 * in the context block of "how are expired items evicted").
 */
import { describe, expect, it } from "vitest";
import { fileRole } from "../../src/retrieve/fileRoles.js";

describe("translation catalogs and contributor lists", () => {
  it("are config files; code named alike stays source", () => {
    const paths = [
      "src/humanize/locale/de_DE/LC_MESSAGES/humanize.po",
      "src/humanize/locale/humanize.pot",
      "locale/fr/LC_MESSAGES/app.mo",
      "CONTRIBUTORS",
      "MAINTAINERS.md",
      "src/contributors.py",
      "src/humanize/filesize.py",
      "lib/po.js",
    ];
    expect(Object.fromEntries(paths.map((p) => [p, fileRole(p)]))).toEqual({
      "src/humanize/locale/de_DE/LC_MESSAGES/humanize.po": "config",
      "src/humanize/locale/humanize.pot": "config",
      "locale/fr/LC_MESSAGES/app.mo": "config",
      CONTRIBUTORS: "config",
      "MAINTAINERS.md": "doc",
      "src/contributors.py": "source",
      "src/humanize/filesize.py": "source",
      "lib/po.js": "source",
    });
  });
});
