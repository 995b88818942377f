/**
 * Writes every statement a process sends through node-postgres, or through PGlite when it runs
 * without DATABASE_URL, to TRACE_SQL_FILE, one a line with its connection and parameters (on PGlite
 * each transaction counts as a connection of its own, between its begin and commit): how
 * floor-sql.mjs was taken from the site, and how to check it again after the site's queries change
 * (start the site and `node --import ./scripts/bench/trace-sql.mjs apps/server/dist/server.js`, call
 * one route at a time). `npm run bench -- --floor-check` does that for the site and the floor and
 * compares them (floor-drift.mjs); every bench does it first on each database it measures.
 */
import { appendFileSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const file = process.env.TRACE_SQL_FILE ?? "sql-trace.log";
const connections = new WeakMap();
let opened = 0;
const write = (connection, text, parameters) =>
  appendFileSync(
    file,
    `[connection ${connection}] ${text.replace(/\s+/g, " ")} -- ${JSON.stringify(parameters ?? [])}\n`,
  );

if (process.env.DATABASE_URL) {
  // The CommonJS module the site's `import pg from "pg"` loads, patched before the site starts:
  // found from the server's folder of the checkout it runs in (the bench's --site may be another).
  const server = path.join(process.cwd(), "apps/server/package.json");
  const pg = createRequire(existsSync(server) ? server : import.meta.url)("pg");
  const send = pg.Client.prototype.query;
  pg.Client.prototype.query = function query(config, values, callback) {
    if (!connections.has(this)) connections.set(this, ++opened);
    const text = typeof config === "string" ? config : config.text;
    const parameters = typeof config === "object" && config.values ? config.values : values;
    write(connections.get(this), text, parameters);
    return send.call(this, config, values, callback);
  };
} else {
  // The ES module the site's and the floor's `import { PGlite }` load (one copy, at the root).
  const { PGlite } = await import("@electric-sql/pglite");
  const query = PGlite.prototype.query;
  PGlite.prototype.query = function traced(text, parameters, options) {
    write("pglite", text, parameters);
    return query.call(this, text, parameters, options);
  };
  const transaction = PGlite.prototype.transaction;
  PGlite.prototype.transaction = function traced(callback) {
    return transaction.call(this, async (tx) => {
      const connection = `pglite transaction ${++opened}`;
      write(connection, "begin");
      const inside = tx.query;
      tx.query = (text, parameters, options) => {
        write(connection, text, parameters);
        return inside(text, parameters, options);
      };
      try {
        const result = await callback(tx);
        write(connection, "commit");
        return result;
      } catch (error) {
        write(connection, "rollback");
        throw error;
      }
    });
  };
}
