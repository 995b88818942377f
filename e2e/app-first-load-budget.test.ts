import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../apps/server/src/config/env";
import { initialJs } from "../scripts/bench/initial-js.mjs";

/**
 * docs/performance.md: the booking form and the payment page stay React apps, but a guest on a
 * phone still gets them within 150 KB of JavaScript (brotli 11) before they can answer a tap, in
 * English and in Arabic. Weighed in the build the journeys run against (global-setup.ts builds it),
 * as `npm run bench:web` prints it: the scripts each page's HTML names (module scripts and
 * modulepreloads). /payment is the shell the server sends for it.
 */
const APP_FIRST_LOAD_BUDGET_KB = 150;

describe("[BUDGET] the booking form's and the payment page's first JavaScript", () => {
  for (const pathname of ["/booking/room", "/payment"]) {
    for (const language of ["en", "ar"] as const) {
      it(`${pathname} (${language}) stays within ${APP_FIRST_LOAD_BUDGET_KB} KB compressed`, () => {
        const { files, brotliBytes } = initialJs(
          path.join(REPO_ROOT, "apps/web/dist"),
          pathname,
          language,
        );
        expect(files.length).toBeGreaterThan(0);
        expect(brotliBytes / 1024).toBeLessThanOrEqual(APP_FIRST_LOAD_BUDGET_KB);
      });
    }
  }
});
