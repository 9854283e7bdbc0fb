// What of an error may reach the logs. A database error's message carries the query's parameters
// (drizzle: "Failed query: ... params: <the user's text>") and PostgreSQL's own messages quote
// values ('invalid input syntax for type uuid: "..."', 'Key (email)=(...) already exists'): only
// the error's class, its SQLSTATE and the objects it names are kept, and the stack without its
// first line (which repeats the message).

interface DatabaseErrorFields {
  code?: unknown;
  table?: unknown;
  constraint?: unknown;
  column?: unknown;
  routine?: unknown;
}

function fieldsOf(err: object): string[] {
  const { code, table, constraint, column, routine } = err as DatabaseErrorFields;
  const parts: string[] = [];
  if (typeof code === 'string' && /^[0-9A-Z_]{1,32}$/.test(code)) parts.push(`code=${code}`);
  for (const [name, value] of Object.entries({ table, constraint, column, routine })) {
    if (typeof value === 'string' && /^[\w.]{1,64}$/.test(value)) parts.push(`${name}=${value}`);
  }
  return parts;
}

/** A one-line, user-text-free description of an error, for console and log lines. */
export function describeError(err: unknown): string {
  if (!(err instanceof Error))
    return typeof err === 'object' && err !== null ? 'non-Error object' : typeof err;
  const parts = [err.name, ...fieldsOf(err)];
  // drizzle wraps the driver's error: its cause holds the SQLSTATE.
  let cause: unknown = err.cause;
  for (let depth = 0; cause instanceof Error && depth < 3; depth++) {
    parts.push(`cause=${cause.name}`, ...fieldsOf(cause));
    cause = cause.cause;
  }
  const frames = (err.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 8)
    .join('\n');
  return frames ? `${parts.join(' ')}\n${frames}` : parts.join(' ');
}
