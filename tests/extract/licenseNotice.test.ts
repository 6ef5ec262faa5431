/** A file doc that opens with a license notice is no description (found by a trial on uvicorn's `_types.py`). */
import { afterAll, describe, expect, it } from "vitest";
import { withoutLicenseNotice } from "../../src/extract/licenseNotice.js";
import { TreeSitterExtractor } from "../../src/extract/treeSitter/TreeSitterExtractor.js";

const extractor = new TreeSitterExtractor();
afterAll(() => extractor.dispose());

/** uvicorn uvicorn/_types.py's module docstring, cut down: Django's BSD license, nothing else. */
const TYPES_PY = [
  '"""',
  "Copyright (c) Django Software Foundation and individual contributors.",
  "All rights reserved.",
  "",
  "Redistribution and use in source and binary forms, with or without modification,",
  "are permitted provided that the following conditions are met:",
  "",
  "    3. Neither the name of Django nor the names of its contributors may be used",
  "       to endorse or promote products derived from this software without",
  "       specific prior written permission.",
  "",
  'THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND',
  "ANY EXPRESS OR IMPLIED WARRANTIES ARE DISCLAIMED.",
  '"""',
  "",
  "from typing import TypedDict",
  "",
  "",
  "class LifespanStartupFailedEvent(TypedDict):",
  "    message: str",
  "",
].join("\n");

describe("license notices in file docs", () => {
  it("gives a Python module whose docstring is a license no description", async () => {
    const contract = await extractor.extract({ path: "uvicorn/_types.py", text: TYPES_PY, language: "python" });
    expect(contract.description).toBeUndefined();
  });

  it("keeps what follows a notice, and any doc that does not open with one", () => {
    expect(withoutLicenseNotice("Copyright 2024 Acme.\nLicensed under the MIT license.\n\nRoutes requests to handlers.")).toBe("Routes requests to handlers.");
    expect(withoutLicenseNotice("SPDX-License-Identifier: MIT")).toBeUndefined();
    expect(withoutLicenseNotice("Parses headers.\n\nCopyright notices are kept when they come later.")).toBe("Parses headers.\n\nCopyright notices are kept when they come later.");
  });

  /** spf13/cast 715c728 `indirect.go`, cut down (its `indirect` exported here, so that the contract shows it): code taken from Go's standard library, its notice above the doc. */
  const INDIRECT_GO = [
    "package cast",
    "",
    "// From html/template/content.go",
    "// Copyright 2011 The Go Authors. All rights reserved.",
    "// Indirect returns the value, after dereferencing as many times",
    "// as necessary to reach the base type (or nil).",
    "func Indirect(a any) any { return a }",
    "",
  ].join("\n");

  it("drops the notice of taken code written above a function's doc, with no blank line after it", async () => {
    const contract = await extractor.extract({ path: "indirect.go", text: INDIRECT_GO, language: "go" });
    expect(contract.exports.map((f) => f.doc)).toEqual(["Indirect returns the value, after dereferencing as many times\nas necessary to reach the base type (or nil)."]);
    expect(withoutLicenseNotice("Based on net/http.\nCopyright 2009 The Go Authors.")).toBeUndefined();
    expect(withoutLicenseNotice("From the request, reads the body.\nCopyright is the caller's.")).toBe("From the request, reads the body.\nCopyright is the caller's.");
    expect(withoutLicenseNotice("From the request, reads the body.")).toBe("From the request, reads the body.");
    // unjs/defu's `isPlainObject` (a new user's trial): its purpose was the notice.
    expect(withoutLicenseNotice("Forked from sindresorhus/is-plain-obj (MIT)\nCopyright (c) Sindre Sorhus <sindresorhus@gmail.com> (https://sindresorhus.com)")).toBeUndefined();
  });
});
