/**
 * The workspace page's purpose filter: `GET /api/categories` from the store `strata index` wrote, and in a real
 * browser (Debian chromium through playwright-core) the select above the file tree that shows one category's files.
 */
import fs from "node:fs";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strata, writeTree } from "../helpers/cli.js";
import { CATEGORY_FIXTURE } from "../retrieve/categoryFixture.js";
import { api, startServe, type Served } from "./serve.js";

const CHROMIUM = process.env.STRATA_CHROMIUM ?? "/usr/bin/chromium";
const HAVE_CHROMIUM = fs.existsSync(CHROMIUM);

let served: Served;
let browser: Browser | undefined;

beforeAll(async () => {
  const root = writeTree(CATEGORY_FIXTURE);
  expect(strata(["index", root, "-q"]).status).toBe(0);
  served = await startServe(root);
  if (HAVE_CHROMIUM) browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await served?.stop();
});

describe("purpose filter of the workspace", () => {
  it("GET /api/categories: every category with its count, and each categorized file's categories", async () => {
    const r = await api(served.url, "api/categories");
    expect(r.status).toBe(200);
    expect(r.body.categories.map((c: { category: string; count: number }) => `${c.category} ${c.count}`)).toEqual([
      "configuration 1",
      "testing 1",
      "cli 2",
      "networking 3",
      "persistence 1",
      "security 1",
      "observability 2",
      "errors 1",
      "data-models 2",
      "ui 0",
      "build 0",
      "documentation 1",
      "concurrency 1",
      "utilities 1",
    ]);
    expect(Object.keys(r.body.files).length).toBe(15);
    expect(r.body.files["cmd/server/main.go"]).toEqual(["cli", "networking"]);
  });

  it.skipIf(!HAVE_CHROMIUM)("the select above the tree shows only the chosen category's files", async () => {
    const page = await browser!.newPage({ viewport: { width: 1200, height: 800 } });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(served.url);
    const select = page.getByRole("combobox", { name: "purpose" });
    await select.waitFor();
    await page.locator('button[data-path="src/errors.ts"]').waitFor();
    expect(await page.locator("button[data-path]").count()).toBe(15);
    await select.selectOption("networking");
    await page.locator('button[data-path="src/errors.ts"]').waitFor({ state: "detached" });
    expect(await page.locator("button[data-path]").evaluateAll((els) => els.map((e) => e.getAttribute("data-path")))).toEqual(["cmd/server/main.go", "internal/middleware/logger.go", "src/server/routes.ts"]);
    expect(await select.locator("option").allTextContents()).toEqual([
      "all files (15)",
      "configuration (1)",
      "testing (1)",
      "cli (2)",
      "networking (3)",
      "persistence (1)",
      "security (1)",
      "observability (2)",
      "errors (1)",
      "data-models (2)",
      "documentation (1)",
      "concurrency (1)",
      "utilities (1)",
    ]);
    await select.selectOption("");
    await page.locator('button[data-path="src/errors.ts"]').waitFor();
    expect(errors).toEqual([]);
  });
});
