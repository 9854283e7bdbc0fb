// PostgreSQL's error codes, read the same way from both drivers (pg's error, or PGlite's, possibly
// wrapped by drizzle as the `cause` of its own): one way to ask "was it this constraint?".

function hasCode(err: unknown, code: string): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === code) return true;
  }
  return false;
}

/** A unique index refused the row (23505). */
export function isUniqueViolation(err: unknown): boolean {
  return hasCode(err, '23505');
}

/** A foreign key refused the row: what it points at is gone (23503). */
export function isForeignKeyViolation(err: unknown): boolean {
  return hasCode(err, '23503');
}
