/**
 * `definition` of a name a package re-exports through a subpackage (httpcore 9820975: `httpcore/__init__.py` imports
 * from `._sync`, whose `__init__.py` imports from `.connection_pool`): `strata definition httpcore.ConnectionPool`
 * said "no definition", and `httpcore.SOCKSProxy` gave only the stand-in class of `except ImportError:`.
 */
import { describe, expect, it } from "vitest";
import { findDefinitions } from "../../src/navigate/index.js";
import { fixtureGraph } from "../graph/graphFixtures.js";

// Cut from httpcore 9820975.
const HTTPCORE = {
  "httpcore/__init__.py": `from ._sync import (
    ConnectionPool,
    SOCKSProxy,
)
`,
  "httpcore/_sync/__init__.py": `from .connection_pool import ConnectionPool

try:
    from .socks_proxy import SOCKSProxy
except ImportError:  # pragma: nocover

    class SOCKSProxy:  # type: ignore
        def __init__(self, *args, **kwargs) -> None:  # type: ignore
            raise RuntimeError("Attempted to use SOCKS support, but the socksio package is not installed.")
`,
  "httpcore/_sync/connection_pool.py": `class ConnectionPool:
    def handle_request(self, request):
        return request
`,
  "httpcore/_sync/socks_proxy.py": `from .connection_pool import ConnectionPool


class SOCKSProxy(ConnectionPool):
    pass
`,
};

describe("definition of a name re-exported through a subpackage", () => {
  const fixture = fixtureGraph(HTTPCORE);
  const defs = (query: string): string[] => findDefinitions(fixture.graph, query).map((d) => `${d.id} ${d.kind} ${d.match}`);

  it("follows the imports two steps, the imported class, not a stand-in beside its import", () => {
    expect({ pool: defs("httpcore.ConnectionPool"), socks: defs("httpcore.SOCKSProxy"), member: defs("httpcore.ConnectionPool.handle_request"), missing: defs("httpcore.Pool") }).toEqual({
      pool: ["httpcore/_sync/connection_pool.py#ConnectionPool class module-path"],
      socks: ["httpcore/_sync/socks_proxy.py#SOCKSProxy class module-path"],
      member: ["httpcore/_sync/connection_pool.py#ConnectionPool.handle_request method qualified-name"],
      missing: [],
    });
  });
});
