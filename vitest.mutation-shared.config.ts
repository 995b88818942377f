import { defineConfig } from "vitest/config";

/**
 * The tests StrykerJS runs against each mutant of packages/shared
 * (`npm run test:mutation:shared`): the shared rules (schemas, pricing, dates), which both the web app
 * and the server charge by. Not one of `npm test`'s projects (vitest.config.ts lists those).
 */
export default defineConfig({
  test: {
    name: "mutation-shared",
    include: ["packages/shared/src/**/*.test.ts"],
    environment: "node",
  },
});
