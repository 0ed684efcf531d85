const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The driver's error with a SQLSTATE, whether thrown bare or wrapped by Drizzle (DrizzleQueryError's `cause`). */
function sqlStateError(error: unknown): { code: string; message: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && SQLSTATE.test(code)) {
      return { code, message: typeof message === 'string' ? message : '' };
    }
    current = cause;
  }
  return null;
}

/** True for PostgreSQL's unique_violation (23505), whether the driver error is thrown bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateError(error)?.code === '23505';
}

/**
 * Data exceptions that only a value sent by the client can cause: bytes PostgreSQL cannot store in UTF-8 (22021,
 * 22P05), a number out of a column's range (22003), text that is not the column's type (22P02, 22007, 22008), and a
 * string too long for its column (22001). The schemas refuse all of these first; reaching the database with one is
 * a schema that is too loose, which the client still hears as bad input rather than as a server fault.
 */
const INPUT_SQLSTATES = new Set(['22021', '22P05', '22003', '22P02', '22007', '22008', '22001']);

/** The SQLSTATE and message of a database error caused by input, or null for every other error. */
export function databaseInputError(error: unknown): { code: string; message: string } | null {
  const found = sqlStateError(error);
  return found && INPUT_SQLSTATES.has(found.code) ? found : null;
}
