/** PostgreSQL's code for a unique violation; PGlite and node-postgres both report it. */
const UNIQUE_VIOLATION = "23505";

/** Drizzle wraps driver errors, so the code may sit on the error or on its cause. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
