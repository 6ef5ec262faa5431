/**
 * A name that names no node gets the nodes of its last name (a new user's trial on click asked `callers
 * BaseCommand.make_context`, the class's old name, and was shown an unrelated example id).
 */
import { describe, expect, it } from "vitest";
import { sameNameIds } from "../../src/cli/nodeArg.js";

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

  it("is empty when no node has that name", () => {
    expect(sameNameIds(nodes, "BaseCommand.nosuch")).toEqual([]);
    expect(sameNameIds(nodes, "")).toEqual([]);
  });
});
