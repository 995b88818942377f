import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// Waits end when what they wait for shows, so a passing test never sits out these limits; they
// are only how long a test on a loaded 2-core machine may take to reach a state (a lazily
// imported form, a chain of answers, several renders) before it is called failed. Testing
// Library's 1 s is too short there. The test's own limit (vitest.config.ts) stays above the
// waits', so a failed wait reports what it looked for rather than a bare timeout.
configure({ asyncUtilTimeout: 15_000 });
