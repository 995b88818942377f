// "zod" for the web app (vite.config.ts aliases it here): zod itself, once it is told not to eval.
// The configuration is imported first, so it runs before any module that builds a schema.
import "./zod-jitless-config";

export * from "zod/v4";
export { default, z } from "zod/v4";
