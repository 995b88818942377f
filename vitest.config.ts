import { defineConfig } from "vitest/config";

/**
 * A wait for a state (`expect.poll`) gives a loaded two-core machine time to reach it: a passing test
 * goes on as soon as the state shows, so only a failing one waits this long (Vitest's own default,
 * 1 s, failed journeys whose server hashed a password or sent an email while the machine was busy).
 */
const waitForStates = { poll: { timeout: 15_000 } };

/**
 * One runner for every layer: `npm test` runs them all. The server's API tests use PGlite, or a
 * fresh database on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "shared",
          root: "packages/shared",
          include: ["src/**/*.test.ts"],
          environment: "node",
          expect: waitForStates,
        },
      },
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          expect: waitForStates,
        },
      },
      {
        extends: "apps/web/vite.config.ts",
        test: {
          name: "web",
          root: "apps/web",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["./src/testing/setup.ts"],
          // Above Testing Library's waits (src/testing/setup.ts), which end as soon as the state shows.
          testTimeout: 45_000,
          hookTimeout: 45_000,
          expect: waitForStates,
        },
      },
      {
        test: {
          name: "e2e",
          root: "e2e",
          include: ["**/*.test.ts"],
          environment: "node",
          globalSetup: ["./global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A journey's steps wait on a server and a browser that share the machine with the rest.
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
