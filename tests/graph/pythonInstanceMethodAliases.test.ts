/**
 * A module-level name holding a method of a module-level instance is that method. A new user's trial on
 * jpadilla/pyjwt dcc27a9 found the package's public API unresolved: `api_jwt.py` ends `_jwt_global_obj = PyJWT()`
 * and `decode_complete = _jwt_global_obj.decode_complete`, `jwks_client.py` imports it `as decode_token`, and
 * `import jwt; jwt.decode(…)` goes through the package `__init__` (there were "2 repository definitions of decode"
 * and the tests' summaries listed `jwt.decode` among calls outside the graph). The input is those lines cut down.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

const API_JWT = [
  "class PyJWT:",
  "    def decode_complete(self, jwt):",
  "        return {'payload': jwt}",
  "",
  "    def decode(self, jwt):",
  "        return self.decode_complete(jwt)['payload']",
  "",
  "    @property",
  "    def size(self):",
  "        return 1",
  "",
  "",
  "class PyJWS:",
  "    def decode(self, jwt):",
  "        return jwt",
  "",
  "",
  "_jwt_global_obj = PyJWT()",
  "decode_complete = _jwt_global_obj.decode_complete",
  "decode = _jwt_global_obj.decode",
  "size = _jwt_global_obj.size",
  "",
].join("\n");

describe("Python methods of module-level instances", () => {
  // The module's own reads of the methods hand them on (a `uses` edge, no call: a plain method read is its value);
  // `size` is a property, whose value the module
  // holds, read when the module ran (a break-it trial: `prop()` had reached the getter): `jwt.size()` reaches no node.
  it("are called through module-level names, imported under another name or through the package", async () => {
    const lines = await callLines({
      "jwt/api_jwt.py": API_JWT,
      "jwt/__init__.py": "from .api_jwt import PyJWT, decode, decode_complete, size\n",
      "jwt/jwks_client.py": "from .api_jwt import decode_complete as decode_token\n\n\ndef signing_key(token):\n    return decode_token(token)\n",
      "tests/test_jwt.py": "import jwt\n\n\ndef test_decode():\n    assert jwt.decode('t') == 't'\n    jwt.size()\n",
    });
    expect(lines).toEqual([
      "jwt/api_jwt.py -> jwt/api_jwt.py#PyJWT @18 scope",
      "jwt/api_jwt.py -> jwt/api_jwt.py#PyJWT.size @21 scope",
      "jwt/api_jwt.py#PyJWT.decode -> jwt/api_jwt.py#PyJWT.decode_complete @6 scope",
      "jwt/jwks_client.py#signing_key -> jwt/api_jwt.py#PyJWT.decode_complete @5 import",
      "tests/test_jwt.py#test_decode -> ?jwt.size @6 internal",
      "tests/test_jwt.py#test_decode -> jwt/api_jwt.py#PyJWT.decode @5 import",
    ]);
  });
});
