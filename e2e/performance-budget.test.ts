import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../apps/server/src/config/env";
import { homeInitialJs } from "../scripts/bench/initial-js.mjs";

/**
 * The JavaScript a phone downloads before the home page can answer a tap, in the build the journeys
 * run against (global-setup.ts builds it). Issue 11's target is 90 KB brotli and `npm run bench:web`
 * reports against it; this budget is where the site stands now (127 KB, from 233 KB), so it can
 * only shrink: lower it whenever the page gets lighter.
 */
const HOME_INITIAL_JS_BUDGET_KB = 130;

describe("[BUDGET] the home page's first JavaScript", () => {
  it(`stays within ${HOME_INITIAL_JS_BUDGET_KB} KB compressed, React's production build included`, () => {
    const { files, brotliBytes } = homeInitialJs(path.join(REPO_ROOT, "apps/web/dist"));
    expect(files.length).toBeGreaterThan(0);
    expect(brotliBytes / 1024).toBeLessThanOrEqual(HOME_INITIAL_JS_BUDGET_KB);
  });
});
