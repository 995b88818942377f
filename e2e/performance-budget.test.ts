import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../apps/server/src/config/env";
import { initialJs, MARKETING_PAGES } from "../scripts/bench/initial-js.mjs";

/**
 * The JavaScript a phone downloads before a marketing page can answer a tap (its module scripts and
 * modulepreloads, brotli), in the build the journeys run against (global-setup.ts builds it).
 * docs/performance.md's target is 90 KB for every marketing page in both languages; with the pages
 * as islands (docs/decisions/034) they weigh 15 to 40 KB, so a page that grows past the budget says
 * so here.
 */
const MARKETING_INITIAL_JS_BUDGET_KB = 90;
const distDir = path.join(REPO_ROOT, "apps/web/dist");

describe("[BUDGET] the marketing pages' first JavaScript", () => {
  for (const language of ["en", "ar"] as const) {
    for (const pathname of MARKETING_PAGES) {
      it(`${pathname} (${language}) stays within ${MARKETING_INITIAL_JS_BUDGET_KB} KB compressed`, () => {
        const { files, brotliBytes } = initialJs(distDir, pathname, language);
        expect(files.length).toBeGreaterThan(0);
        expect(brotliBytes / 1024).toBeLessThanOrEqual(MARKETING_INITIAL_JS_BUDGET_KB);
      });
    }
  }
});
