import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The server package's folder (apps/server), found by walking up from this file to the nearest
 * package.json, so the same answer comes from the TypeScript sources (src/lib) and from the
 * compiled bundle (dist), whose files sit at another depth.
 */
function findServerRoot(from: string): string {
  let dir = from;
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

export const SERVER_ROOT = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The repository root: relative paths in the configuration are read from here, whatever the cwd. */
export const REPO_ROOT = path.resolve(SERVER_ROOT, "../..");

/** The SQL migrations drizzle-kit writes, applied at every start. */
export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, "drizzle");

/** The catalogue's seed pictures, copied into DATA_DIR on first start. */
export const SEED_DIR = path.join(SERVER_ROOT, "seed");
