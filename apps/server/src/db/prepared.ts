import type { Executor } from "./database";

/**
 * A statement of fixed shape, built once per database (or transaction) instead of on every call:
 * Drizzle's query builder costs a few hundred microseconds a statement, more than the database takes
 * to answer the statements every request sends (the session, a rate-limit counter). Named, so
 * node-postgres also parses it once per connection (a prepared statement); PGlite ignores the name.
 * Values go in through `sql.placeholder`, given to `execute`.
 */
export function preparedStatement<Prepared>(build: (db: Executor) => Prepared) {
  const byExecutor = new WeakMap<Executor, Prepared>();
  return (db: Executor): Prepared => {
    let prepared = byExecutor.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      byExecutor.set(db, prepared);
    }
    return prepared;
  };
}
