/**
 * `strata changes` lists as callers of a changed method the calls that reach it through an interface it implements
 * (found by a trial on MediatR: `Mediator.Publish` changed, and changes said nothing calls it, while impact found 18
 * callers through `IPublisher.Publish`).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strataInProcess, writeTree } from "../helpers/cli.js";
import { commitTree } from "../helpers/git.js";

const PUBLISHER = "export interface Publisher {\n  publish(event: string): void;\n}\n";
const MEDIATOR = 'import type { Publisher } from "./publisher";\n\nexport class Mediator implements Publisher {\n  publish(event: string): void {\n    console.log(event);\n  }\n}\n';
const APP = 'import type { Publisher } from "./publisher";\n\nexport function notify(p: Publisher): void {\n  p.publish("ready");\n}\n';
const root = writeTree({ "src/publisher.ts": PUBLISHER, "src/mediator.ts": MEDIATOR, "src/app.ts": APP, ".gitignore": ".strata/\n" });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

beforeAll(async () => {
  commitTree(root);
  await strataInProcess(["index", root, "-q"]);
  fs.writeFileSync(path.join(root, "src/mediator.ts"), MEDIATOR.replace("publish(event: string): void {", "publish(event: string, strict = false): void {"));
});

describe("changes: callers through an interface", () => {
  it("names the caller that calls the interface the changed method implements", async () => {
    const json = JSON.parse((await strataInProcess(["changes", root, "--json"])).stdout) as { files: { path: string; callers: Record<string, string[]> }[] };
    expect(json.files.map((f) => [f.path, f.callers])).toEqual([["src/mediator.ts", { "Mediator.publish": ["src/app.ts#notify"] }]]);
  });
});
