/**
 * `impact` of a name that only a method's overloads share takes them all. The README's example `impact Mediator.Send
 * --depth 1` on MediatR (8a64581) answered `"Mediator.Send" names 3 nodes …; give one id` (rc 2): C# `Send<TResponse>`,
 * `Send<TRequest>` and `Send(object)` are one method's overloads. Other commands still ask for one id.
 */
import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) fs.rmSync(r, { recursive: true, force: true });
});

const MEDIATOR = `namespace MediatR;

public class Mediator
{
    public Task<TResponse> Send<TResponse>(IRequest<TResponse> request) => null!;

    public Task Send(object request, int retries) => null!;
}

public class Runner
{
    public void Ping(Mediator m, IRequest<int> r) => m.Send(r);

    public void Raw(Mediator m) => m.Send(new object(), 2);
}
`;

describe("impact of a name of overloads", () => {
  it("starts from every overload and says so; references still asks for one id", async () => {
    const root = writeTree({ "src/Mediator.cs": MEDIATOR });
    roots.push(root);
    expect((await strataInProcess(["index", root, "--quiet"])).status).toBe(0);
    const text = await strataInProcess(["impact", "Mediator.Send", "--depth", "1", "--repo", root]);
    expect([text.status, text.stdout]).toEqual([
      0,
      "2 nodes in 1 file may be affected by src/Mediator.cs#Mediator.Send and its overloads src/Mediator.cs#Mediator.Send@7 (depth 1); tests: none the graph reaches within 1 step, nor within 8\n" +
        "src/Mediator.cs\n  1  calls      src/Mediator.cs#Runner.Ping\n  1  calls      src/Mediator.cs#Runner.Raw\n",
    ]);
    const json = JSON.parse((await strataInProcess(["impact", "Mediator.Send", "--depth", "1", "--repo", root, "--json"])).stdout) as Record<string, unknown>;
    expect([json.node, json.overloads, json.query, json.total]).toEqual(["src/Mediator.cs#Mediator.Send", ["src/Mediator.cs#Mediator.Send", "src/Mediator.cs#Mediator.Send@7"], "Mediator.Send", 2]);
    const refs = await strataInProcess(["references", "Mediator.Send", "--repo", root]);
    expect([refs.status, refs.stderr]).toEqual([2, 'strata: "Mediator.Send" names 2 nodes: src/Mediator.cs#Mediator.Send, src/Mediator.cs#Mediator.Send@7; give one id\n']);
  });
});
