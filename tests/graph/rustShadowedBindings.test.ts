/**
 * A Rust `let` declares a new binding that shadows the parameter of its name: reqwest 065a5ae5's `execute_request(&self,
 * req: Request)` later binds `let mut req = builder.body(body).expect(…)`, an `http::Request`, and `req.headers_mut()`
 * there had reached the crate's `Request.headers_mut`.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("Rust bindings that shadow", () => {
  it("a name's last binding before the call types it, even when that binding's type is unknown", async () => {
    const lines = await callLines(
      {
        "src/lib.rs": [
          "pub struct Request { h: u8 }",
          "impl Request {",
          "    pub fn headers_mut(&mut self) -> u8 { self.h }",
          "    pub fn pieces(&self) -> u8 { self.h }",
          "}",
          "pub struct Response { h: u8 }",
          "impl Response {",
          "    pub fn headers_mut(&mut self) -> u8 { self.h }",
          "}",
          "pub fn execute(req: Request, v: u8) -> u8 {",
          "    let p = req.pieces();",
          "    let builder = hyper::Request::builder();",
          "    let mut req = builder.body(p).expect(\"x\");",
          "    req.headers_mut()",
          "}",
          "pub fn typed(req: Request) -> u8 {",
          "    let mut req = Request { h: req.pieces() };",
          "    req.headers_mut()",
          "}",
          "",
        ].join("\n"),
      },
      "src/lib.rs#",
    );
    expect(lines).toEqual([
      "src/lib.rs#execute -> ?builder.body @13 external",
      "src/lib.rs#execute -> ?builder.body(p).expect @13 external",
      "src/lib.rs#execute -> ?hyper.Request.builder @12 external",
      "src/lib.rs#execute -> ?req.headers_mut @14 internal",
      "src/lib.rs#execute -> src/lib.rs#Request.pieces @11 scope",
      "src/lib.rs#typed -> src/lib.rs#Request.headers_mut @18 scope",
      "src/lib.rs#typed -> src/lib.rs#Request.pieces @17 scope",
    ]);
  });
});
