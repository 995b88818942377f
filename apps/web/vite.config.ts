import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

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
  build: { outDir: "dist", sourcemap: true },
});
