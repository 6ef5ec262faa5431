/**
 * A module whose value is a function that sets methods on the prototype of the class it is given mixes them into the
 * class it is called with where it is required: OptimalBits/bull 18004a0's `lib/queue.js` runs
 * `require('./getters')(Queue)`, and `lib/getters.js` is `module.exports = function (Queue) { Queue.prototype.getJob =
 * async function (jobId) { … } }`. A new user's trial: `callers getJob` said "no resolved callers" (16 calls in the
 * tests), `callees Queue.add` read `this.nextRepeatableJob` as outside the repository.
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("JavaScript methods mixed in by a required module's function", () => {
  it("reach the methods the function sets on its parameter's prototype", async () => {
    const lines = await callLines({
      "lib/getters.js": ["module.exports = function (Queue) {", "  Queue.prototype.getJob = async function (jobId) {", "    return jobId;", "  };", "};", ""].join("\n"),
      "lib/queue.js": [
        "function Queue(name) {",
        "  this.name = name;",
        "}",
        "Queue.prototype.add = function (id) {",
        "  return this.getJob(id);",
        "};",
        "require('./getters')(Queue);",
        "module.exports = Queue;",
        "",
      ].join("\n"),
      "test/queue.test.js": ["const Queue = require('../lib/queue');", "function check() {", "  const queue = new Queue('q');", "  return queue.getJob(1);", "}", "module.exports = { check };", ""].join("\n"),
    });
    expect(lines.filter((l) => l.includes("getJob"))).toEqual(["lib/queue.js#Queue.add -> lib/getters.js#default.Queue.getJob @5 scope", "test/queue.test.js#check -> lib/getters.js#default.Queue.getJob @4 scope"]);
  });
});
