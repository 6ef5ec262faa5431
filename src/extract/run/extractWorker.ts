/**
 * Worker-thread entry for {@link ExtractPool} (loaded by piscina). A worker keeps its
 * {@link FileExtractor} between tasks of the same run, so the TypeScript compiler's project and the
 * tree-sitter parsers are built once per thread. Outcomes are posted one by one on the task's port,
 * so the main thread stores (and shows) each file as soon as it is done.
 */
import type { MessagePort } from "node:worker_threads";
import { FileExtractor, type ExtractInput, type ExtractSettings } from "./FileExtractor.js";

/** A task: files of one group, the run's settings, and the port that receives each outcome. */
export interface ExtractTask {
  settings: ExtractSettings;
  inputs: ExtractInput[];
  port: MessagePort;
}

let engine: { key: string; extractor: FileExtractor } | undefined;

/** Extracts the task's files, posting an `ExtractOutcome` per file and then `null`; resolves to the number of files. */
export default async function extractTask(task: ExtractTask): Promise<number> {
  const key = JSON.stringify(task.settings);
  if (engine?.key !== key) {
    await engine?.extractor.dispose();
    engine = { key, extractor: new FileExtractor(task.settings) };
  }
  const port = task.port;
  try {
    await engine.extractor.extractBatch(task.inputs, (outcome) => port.postMessage(outcome));
    port.postMessage(null);
  } finally {
    port.close();
  }
  return task.inputs.length;
}
