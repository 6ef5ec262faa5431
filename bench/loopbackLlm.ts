/**
 * A minimal OpenAI-compatible chat server on 127.0.0.1 for the cache benchmark: every request gets a valid,
 * grounded P-TECH-JSON answer, and the server counts requests. Nothing leaves the machine.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface LoopbackLlm {
  /** Base URL ending with `/v1`. */
  url: string;
  /** Chat requests answered so far. */
  requests(): number;
  close(): Promise<void>;
}

/** Starts the server on a free port. */
export async function startLoopbackLlm(): Promise<LoopbackLlm> {
  let count = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      count += 1;
      const content = JSON.stringify({ main_responsibility: `Summary ${count}.`, public_api: [], io_contracts: [], dependencies: [], side_effects: [], key_algorithms: [] });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${count}`,
          object: "chat.completion",
          created: 1_700_000_000,
          model: "bench-model",
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
          usage: { prompt_tokens: 1000, completion_tokens: 60, total_tokens: 1060 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
