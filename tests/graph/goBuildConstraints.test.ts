/**
 * Of Go definitions of one name in one package, the graph reads the file the build keeps: Go's build for linux/amd64
 * at the `go.mod`'s Go version. A new user's trial on hashicorp/go-retryablehttp: `isCertError` is defined in
 * `cert_error_go119.go` (`//go:build !go1.20`) and `cert_error_go120.go`; with `go 1.23` in go.mod, `callees
 * baseRetryPolicy` named the first, which never compiles, and `callers` of the second said "no results".
 */
import { describe, expect, it } from "vitest";
import { buildGraph } from "../../src/graph/index.js";
import { goBuildExcluded } from "../../src/graph/languages/go/language.js";
import { loadFixture, writeTree } from "./graphFixtures.js";

describe("Go build constraints", () => {
  it("read file name suffixes and //go:build lines for linux/amd64 at the go.mod's version", () => {
    const read = (p: string): string | undefined => (p === "go.mod" ? "module example.com/m\n\ngo 1.23\n" : undefined);
    const cases: [string, string][] = [
      ["cert_error_go119.go", "//go:build !go1.20\n\npackage m\n"],
      ["cert_error_go120.go", "//go:build go1.20\n\npackage m\n"],
      ["fs_windows.go", "package m\n"],
      ["fs_linux.go", "package m\n"],
      ["fs_linux_arm64.go", "package m\n"],
      ["sys_amd64.go", "package m\n"],
      ["poll_unix.go", "//go:build (linux || darwin) && !appengine\n\npackage m\n"],
      ["poll_other.go", "//go:build !(linux || darwin)\n\npackage m\n"],
      ["odd.go", "//go:build linux &&\n\npackage m\n"],
      ["docs.go", "package m\n\n//go:build ignore\n"],
    ];
    expect(cases.map(([p, t]) => goBuildExcluded(p, t, read))).toEqual([true, false, true, false, true, false, false, true, false, false]);
  });

  it("link a call to the definition in the file the build keeps", async () => {
    const root = writeTree({
      "go.mod": "module example.com/m\n\ngo 1.23\n",
      "cert_error_go119.go": "//go:build !go1.20\n\npackage m\n\nfunc isCertError(err error) bool { return false }\n",
      "cert_error_go120.go": "//go:build go1.20\n\npackage m\n\nfunc isCertError(err error) bool { return err != nil }\n",
      "client.go": "package m\n\nfunc retry(err error) bool {\n\treturn isCertError(err)\n}\n",
    });
    const graph = await buildGraph({ root, files: loadFixture(root) });
    expect(graph.edges.filter((e) => e.kind === "calls" && e.from === "client.go#retry").map((e) => e.to)).toEqual(["cert_error_go120.go#isCertError"]);
  });
});
