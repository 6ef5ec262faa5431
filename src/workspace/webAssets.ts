/**
 * The built page (dist/web, made by `vite build --config web/vite.config.ts`): a fixed map from URL path to
 * file, read once at startup, so no request path ever reaches the file system.
 */
import fs from "node:fs";
import path from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".map": "application/json",
  ".woff2": "font/woff2",
};

/** Default location of the built page: `dist/web` beside `dist/workspace`. */
export function defaultWebDir(): string {
  return path.resolve(import.meta.dirname, "..", "web");
}

/** One servable file. */
export interface WebAsset {
  abs: string;
  type: string;
}

/** URL path (`/index.html`, `/assets/x.js`) → file, for every regular file under `dir`; empty when not built. */
export function listWebAssets(dir: string): Map<string, WebAsset> {
  const out = new Map<string, WebAsset>();
  const walk = (abs: string, url: string): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(abs, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.isDirectory()) walk(path.join(abs, e.name), `${url}${e.name}/`);
      else if (e.isFile()) out.set(`${url}${e.name}`, { abs: path.join(abs, e.name), type: TYPES[path.extname(e.name)] ?? "application/octet-stream" });
    }
  };
  walk(dir, "/");
  return out;
}

/** The page shown when dist/web has no index.html. */
export function notBuiltPage(dir: string): string {
  return `<!doctype html><meta charset="utf-8"><title>strata workspace: page not built</title>
<h1>The workspace page is not built</h1>
<p>No <code>index.html</code> in <code>${dir.replace(/[<>&]/g, "")}</code>. Build it with <code>npm run build</code>
(or <code>npx vite build --config web/vite.config.ts</code>) and reload. The JSON API under <code>/api/</code> works without it.</p>`;
}
