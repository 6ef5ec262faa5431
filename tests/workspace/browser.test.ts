/**
 * The workspace page in a real browser (Debian chromium through playwright-core), against the real server
 * process and the loopback model: open a repository, select a region, see its breadcrumb and references,
 * ask a question and see the streamed answer. Saves test-artifacts/workspace.png.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../helpers/cli.js";
import { startLlmServer, textAnswer, type LlmServer } from "../helpers/llmServer.js";
import { startServe, type Served } from "./serve.js";
import { writeFixture } from "./fixture.js";

/** Debian chromium; STRATA_CHROMIUM names another build. Without one the test is skipped, saying why. */
const CHROMIUM = process.env.STRATA_CHROMIUM ?? "/usr/bin/chromium";
const HAVE_CHROMIUM = fs.existsSync(CHROMIUM);
const ARTIFACT = path.join(REPO_ROOT, "test-artifacts", "workspace.png");

/** The hand-test file that showed the offset bug: BOM, CRLF line breaks, emoji and CJK before the functions. */
const CRLF_TS = 'const a = "é😀中文";\r\nexport function f(x: number) {\r\n  return x + 1; // 😀\r\n}\r\n\r\nexport function g() {\r\n  return f(2);\r\n}\r\n';

let llm: LlmServer;
let served: Served;
let browser: Browser;

beforeAll(async () => {
  if (!HAVE_CHROMIUM) return;
  if (!fs.existsSync(path.join(REPO_ROOT, "dist", "web", "index.html"))) {
    const built = spawnSync("npx", ["vite", "build", "--config", "web/vite.config.ts"], { cwd: REPO_ROOT, encoding: "utf8" });
    if (built.status !== 0) throw new Error(`vite build failed:\n${built.stdout}\n${built.stderr}`);
  }
  llm = await startLlmServer((req) => (req.body?.stream === true ? undefined : textAnswer("A region summary.")));
  const { root } = writeFixture();
  fs.mkdirSync(path.join(root, "win"));
  fs.writeFileSync(path.join(root, "win", "crlf.ts"), `\uFEFF${CRLF_TS}`);
  served = await startServe(root, {
    env: { STRATA_LLM: "openai-compatible:test-model", STRATA_LLM_BASE_URL: llm.url },
  });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await served?.stop();
  await llm?.close();
});

describe.skipIf(!HAVE_CHROMIUM)(`workspace page (needs chromium at ${CHROMIUM})`, () => {
  it("opens a file, selects a region, shows breadcrumb and references, and streams an answer", async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(served.url);
    await page.getByText("model: openai-compatible:test-model").waitFor();

    await page.locator('button[data-path="src/math.ts"]').click();
    const line = page.locator(".cm-line", { hasText: "export function sum(xs: number[]): number {" });
    await line.waitFor();
    await line.click();
    await page.keyboard.press("Home");
    await page.keyboard.press("Shift+End");

    const crumbs = page.getByTestId("breadcrumb").locator("button");
    await expect.poll(() => crumbs.allTextContents(), { timeout: 15_000 }).toEqual(["src/math.ts", "function sum"]);

    const refs = page.getByTestId("references").locator("button.ref");
    await expect.poll(() => refs.allTextContents(), { timeout: 15_000 }).toEqual([
      "call src/math.ts:3:10",
      "definition src/math.ts:6:17",
      "import src/util.ts:1:10",
      "call src/util.ts:4:37",
    ]);
    expect(await page.getByTestId("references").locator("p.note").textContent()).toBe(
      "Matching is by name, not by scope: unrelated identifiers with the same name can appear.",
    );

    await page.getByTestId("question").fill("What does sum return?");
    await page.getByTestId("ask").click();
    await expect.poll(() => page.getByTestId("answer").textContent(), { timeout: 15_000 }).toMatch(/^Echo: ## Location\nfile src\/math\.ts › function sum \(lines 6–10\)/);
    const prompt = await page.getByTestId("prompt-text").textContent();
    expect(prompt!.startsWith("## Location\nfile src/math.ts › function sum (lines 6–10)\n\n## Selected code\n```typescript\nexport function sum(xs: number[]): number {")).toBe(true);
    expect(prompt!.endsWith("## Question\nWhat does sum return?")).toBe(true);

    fs.mkdirSync(path.dirname(ARTIFACT), { recursive: true });
    await page.screenshot({ path: ARTIFACT, fullPage: true });
    expect(errors).toEqual([]);
  });

  it("keeps offsets right on a CRLF file with a BOM and emoji, and offers the units a highlight crosses", async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(served.url);
    await page.locator('button[data-path="win/crlf.ts"]').click();
    const line = page.locator(".cm-line", { hasText: "return x + 1;" });
    await line.waitFor();
    await line.click();
    await page.keyboard.press("Home");
    await page.keyboard.press("Shift+End");
    const crumbs = page.getByTestId("breadcrumb").locator("button");
    await expect.poll(() => crumbs.allTextContents(), { timeout: 15_000 }).toEqual(["win/crlf.ts", "function f"]);
    // The outline covers exactly function f (it was one unit off per CRLF before it: "xport function f … e").
    expect(await page.locator(".selected-region").allTextContents()).toEqual(["export function f(x: number) {", "  return x + 1; // 😀", "}"]);

    // From line 3 down to line 7: across f and g. f is selected; both are offered.
    await page.keyboard.press("Shift+ArrowDown");
    await page.keyboard.press("Shift+ArrowDown");
    await page.keyboard.press("Shift+ArrowDown");
    await page.keyboard.press("Shift+ArrowDown");
    const crossed = page.getByTestId("crossed").locator("button");
    await expect.poll(() => crossed.allTextContents(), { timeout: 15_000 }).toEqual(["function f", "function g"]);
    await crossed.nth(1).click();
    await expect.poll(() => crumbs.allTextContents(), { timeout: 15_000 }).toEqual(["win/crlf.ts", "function g"]);
    expect(await page.locator(".selected-region").allTextContents()).toEqual(["export function g() {", "  return f(2);", "}"]);

    // A highlighted name (here `f` of `return f(2)`, line 7) shows that name's references.
    await page.locator(".cm-line", { hasText: "return f(2);" }).click();
    await page.keyboard.press("Home");
    for (let k = 0; k < "return ".length; k++) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Shift+ArrowRight");
    const refs = page.getByTestId("references").locator("button.ref");
    await expect.poll(() => refs.allTextContents(), { timeout: 15_000 }).toEqual(["definition win/crlf.ts:2:17", "call win/crlf.ts:7:10"]);
    expect(errors).toEqual([]);
  });
});
