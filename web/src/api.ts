/**
 * Client of the workspace JSON API (src/workspace/server.ts). One session id per browser tab, kept in
 * sessionStorage and sent as `x-strata-session`: focused context stays with this tab.
 */

export interface RegionView {
  id: string;
  kind: string;
  name?: string;
  start: number;
  end: number;
  startLine: number;
  endLine: number;
  contentHash: string;
  synthetic?: true;
}
export interface RegionSummary {
  generator: "extractive" | "llm";
  text: string;
  calls: string[];
  windows: number;
}
export interface SummarizedRegion {
  region: RegionView;
  summary: RegionSummary;
}
export interface Info {
  root: string;
  model: string | null;
  setup: string | null;
  pageBuilt: boolean;
  summaryGenerator: string;
}
/** Purpose categories from `strata index` (empty lists when the store has none). */
export interface Purposes {
  categories: { category: string; label: string; count: number }[];
  /** Path → its categories; files without one are absent. */
  files: Record<string, string[]>;
}
export interface FileText {
  path: string;
  language: string;
  contentHash: string;
  text: string;
}
export interface ContextResult {
  cached: boolean;
  totalMs: number;
  /** Top-level units a highlight crossed (the first was selected); empty when it fit in one. */
  crossed: RegionView[];
  timings: Record<string, number>;
  context: {
    key: string;
    region: RegionView;
    breadcrumb: RegionView[];
    frontier: RegionView[];
    selected: SummarizedRegion;
    others: SummarizedRegion[];
    folder: { folder: string; files: { path: string; summary: string }[] };
    text: string;
  };
}
export interface Prompt {
  system: string;
  prompt: string;
  codeChars: number;
  shownChars: number;
  truncated: boolean;
}
export interface Reference {
  path: string;
  name: string;
  kind: "definition" | "call" | "import" | "text";
  line: number;
  column: number;
  start: number;
  end: number;
}
export interface DetailUnit extends SummarizedRegion {
  enclosing: SummarizedRegion[];
  explanation?: string;
}

const SESSION_KEY = "strata-session";

/** This tab's session id (created on first use). */
export function sessionId(): string {
  let id = sessionStorage.getItem(SESSION_KEY);
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem(SESSION_KEY, id);
  }
  return id;
}

async function call<T>(method: "GET" | "POST", url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: { "x-strata-session": sessionId(), ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(json.error ?? `${res.status} ${res.statusText}`);
  return json as T;
}

const q = encodeURIComponent;

export const api = {
  info: () => call<Info>("GET", "api/info"),
  tree: () => call<{ files: { path: string; bytes: number }[] }>("GET", "api/tree"),
  categories: () => call<Purposes>("GET", "api/categories"),
  file: (path: string) => call<FileText>("GET", `api/file?path=${q(path)}`),
  cut: (path: string, level: number) => call<{ level: number; maxGranularity: number; regions: RegionView[] }>("GET", `api/cut?path=${q(path)}&level=${level}`),
  context: (path: string, start: number, end: number) => call<ContextResult>("POST", "api/context", { path, start, end }),
  prompt: (path: string, start: number, end: number, question: string) =>
    call<{ prompt: Prompt; model: string | null; setup: string | null }>("POST", "api/prompt", { path, start, end, question }),
  references: (name: string) => call<{ name: string; matching: string; references: Reference[] }>("GET", `api/references?name=${q(name)}`),
  detail: (path: string, regionId: string) => call<{ units: DetailUnit[] }>("POST", "api/detail", { path, regionId }),
};

/** Events of a streamed answer. */
export type AskEvent =
  | { event: "prompt"; data: Prompt & { model: string | null } }
  | { event: "delta"; data: { text: string } }
  | { event: "setup"; data: { message: string } }
  | { event: "error"; data: { message: string } }
  | { event: "done"; data: { answered: boolean } };

/** Posts a question and calls `onEvent` for each server-sent event until the stream ends. */
export async function ask(input: { path: string; start: number; end: number; question: string }, onEvent: (e: AskEvent) => void, signal?: AbortSignal): Promise<void> {
  const res = await fetch("api/ask", {
    method: "POST",
    headers: { "x-strata-session": sessionId(), "content-type": "application/json" },
    body: JSON.stringify(input),
    ...(signal ? { signal } : {}),
  });
  if (!res.ok || !res.body) {
    const json = await res.json().catch(() => ({}));
    throw new Error(json.error ?? `${res.status} ${res.statusText}`);
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let cut: number;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let event = "message";
      const data: string[] = [];
      for (const line of block.split("\n")) {
        if (line.startsWith("event:")) event = line.slice(6).trim();
        else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
      }
      if (data.length) onEvent({ event, data: JSON.parse(data.join("\n")) } as AskEvent);
    }
  }
}
