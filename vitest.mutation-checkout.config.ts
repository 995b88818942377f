import { defineConfig } from "vitest/config";

/**
 * The tests StrykerJS runs against each mutant of the booking path (bookings, quotes, cancellations and refunds, changes, payments) and its card processor
 * (`npm run test:mutation:checkout`): the server's API tests of quotes, payments, bookings, staff
 * decisions and their emails, on in-memory PGlite. Left out: the randomised and PostgreSQL-only
 * race tests (booking-invariants, booking-concurrency), whose verdict on a mutant would depend on
 * the seed, and tests of other features. Not one of `npm test`'s projects (vitest.config.ts).
 */
export default defineConfig({
  test: {
    name: "mutation-checkout",
    include: [
      "apps/server/src/features/{bookings,quotes,cancellations-and-refunds,booking-changes,payments,payment-provider}/**/*.test.ts",
      "apps/server/test/booking-journey.test.ts",
      "apps/server/test/booking-lifecycle.test.ts",
      "apps/server/test/checkout-*.test.ts",
      "apps/server/test/quote-*.test.ts",
      "apps/server/test/stripe-provider.test.ts",
      "apps/server/test/hold-squatting.test.ts",
      "apps/server/test/admin-console.test.ts",
      "apps/server/test/admin-access.test.ts",
      "apps/server/test/admin-inventory.test.ts",
      "apps/server/test/email.test.ts",
    ],
    environment: "node",
    // One module graph for all files of a run: each mutant's run then skips reloading the app's
    // dependencies per file (Stryker switches mutants at run time, so nothing stale is kept).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
