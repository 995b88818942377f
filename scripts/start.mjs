/**
 * `npm start`: builds whatever is missing or older than its sources (the web app, the compiled
 * server), then runs the compiled server with plain node in this same process: no TypeScript at run
 * time and no wrapper process. A production install (`npm ci --omit=dev` after `npm run build`)
 * starts too, since nothing is rebuilt when the build is current.
 *
 *   node scripts/start.mjs              the site
 *   node scripts/start.mjs make-admin   npm run make-admin -- <email>
 *   node scripts/start.mjs --build-only builds what is stale and stops (the benchmark uses it)
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const at = (...parts) => path.join(root, ...parts);

/** The newest modification time among these files and folders (recursively), 0 when none exist. */
function newestChange(paths) {
  let newest = 0;
  for (const entry of paths) {
    if (!existsSync(entry)) continue;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      const children = readdirSync(entry).map((name) => path.join(entry, name));
      newest = Math.max(newest, newestChange(children));
    } else newest = Math.max(newest, stat.mtimeMs);
  }
  return newest;
}

/** Built when its output exists and no source changed after it was written. */
function isCurrent(output, sources) {
  return existsSync(output) && statSync(output).mtimeMs >= newestChange(sources);
}

const shared = [at("packages/shared/src"), at("packages/shared/package.json")];
const parts = {
  web: {
    // The pre-rendered pages' manifest is the last file the web build writes.
    output: at("apps/web/dist/prerendered/manifest.json"),
    sources: [
      ...shared,
      ...["src", "public", "scripts", "index.html", "vite.config.ts", "package.json"].map((name) =>
        at("apps/web", name),
      ),
    ],
    command: ["npm", ["run", "build", "--workspace", "@camp/web"]],
  },
  server: {
    output: at("apps/server/dist/server.js"),
    sources: [...shared, at("apps/server/src"), at("apps/server/scripts/build.mjs")],
    command: [process.execPath, [at("apps/server/scripts/build.mjs")]],
  },
};

function ensureBuilt(name) {
  const part = parts[name];
  if (isCurrent(part.output, part.sources)) return;
  console.log(
    `Building the ${name === "web" ? "web app" : "server"} (missing or older than its sources)...`,
  );
  const [command, args] = part.command;
  // Always a production build, whatever NODE_ENV the shell has (under "development" or "test"
  // Vite would bundle React's development files).
  const env = { ...process.env, NODE_ENV: "production" };
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(
      `The ${name} build failed. A production install (npm ci --omit=dev) cannot build: run "npm run build" before it, with the dev dependencies.`,
    );
    process.exit(result.status ?? 1);
  }
}

const entry = process.argv[2] === "make-admin" ? "make-admin" : "server";
if (entry === "make-admin") process.argv.splice(2, 1); // make-admin reads its email as argv[2]
if (entry === "server") ensureBuilt("web");
ensureBuilt("server");
if (process.argv.includes("--build-only")) process.exit(0);

process.setSourceMapsEnabled(true);
await import(pathToFileURL(at("apps/server/dist", `${entry}.js`)).href);
