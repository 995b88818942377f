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

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    // The API keeps the browser's Host, so its same-origin check sees the dev server's own origin.
    proxy: {
      "/api": { target: apiTarget },
      "/media": { target: apiTarget },
    },
  },
  // "hidden": maps are written for error reports, but no bundle points to them and the server never serves them.
  build: { outDir: "dist", sourcemap: "hidden" },
});
