import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * The marketing pages' build (docs/decisions/034): one entry, src/islands/main.tsx, hydrating the
 * pages' islands with the same components as the booking app, where the libraries a marketing
 * page does not need on its first load are swapped for small stand-ins of exactly the API the
 * components use (src/islands/shims). ISLANDS_RENDERER=react keeps React DOM instead of Preact
 * (the decision record compares the two).
 */
const source = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const isPreact = process.env.ISLANDS_RENDERER !== "react";

/** Files imported by relative path are swapped by what they resolve to, not by how they are named. */
function swapFiles(swaps: Record<string, string>): Plugin {
  return {
    name: "islands-swap-files",
    enforce: "pre",
    async resolveId(id, importer, options) {
      if (!importer || !id.startsWith(".")) return null;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      const swap = resolved && swaps[resolved.id];
      return swap ? { id: swap } : null;
    },
  };
}

export default defineConfig({
  plugins: [
    swapFiles({
      [source("src/i18n/i18n.ts")]: source("src/islands/shims/i18n.ts"),
      ...(isPreact
        ? {
            [source("src/islands/renderer-setup.ts")]: source(
              "src/islands/renderer-setup-preact.ts",
            ),
          }
        : {}),
    }),
    react(),
  ],
  resolve: {
    alias: [
      { find: /^zod$/, replacement: source("src/lib/zod-without-eval.ts") },
      { find: /^react-i18next$/, replacement: source("src/islands/shims/i18n.ts") },
      { find: /^react-router$/, replacement: source("src/islands/shims/router.ts") },
      { find: /^@tanstack\/react-query$/, replacement: source("src/islands/shims/query.ts") },
      ...(isPreact
        ? [
            { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
            { find: /^react-dom$/, replacement: "preact/compat" },
            { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
            { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-runtime" },
            { find: /^react$/, replacement: source("src/islands/shims/preact-react.ts") },
          ]
        : []),
    ],
  },
  build: {
    outDir: "dist",
    // The booking app's build is in dist already; this one adds its files beside it.
    emptyOutDir: false,
    sourcemap: "hidden",
    manifest: ".vite/islands-manifest.json",
    rollupOptions: { input: { islands: source("src/islands/main.tsx") } },
  },
});
