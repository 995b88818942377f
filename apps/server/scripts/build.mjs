/**
 * Compiles the server to plain JavaScript in apps/server/dist (`npm run build`): one ES module per
 * entry point (the server, make-admin) with the workspace's own TypeScript (the server and
 * packages/shared) bundled in, and every npm dependency left to node_modules. Stripe's adapter is
 * a chunk of its own, loaded only when Stripe is configured.
 */
import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = path.join(serverRoot, "dist");
const pkg = JSON.parse(readFileSync(path.join(serverRoot, "package.json"), "utf8"));

const started = performance.now();
await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: serverRoot,
  entryPoints: { server: "src/server.ts", "make-admin": "src/scripts/make-admin.ts" },
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  // The server's dependencies are installed beside it (npm ci --omit=dev keeps them); only the
  // workspace's TypeScript needs compiling.
  external: Object.keys(pkg.dependencies),
  // Stack traces point into the TypeScript sources when node runs with --enable-source-maps.
  sourcemap: "linked",
  chunkNames: "chunks/[name]-[hash]",
  logLevel: "warning",
});
console.log(
  `Server compiled into ${path.relative(process.cwd(), outdir) || "."} in ${Math.round(performance.now() - started)} ms`,
);
