import { config } from "zod";

/**
 * Zod compiles fast object parsers with `new Function` when it may; the site's CSP forbids eval,
 * and even zod's probe for it would be reported as a CSP violation on every page. Jitless parsing
 * is plenty fast for API answers. Imported first by main.tsx, before anything is parsed.
 */
config({ jitless: true });
