import { getTableColumns, getTableName, is, SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  PgDialect,
  type PgPreparedQuery,
  type PgTable,
  type PreparedQueryConfig,
} from "drizzle-orm/pg-core";
import type { Executor } from "./database";

/**
 * What Drizzle's prepared queries keep of the statement they were built from (pg-core/session.ts,
 * node-postgres/session.ts, pglite/session.ts; marked internal there): enough to make the same
 * statement again on another session without building its SQL again.
 */
type PreparedInternals = {
  getQuery(): { sql: string; params: unknown[] };
  isResponseInArrayMode(): boolean;
  fields?: unknown;
  customResultMapper?: unknown;
  joinsNotNullableMap?: unknown;
  queryMetadata?: unknown;
  cacheConfig?: unknown;
  /** node-postgres only: the statement's name (PGlite has no named statements). */
  rawQueryConfig?: { name?: string };
};

type Session = {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: unknown,
    name: string | undefined,
    isResponseInArrayMode: boolean,
    customResultMapper?: unknown,
    queryMetadata?: unknown,
    cacheConfig?: unknown,
  ): PreparedInternals;
};

/** `build` once per executor (the database, a transaction), kept while that executor lives. */
function perExecutor<Prepared>(build: (db: Executor) => Prepared) {
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

/**
 * A statement of fixed shape, built once instead of on every call: Drizzle's query builder costs a
 * few hundred microseconds a statement, more than the database takes to answer most of them.
 * Named, so node-postgres also parses it once per connection (a prepared statement); PGlite ignores
 * the name. Values go in through `sql.placeholder`, given to `execute`.
 *
 * `build` runs once, on the first executor asked for; every other executor (the database, and each
 * transaction, a new executor every time) gets the same text, fields and result mapping through its
 * session's `prepareQuery`, which is what the builder's own `prepare` ends with.
 */
export function preparedStatement<Prepared extends PgPreparedQuery<PreparedQueryConfig>>(
  build: (db: Executor) => Prepared,
) {
  let template: PreparedInternals | undefined;
  return perExecutor((db): Prepared => {
    if (template === undefined) {
      const built = build(db);
      template = built as unknown as PreparedInternals;
      return built;
    }
    const session = db._.session as unknown as Session;
    const prepared = session.prepareQuery(
      template.getQuery(),
      template.fields,
      template.rawQueryConfig?.name,
      template.isResponseInArrayMode(),
      template.customResultMapper,
      template.queryMetadata,
      template.cacheConfig,
    );
    prepared.joinsNotNullableMap = template.joinsNotNullableMap;
    return prepared as unknown as Prepared;
  });
}

/**
 * As preparedStatement, for a statement written in SQL (`db.execute`'s kind): its text built once,
 * values through `sql.placeholder`, and run by name. Drizzle's query builder has no `prepare` for
 * raw SQL; the session's prepareQuery is what `execute` itself calls, minus building the text again.
 */
export function preparedSql<Row>(name: string, statement: SQL) {
  const query = new PgDialect().sqlToQuery(statement);
  return perExecutor((db) => {
    const prepared = db._.session.prepareQuery(query, undefined, name, false);
    return {
      execute: async (values: Record<string, unknown>): Promise<Row[]> =>
        ((await prepared.execute(values)) as { rows: Row[] }).rows,
    };
  });
}

/**
 * Each of `keys` as a placeholder in SQL (`${placeholder}`), for an insert's values or an update's
 * set: Drizzle then sends the value as given, so give it encoded (encodeValues), as Drizzle encodes
 * a value it is given itself. (A bare placeholder there would go through the column's encoder with
 * no exception for null: a JSON column's null would be written as the JSON text "null".)
 */
export function placeholdersOf(keys: readonly string[], suffix = ""): Record<string, SQL> {
  return Object.fromEntries(keys.map((key) => [key, sql`${sql.placeholder(`${key}${suffix}`)}`]));
}

/**
 * The values of `row` that are set, each as Drizzle sends a value it is given for its column
 * (sql.ts, Param): null as null, anything else through the column's encoder (JSON as its text, a
 * time as its ISO text), keyed `${key}${suffix}`. Keys that are no column are left out, as Drizzle
 * leaves them out of an insert or update.
 */
export function encodeValues(
  columns: Record<string, AnyPgColumn>,
  row: Record<string, unknown>,
  suffix = "",
  into: Record<string, unknown> = {},
): Record<string, unknown> {
  for (const [key, value] of Object.entries(row)) {
    if (value === undefined) continue;
    const column = columns[key];
    if (!column) continue;
    // A value written in SQL is part of the statement's text, which a prepared statement cannot take.
    if (is(value, SQL)) throw new Error(`${key}: a prepared statement takes values, not SQL`);
    into[`${key}${suffix}`] = value === null ? null : column.mapToDriverValue(value);
  }
  return into;
}

/**
 * The columns of `row` given a value (undefined: the column's default, or left as it is), sorted,
 * joined by commas: the shape of an insert or update of `row` (preparedPerShape).
 */
export const shapeOf = (columns: Record<string, AnyPgColumn>, row: Record<string, unknown>) =>
  Object.keys(row)
    .filter((key) => row[key] !== undefined && key in columns)
    .sort()
    .join();

/**
 * A statement whose text depends on a shape (the columns an insert or update is given, the rows of
 * an insert): one preparedStatement per shape met, named `${name}_${n}`. An insert's text names
 * every column in the table's order, an update's set too, so a shape is which columns, not their
 * order. Meant for shapes the code makes, a handful each, not for shapes a request decides.
 */
export function preparedPerShape<Prepared extends PgPreparedQuery<PreparedQueryConfig>>(
  name: string,
  build: (db: Executor, shape: string, name: string) => Prepared,
) {
  const byShape = new Map<string, (db: Executor) => Prepared>();
  return (db: Executor, shape: string): Prepared => {
    let statement = byShape.get(shape);
    if (statement === undefined) {
      const statementName = `${name}_${byShape.size}`;
      statement = preparedStatement((db) => build(db, shape, statementName));
      byShape.set(shape, statement);
    }
    return statement(db);
  };
}

/**
 * One row's insert into `table`, returning the row as written: prepared per set of columns given
 * (preparedPerShape, statements named `${name}_${n}`), its values encoded as Drizzle encodes them
 * (encodeValues). For the rows a paid booking writes (the booking, its payment movements, its
 * documents), whose columns vary by call.
 */
export function preparedInsert<Table extends PgTable>(name: string, table: Table) {
  const columns: Record<string, AnyPgColumn> = getTableColumns(table);
  const insert = preparedPerShape(name, (db, shape, statementName) =>
    db
      .insert(table)
      .values(placeholdersOf(shape.split(",")) as unknown as Table["$inferInsert"])
      .returning()
      .prepare(statementName),
  );
  return async (db: Executor, values: Table["$inferInsert"]): Promise<Table["$inferSelect"]> => {
    const row = values as Record<string, unknown>;
    const rows = (await insert(db, shapeOf(columns, row)).execute(
      encodeValues(columns, row),
    )) as Table["$inferSelect"][];
    const inserted = rows[0];
    if (!inserted) throw new Error(`insert into ${getTableName(table)} returned no row`);
    return inserted;
  };
}
