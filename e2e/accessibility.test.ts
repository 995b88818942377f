import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { MARKETING_PAGES } from "../scripts/bench/initial-js.mjs";
import { useBrowser, waitForHydration } from "./journey-helpers";

const baseUrl = inject("baseUrl");
const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const browser = useBrowser();

type AxeViolation = { id: string; impact: string; help: string; nodes: { target: string[] }[] };

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const result = (await page.evaluate(async () => {
    // @ts-expect-error axe is the global the script above defines
    return window.axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
  })) as { violations: AxeViolation[] };
  return result.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/** Every marketing page (one list with the budgets, scripts/bench/initial-js.mjs) and the sign-in screens. */
const PAGES = [...MARKETING_PAGES, "/login", "/register"];

describe("[SITE] accessibility (axe, WCAG 2.1 AA: contrast, names, landmarks)", () => {
  for (const language of ["en", "ar"]) {
    for (const width of [390, 1440]) {
      it(`every page in ${language} at ${width} px`, async () => {
        // The site's CSP forbids injected scripts; only this test context may add axe.
        const page = await browser().newPage({ viewport: { width, height: 900 }, bypassCSP: true });
        const found: string[] = [];
        for (const path of PAGES) {
          await page.goto(`${baseUrl}${path}?lang=${language}`, { waitUntil: "networkidle" });
          // The sign-in screens are drawn by the app: judged once it has drawn them.
          await waitForHydration(page);
          found.push(...(await violations(page)).map((violation) => `${path}: ${violation}`));
        }
        await page.close();
        expect(found).toEqual([]);
      });
    }
  }
});
