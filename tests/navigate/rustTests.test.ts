/**
 * Test code inside Rust source files (`#[cfg(test)] mod tests`, `#[test]`, `#[tokio::test]`). A trial on axum
 * (3d78036d) found `impact Serve.with_graceful_shutdown` listing four test functions one hop away and then "tests: none
 * within 3 steps, nor within 8", and search ranking those test functions among the implementation.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CodeGraph } from "../../src/graph/index.js";
import { impactOf } from "../../src/navigate/index.js";
import { rankIds } from "../../src/retrieve/index.js";
import { openStore } from "../../src/store/index.js";
import { indexedGraph } from "../helpers/graph.js";

// Cut from axum/src/serve/mod.rs.
const SERVE = `pub struct Serve {
    port: u16,
}

impl Serve {
    /// Prepares a server to handle graceful shutdown when the provided future completes.
    pub fn with_graceful_shutdown(self, signal: u8) -> Serve {
        self
    }
}

fn handle_connection(port: u16) -> u16 {
    port
}

fn port_works(port: u16) -> bool {
    port > 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn test_with_graceful_shutdown_local_addr() {
        let serve = Serve { port: 1 };
        serve.with_graceful_shutdown(0);
    }

    fn graceful_shutdown_helper() -> u16 {
        handle_connection(2)
    }

    struct WorksForCustomExtractor;

    #[test]
    fn works() {
        struct Extractor(u16);

        impl Extractor {
            fn shutdown(&self) -> u16 {
                self.0
            }
        }
    }
}

#[cfg(test)]
#[allow(clippy::bool_assert_comparison)]
mod attributed_tests {
    fn cfg_first_helper() -> u16 {
        1
    }
}

#[allow(dead_code)]
#[cfg(test)]
mod more_tests {
    struct CfgSecondFixture;
}

#[test]
#[should_panic]
fn graceful_shutdown_completes() {
    let serve = Serve { port: 2 };
    serve.with_graceful_shutdown(1);
}
`;

let root: string;
let graph: CodeGraph;
beforeAll(async () => {
  ({ root, graph } = await indexedGraph({ "src/serve.rs": SERVE, "Cargo.toml": '[package]\nname = "serve"\n' }));
}, 120_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("Rust test code in a source file", () => {
  it("is marked on its nodes: #[test] (also under another attribute), #[tokio::test], every function of a #[cfg(test)] module (also under other attributes) and what a test declares", () => {
    // An impl's methods are named by the impl's type (`Extractor.shutdown`), as everywhere in Rust.
    expect(graph.nodes.filter((n) => n.test).map((n) => n.id)).toEqual([
      "src/serve.rs#CfgSecondFixture",
      "src/serve.rs#Extractor.shutdown",
      "src/serve.rs#WorksForCustomExtractor",
      "src/serve.rs#cfg_first_helper",
      "src/serve.rs#graceful_shutdown_completes",
      "src/serve.rs#graceful_shutdown_helper",
      "src/serve.rs#test_with_graceful_shutdown_local_addr",
      "src/serve.rs#works",
      "src/serve.rs#works.Extractor",
    ]);
  });

  it("counts for impact's tests", () => {
    const report = impactOf(graph, "src/serve.rs#Serve.with_graceful_shutdown", 3)!;
    // The file is where those tests run, and stays a source file (it is not labelled a test file).
    expect({ tests: report.tests, testsAt: report.testsAt, files: report.files.map((f) => [f.path, f.test]) }).toEqual({ tests: ["src/serve.rs"], testsAt: undefined, files: [["src/serve.rs", false]] });
  });

  it("ranks after the implementation in search unless the query asks for tests", async () => {
    const store = openStore(path.join(root, ".strata", "strata.db"));
    try {
      const ids = async (q: string): Promise<string[]> => (await rankIds(store, q, { mode: "code", k: 3, kinds: ["function", "method"] })).map((r) => r.id);
      // A plain word that is a test's name (`works`) does not lift the test above the code (axum's "extractor").
      expect(await ids("works")).toEqual(["src/serve.rs#port_works", "src/serve.rs#works"]);
      expect({ plain: await ids("graceful shutdown"), tests: await ids("graceful shutdown tests") }).toEqual({
        plain: ["src/serve.rs#Serve.with_graceful_shutdown", "src/serve.rs#graceful_shutdown_completes", "src/serve.rs#test_with_graceful_shutdown_local_addr"],
        tests: ["src/serve.rs#test_with_graceful_shutdown_local_addr", "src/serve.rs#graceful_shutdown_completes", "src/serve.rs#graceful_shutdown_helper"],
      });
    } finally {
      await store.close();
    }
  });
});
