import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The same optional .env at the repository root as the server reads, so a PORT set there is
// where the dev proxy looks for the API (variables already in the environment win).
const envFile = fileURLToPath(new URL("../../.env", import.meta.url));
if (existsSync(envFile)) process.loadEnvFile(envFile);

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

/**
 * React Router's package exports only its development build (with its checks and warnings) to
 * bundlers; production builds take the production files beside it, both entry points together so
 * they share one copy of the router's internals.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(
    new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url),
  );

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      // zod, told first not to eval (the CSP forbids it): src/lib/zod-without-eval.ts.
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL("src/lib/zod-without-eval.ts", import.meta.url)),
      },
      ...(mode === "production"
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction("index.mjs") },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction("dom-export.mjs") },
          ]
        : []),
    ],
  },
  server: {
    port: 5173,
    // The API keeps the browser's Host, so its same-origin check sees the dev server's own origin.
    proxy: {
      "/api": { target: apiTarget },
      "/media": { target: apiTarget },
    },
  },
  // "hidden": maps are written for error reports, but no bundle points to them and the server never serves them.
  // The manifest tells the pre-rendering which file holds each language's texts, to preload it.
  build: {
    outDir: "dist",
    sourcemap: "hidden",
    manifest: true,
    modulePreload: {
      // src/main.tsx imports the app once the page has painted; the pre-rendered pages already
      // preload the app's chunks with their HTML (scripts/prerender.mjs), so the entry, the first
      // script of every app page, does not carry their list again.
      resolveDependencies: (_file, deps, { hostType, hostId }) =>
        hostType === "js" && /^assets\/index-[^/]+\.js$/.test(hostId) ? [] : deps,
    },
  },
}));
