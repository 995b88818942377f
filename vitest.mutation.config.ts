import { defineConfig } from "vitest/config";

/**
 * The tests StrykerJS runs against each mutant (`npm run test:mutation`): the shared rules
 * (schemas, pricing, dates), which both the web app and the server charge by.
 */
export default defineConfig({
  test: {
    name: "mutation",
    include: ["packages/shared/src/**/*.test.ts"],
    environment: "node",
  },
});
