/**
 * The ceilings of `npm run bench`: a bare Fastify server with two routes, in a process of its own
 * like the site's. `GET /json` answers a constant (what HTTP and Fastify cost alone); `GET /one-query`
 * runs `select 1` on the same database and driver as the site (node-postgres pool on DATABASE_URL,
 * or an embedded PGlite in DATA_DIR), what one database round trip adds.
 *   PORT=4100 [DATABASE_URL=...] [DATA_DIR=...] node scripts/bench/bare-server.mjs
 */
import { PGlite } from "@electric-sql/pglite";
import Fastify from "fastify";
import pg from "pg";

const { PORT, DATABASE_URL, DATA_DIR } = process.env;

let query;
let close;
if (DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
  query = () => pool.query("select 1 as one");
  close = () => pool.end();
} else {
  const database = new PGlite(DATA_DIR);
  await database.waitReady;
  query = () => database.query("select 1 as one");
  close = () => database.close();
}

const app = Fastify({ logger: false });
app.get("/json", async () => ({ success: true, hello: "world" }));
app.get("/one-query", async () => {
  const result = await query();
  return { success: true, one: result.rows[0].one };
});
await app.listen({ host: "127.0.0.1", port: Number(PORT) });
console.log("ready");

for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, async () => {
    await app.close();
    await close();
    process.exit(0);
  });
