import { describe, expect, it } from "vitest";
import { extractiveNodeGenerator, runHierarchy, type NodeSummary } from "../../src/summarize/index.js";
import { tinyFiles, tinyGraph } from "./fixture.js";

const summary = (id: string, kind: NodeSummary["kind"], fields: Omit<NodeSummary, "formatVersion" | "id" | "kind" | "generator">): NodeSummary => ({
  formatVersion: 1,
  id,
  kind,
  generator: "extractive",
  ...fields,
});

describe("extractive node summaries (no model)", () => {
  it("summarizes the tiny fixture bottom-up, composing callee and member purpose lines", async () => {
    const { outcomes, report } = await runHierarchy({ graph: tinyGraph(), generator: extractiveNodeGenerator, files: tinyFiles });
    const byId = new Map(outcomes.map((o) => [o.id, o.summary]));
    expect(outcomes.map((o) => o.id)).toEqual([
      "src/config.ts#parseLine",
      "src/main.ts#Server.start",
      "src/config.ts#readConfig",
      "src/main.ts#Server",
      "src/config.ts",
      "src/main.ts#main",
      "src/main.ts",
      "src/",
      ".",
    ]);
    expect(byId.get("src/config.ts#parseLine")).toEqual(
      summary("src/config.ts#parseLine", "function", {
        purpose: "Takes line: string and returns [string, string]",
        inputs: ["line: string"],
        outputs: ["[string, string]"],
        sideEffects: [],
        calls: [],
        details: ["Used by readConfig (Reads the config file from disk)", "In src/config.ts: Loads configuration."],
        text: "Takes line: string and returns [string, string]. Inputs: line: string. Outputs: [string, string]. Used by readConfig (Reads the config file from disk). In src/config.ts: Loads configuration.",
      }),
    );
    expect(byId.get("src/config.ts#readConfig")).toEqual(
      summary("src/config.ts#readConfig", "function", {
        purpose: "Reads the config file from disk.",
        inputs: ["path: string"],
        outputs: ["Config"],
        sideEffects: ["file system"],
        calls: [{ id: "src/config.ts#parseLine", why: "Takes line: string and returns [string, string]" }],
        details: [
          "Calls outside the graph: JSON.parse, fs.readFileSync",
          "Used by main (Entry point: loads the config and starts the server)",
          "In src/config.ts: Loads configuration.",
        ],
        text: "Reads the config file from disk. Inputs: path: string. Outputs: Config. Side effects: file system. Calls: parseLine (Takes line: string and returns [string, string]). Calls outside the graph: JSON.parse, fs.readFileSync. Used by main (Entry point: loads the config and starts the server). In src/config.ts: Loads configuration.",
      }),
    );
    expect(byId.get("src/main.ts#main")).toEqual(
      summary("src/main.ts#main", "function", {
        purpose: "Entry point: loads the config and starts the server.",
        inputs: [],
        outputs: [],
        sideEffects: ["console"],
        calls: [
          { id: "src/config.ts#readConfig", why: "Reads the config file from disk." },
          { id: "src/main.ts#Server.start", why: "Uses the network" },
        ],
        details: ["Through its callees: file system (readConfig); network (Server.start)", "Calls outside the graph: console.log"],
        text: "Entry point: loads the config and starts the server. Side effects: console. Calls: readConfig (Reads the config file from disk); Server.start (Uses the network). Through its callees: file system (readConfig); network (Server.start). Calls outside the graph: console.log.",
      }),
    );
    expect(byId.get("src/main.ts#Server.start")?.text).toBe(
      "Uses the network. Inputs: port: number. Side effects: network. Calls outside the graph: http.createServer. Used by main (Entry point: loads the config and starts the server). Member of Server: HTTP server for the API.",
    );
    expect(byId.get("src/main.ts#Server")).toEqual(
      summary("src/main.ts#Server", "class", {
        purpose: "HTTP server for the API.",
        inputs: [],
        outputs: [],
        sideEffects: ["network"],
        calls: [],
        details: ["start: Uses the network"],
        text: "HTTP server for the API. Side effects: network. start: Uses the network.",
      }),
    );
    expect(byId.get("src/main.ts")).toEqual(
      summary("src/main.ts", "file", {
        purpose: "Defines main (Entry point: loads the config and starts the server), Server (HTTP server for the API)",
        inputs: [],
        outputs: [],
        sideEffects: ["console", "network"],
        calls: [{ id: "src/config.ts#readConfig", why: "Reads the config file from disk." }],
        details: ["main: Entry point: loads the config and starts the server.", "Server: HTTP server for the API."],
        text: "Defines main (Entry point: loads the config and starts the server), Server (HTTP server for the API). Side effects: console, network. Calls: readConfig (Reads the config file from disk). main: Entry point: loads the config and starts the server. Server: HTTP server for the API.",
      }),
    );
    expect(byId.get("src/config.ts")?.text).toBe(
      "Loads configuration. Side effects: file system. readConfig: Reads the config file from disk. parseLine: Takes line: string and returns [string, string].",
    );
    expect(byId.get("src/")?.text).toBe(
      "Holds config.ts (Loads configuration), main.ts (main, Server). Side effects: console, file system, network. config.ts: Loads configuration. main.ts: Defines main (Entry point: loads the config and starts the server), Server (HTTP server for the API).",
    );
    expect(byId.get(".")?.text).toBe("Holds src/ (config.ts, main.ts). Side effects: console, file system, network. src/: Holds config.ts (Loads configuration), main.ts (main, Server).");
    expect(report).toEqual({
      generatorKey: "extractive-node@372",
      nodes: 9,
      levels: 6,
      cycles: 0,
      summarized: 9,
      reused: 0,
      hashed: 9,
      changed: 9,
      fallbacks: 0,
      llmCalls: 0,
      inputTokens: 0,
      outputTokens: 0,
      summarizedPercent: 100,
      aborted: false,
      summarizedIds: outcomes.map((o) => o.id),
    });
  });
});
