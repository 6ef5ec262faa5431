/**
 * `impact` of a method reaches its overrides — the methods of its name in the types that inherit or implement its type,
 * transitively — and their callers: a change to an interface's, abstract or virtual method's contract changes what
 * each override must be, and so what their callers get. Before, `impact Shape.area` listed only `total` (the call
 * through the base): `circleArea` and `ringArea` call overrides, which no edge to `Shape.area` names.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";

const SHAPES = `export abstract class Shape {
  area(): number {
    return 0;
  }
  abstract name(): string;
}

export interface Labelled {
  label(): string;
}

export class Circle extends Shape implements Labelled {
  area(): number {
    return 3;
  }
  name(): string {
    return "circle";
  }
  label(): string {
    return "c";
  }
}

export class Ring extends Circle {
  area(): number {
    return 2;
  }
}
`;

const USE = `import { Circle, Ring, Shape, type Labelled } from "./shapes.js";

export function total(s: Shape): number {
  return s.area();
}

export function circleArea(c: Circle): number {
  return c.area();
}

export function ringArea(r: Ring): number {
  return r.area();
}

export function show(l: Labelled): string {
  return l.label();
}

export function circleLabel(c: Circle): string {
  return c.label() + c.name();
}
`;

const JOBS = `namespace Jobs;

public interface IJob
{
    void Run();
}

public abstract class JobBase : IJob
{
    public virtual void Run() { }
}

public class MailJob : JobBase
{
    public override void Run() { }
}

public class Scheduler
{
    public void Tick(IJob job) => job.Run();

    public void Base(JobBase job) => job.Run();

    public void Mail(MailJob job) => job.Run();
}
`;

let root = "";
beforeAll(async () => {
  root = writeTree({ "src/shapes.ts": SHAPES, "src/use.ts": USE, "src/Jobs.cs": JOBS });
  expect((await strataInProcess(["index", root, "--quiet"])).status).toBe(0);
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** `impact <id> --depth 2` as printed. */
const impact = async (id: string): Promise<string> => (await strataInProcess(["impact", id, "--depth", "2", "--repo", root])).stdout;

describe("impact of a method with overrides", () => {
  it("reaches a TypeScript class method's overrides in subclasses (transitively) and their callers", async () => {
    expect(await impact("src/shapes.ts#Shape.area")).toBe(
      "5 nodes in 2 files may be affected by src/shapes.ts#Shape.area (depth 2); tests: none the graph reaches within 2 steps, nor within 8\n" +
        "src/shapes.ts\n" +
        "  1  inherits   src/shapes.ts#Circle.area  (overrides src/shapes.ts#Shape.area)\n" +
        "  1  inherits   src/shapes.ts#Ring.area  (overrides src/shapes.ts#Shape.area)\n" +
        "src/use.ts\n" +
        "  1  calls      src/use.ts#total\n" +
        "  2  calls      src/use.ts#circleArea\n" +
        "  2  calls      src/use.ts#ringArea\n",
    );
    expect(await impact("src/shapes.ts#Shape.name")).toBe(
      "2 nodes in 2 files may be affected by src/shapes.ts#Shape.name (depth 2); tests: none the graph reaches within 2 steps, nor within 8\n" +
        "src/shapes.ts\n" +
        "  1  inherits   src/shapes.ts#Circle.name  (overrides src/shapes.ts#Shape.name)\n" +
        "src/use.ts\n" +
        "  2  calls      src/use.ts#circleLabel\n",
    );
  });

  it("reaches a TypeScript interface method's implementations and their callers", async () => {
    expect(await impact("src/shapes.ts#Labelled.label")).toBe(
      "3 nodes in 2 files may be affected by src/shapes.ts#Labelled.label (depth 2); tests: none the graph reaches within 2 steps, nor within 8\n" +
        "src/shapes.ts\n" +
        "  1  implements src/shapes.ts#Circle.label  (overrides src/shapes.ts#Labelled.label)\n" +
        "src/use.ts\n" +
        "  1  calls      src/use.ts#show\n" +
        "  2  calls      src/use.ts#circleLabel\n",
    );
  });

  it("reaches C# virtual and interface methods' overrides and their callers, and keeps the calls through the base", async () => {
    expect(await impact("src/Jobs.cs#IJob.Run")).toBe(
      "5 nodes in 1 file may be affected by src/Jobs.cs#IJob.Run (depth 2); tests: none the graph reaches within 2 steps, nor within 8\n" +
        "src/Jobs.cs\n" +
        "  1  inherits   src/Jobs.cs#JobBase.Run  (overrides src/Jobs.cs#IJob.Run)\n" +
        "  1  inherits   src/Jobs.cs#MailJob.Run  (overrides src/Jobs.cs#IJob.Run)\n" +
        "  1  calls      src/Jobs.cs#Scheduler.Tick\n" +
        "  2  calls      src/Jobs.cs#Scheduler.Base\n" +
        "  2  calls      src/Jobs.cs#Scheduler.Mail\n",
    );
    expect(await impact("src/Jobs.cs#JobBase.Run")).toBe(
      "4 nodes in 1 file may be affected by src/Jobs.cs#JobBase.Run (depth 2); tests: none the graph reaches within 2 steps, nor within 8\n" +
        "src/Jobs.cs\n" +
        "  1  inherits   src/Jobs.cs#MailJob.Run  (overrides src/Jobs.cs#JobBase.Run)\n" +
        "  1  calls      src/Jobs.cs#Scheduler.Base\n" +
        "  1  calls      src/Jobs.cs#Scheduler.Tick  (through src/Jobs.cs#IJob.Run)\n" +
        "  2  calls      src/Jobs.cs#Scheduler.Mail\n",
    );
  });

  it("says in JSON which method an override overrides", async () => {
    const json = JSON.parse((await strataInProcess(["impact", "src/Jobs.cs#JobBase.Run", "--depth", "1", "--repo", root, "--json"])).stdout) as { files: { nodes: unknown[] }[] };
    expect(json.files[0]!.nodes[0]).toEqual({ id: "src/Jobs.cs#MailJob.Run", distance: 1, via: "inherits", resolution: "scope", overrides: "src/Jobs.cs#JobBase.Run" });
  });
});
