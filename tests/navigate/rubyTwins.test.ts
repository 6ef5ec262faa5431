/**
 * A Ruby class method beside an instance method of one name (sinatra cb22afd7 lib/sinatra/base.rb: `def call(env)`
 * at 990 under "# Rack call interface.", and `def call(env)` in `class << self` at 1678, no comment). A trial found
 * `definition Base.call` saying "no definition" (only `Sinatra::Base.call` worked), and the class method carrying the
 * instance method's doc, in its node and in its summary.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CodeGraph } from "../../src/graph/index.js";
import { findDefinitions } from "../../src/navigate/index.js";
import { openStore } from "../../src/store/index.js";
import { EXTRACTIVE_NODE_GENERATOR_VERSION } from "../../src/summarize/hierarchy/nodeSummary.js";
import { indexedGraph } from "../helpers/graph.js";

const BASE = `module Sinatra
  class Base
    # Rack call interface.
    def call(env)
      dup.call!(env)
    end

    def call!(env)
      env
    end

    class << self
      def prototype
        @prototype ||= new
      end

      def call(env)
        synchronize { prototype.call(env) }
      end
    end
  end
end
`;

let root: string;
let graph: CodeGraph;
beforeAll(async () => {
  ({ root, graph } = await indexedGraph({ "lib/sinatra/base.rb": BASE }));
}, 120_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("a Ruby class method beside an instance method of one name", () => {
  it("both are found by a name without the outer module, each with its own doc", () => {
    const defs = (q: string): string[] => findDefinitions(graph, q).map((d) => `${d.id} ${d.match} ${d.doc ?? "-"}`);
    expect({ short: defs("Base.call"), ruby: defs("Sinatra::Base.call") }).toEqual({
      short: ["lib/sinatra/base.rb#Sinatra.Base.call qualified-name Rack call interface.", "lib/sinatra/base.rb#Sinatra.Base.call@17 qualified-name -"],
      ruby: ["lib/sinatra/base.rb#Sinatra.Base.call qualified-name Rack call interface.", "lib/sinatra/base.rb#Sinatra.Base.call@17 qualified-name -"],
    });
  });

  it("the class method's summary does not borrow the instance method's doc", async () => {
    const store = openStore(path.join(root, ".strata", "strata.db"));
    try {
      const record = await store.getNodeSummary("lib/sinatra/base.rb#Sinatra.Base.call@17", `extractive-node@${EXTRACTIVE_NODE_GENERATOR_VERSION}`);
      // `prototype`, which it calls too, is in its call cycle (through `new`): named since extractive-node 360.
      expect(record?.summary.purpose).toBe("Delegates to Sinatra.Base.call, Sinatra.Base.prototype");
    } finally {
      await store.close();
    }
  });
});
