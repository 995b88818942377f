/**
 * Writes every statement a process sends through node-postgres to TRACE_SQL_FILE, one a line with
 * its connection and parameters: how floor-sql.mjs was taken from the site, and how to check it
 * again after the site's queries change (start the site with DATABASE_URL and
 * `node --import ./scripts/bench/trace-sql.mjs apps/server/dist/server.js`, call one route at a time).
 * `npm run bench -- --floor-check` does that for the site and the floor and compares them
 * (floor-drift.mjs); every PostgreSQL bench does it first.
 */
import { appendFileSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// The CommonJS module the site's `import pg from "pg"` loads, patched before the site starts: found
// from the server's folder of the checkout it runs in (the bench's --site may be another checkout).
const server = path.join(process.cwd(), "apps/server/package.json");
const pg = createRequire(existsSync(server) ? server : import.meta.url)("pg");
const file = process.env.TRACE_SQL_FILE ?? "sql-trace.log";
const connections = new WeakMap();
let opened = 0;
const send = pg.Client.prototype.query;
pg.Client.prototype.query = function query(config, values, callback) {
  if (!connections.has(this)) connections.set(this, ++opened);
  const text = typeof config === "string" ? config : config.text;
  const parameters = typeof config === "object" && config.values ? config.values : values;
  appendFileSync(
    file,
    `[connection ${connections.get(this)}] ${text.replace(/\s+/g, " ")} -- ${JSON.stringify(parameters ?? [])}\n`,
  );
  return send.call(this, config, values, callback);
};
