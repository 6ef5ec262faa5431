/**
 * A name that names no node gets the nodes of its last name (a new user's trial on click asked `callers
 * BaseCommand.make_context`, the class's old name, and was shown an unrelated example id).
 */
import { describe, expect, it } from "vitest";
import { noNodeLine, sameNameIds } from "../../src/cli/nodeArg.js";

const nodes = [
  { id: "src/click/core.py" },
  { id: "src/click/core.py#Command" },
  { id: "src/click/core.py#Command.make_context" },
  { id: "src/click/core.py#Group.make_context" },
  { id: "src/click/shell_completion.py#_resolve_context" },
  { id: "src/click/shell_completion.py#Make_Context" },
];

describe("sameNameIds", () => {
  it("lists the nodes whose own name is the query's last name, exact names first", () => {
    expect(sameNameIds(nodes, "BaseCommand.make_context")).toEqual(["src/click/core.py#Command.make_context", "src/click/core.py#Group.make_context"]);
    expect(sameNameIds(nodes, "src/click/old.py#BaseCommand.make_context", 1)).toEqual(["src/click/core.py#Command.make_context"]);
    expect(sameNameIds(nodes, "Ns::MAKE_CONTEXT")).toEqual(["src/click/core.py#Command.make_context", "src/click/core.py#Group.make_context", "src/click/shell_completion.py#Make_Context"]);
  });

  // afero 993a85a: `summary --node copyOnWriteFs.go#CopyOnWriteFs.Opne` said "no node" and suggested nothing.
  it("lists names at most two edits from a mistyped one, nearest first, the named file's first among equals", () => {
    const fs = [
      { id: "copyOnWriteFs.go#CopyOnWriteFs.Open" },
      { id: "copyOnWriteFs.go#CopyOnWriteFs.OpenFile" },
      { id: "basepath.go#BasePathFs.Open" },
      { id: "memmap.go#MemMapFs.open" },
      { id: "util.go#Glob" },
    ];
    expect(sameNameIds(fs, "copyOnWriteFs.go#CopyOnWriteFs.Opne")).toEqual(["copyOnWriteFs.go#CopyOnWriteFs.Open", "basepath.go#BasePathFs.Open", "memmap.go#MemMapFs.open"]);
    expect(sameNameIds(fs, "CopyOnWriteFs.Opne", 1)).toEqual(["copyOnWriteFs.go#CopyOnWriteFs.Open"]);
    // A mistyped owner (afero's `UnoinFile.Readdir`): the nearest owner's method first among the exact names.
    const readdirs = ["afero.go#File.Readdir", "gcsfs/file.go#GcsFile.Readdir", "iofs.go#fromIOFSFile.Readdir", "mem/file.go#File.Readdir", "regexpfs.go#RegexpFile.Readdir", "unionFile.go#UnionFile.Readdir"].map((id) => ({ id }));
    expect(sameNameIds(readdirs, "UnoinFile.Readdir", 2)).toEqual(["unionFile.go#UnionFile.Readdir", "afero.go#File.Readdir"]);
    expect(sameNameIds(fs, "Opn")).toEqual(["basepath.go#BasePathFs.Open", "copyOnWriteFs.go#CopyOnWriteFs.Open", "memmap.go#MemMapFs.open"]);
    // A short name takes one edit at most: `Gob` finds `Glob`, `Gx` nothing.
    expect(sameNameIds(fs, "Gob")).toEqual(["util.go#Glob"]);
    expect(sameNameIds(fs, "Gx")).toEqual([]);
    // A named file with nodes, none near the name: nothing from other files (werkzeug's `http.py#nope`).
    expect(sameNameIds(fs, "util.go#Opne")).toEqual([]);
    expect(sameNameIds(fs, "missing.go#Opne")).toEqual(["basepath.go#BasePathFs.Open", "copyOnWriteFs.go#CopyOnWriteFs.Open", "memmap.go#MemMapFs.open"]);
    expect(noNodeLine("CopyOnWriteFs.Opne", "", fs.slice(0, 2), "ids look like …")).toBe('strata: no node "CopyOnWriteFs.Opne" in the code graph; did you mean: copyOnWriteFs.go#CopyOnWriteFs.Open\n');
    expect(noNodeLine("Glob", "", fs, "ids look like …")).toBe('strata: no node "Glob" in the code graph; of that name: util.go#Glob\n');
    expect(noNodeLine("Gx", "", fs, "ids look like …")).toBe('strata: no node "Gx" in the code graph: ids look like …\n');
  });

  it("is empty when no node has that name", () => {
    expect(sameNameIds(nodes, "BaseCommand.nosuch")).toEqual([]);
    expect(sameNameIds(nodes, "")).toEqual([]);
  });
});
