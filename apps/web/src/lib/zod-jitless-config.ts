import { config } from "zod/v4/core";

/**
 * Zod compiles fast object parsers with `new Function` when it may; the site's CSP forbids eval,
 * and even zod's probe for it is reported as a CSP violation. The probe runs when the first object
 * schema is built, so this must run before any schema module: it is the first import of the zod
 * every web module gets (zod-without-eval.ts, aliased to "zod" in vite.config.ts). Jitless parsing
 * is plenty fast for API answers.
 */
config({ jitless: true });
