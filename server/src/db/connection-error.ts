/**
 * Says in one line why PostgreSQL at `url` could not be opened, when the error is about reaching
 * it or being let in: `Cannot reach the database at db.example:5432: unknown host db.example`.
 * Returns null for anything else (a failing migration, say). The password in `url` is never part
 * of the answer; the server's own messages for these codes do not carry it either.
 *
 * The error may be wrapped: drizzle's migrator throws "Failed query: CREATE SCHEMA…" with the
 * driver's error as its `cause`, and Node reports a host with several addresses (localhost:
 * ::1 and 127.0.0.1) as an AggregateError of one error per address.
 */
export function describeConnectionError(error: unknown, url: string): string | null {
  const target = parseTarget(url);
  const reason = reasonOf(error, target, 0);
  return reason ? `Cannot reach the database at ${target.address}: ${reason}` : null;
}

interface Target {
  /** host:port, as the operator wrote it (port 5432 when none is given). */
  address: string;
  host: string;
  user: string;
  database: string;
}

function parseTarget(url: string): Target {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname || 'localhost';
    const user = decodeURIComponent(parsed.username);
    return {
      address: `${host}:${parsed.port || '5432'}`,
      host,
      user,
      database: decodeURIComponent(parsed.pathname.slice(1)) || user,
    };
  } catch {
    // Never echo an unparsable URL: it may hold the password.
    return { address: 'DATABASE_URL', host: 'the host', user: '', database: '' };
  }
}

interface ErrorFields {
  code?: unknown;
  hostname?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function reasonOf(error: unknown, target: Target, depth: number): string | null {
  if (typeof error !== 'object' || error === null || depth > 5) return null;
  const { code, hostname, message, cause, errors } = error as ErrorFields;
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `unknown host ${typeof hostname === 'string' ? hostname : target.host}`;
    case 'ETIMEDOUT':
    case 'CONNECT_TIMEOUT':
      return 'no answer (connection timed out)';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'no route to the host';
    // PostgreSQL's codes (SQLSTATE).
    case '28P01':
      return `the password for user "${target.user}" was refused`;
    case '28000':
      return `user "${target.user}" was refused (${String(message)})`;
    case '3D000':
      return `database "${target.database}" does not exist`;
  }
  for (const inner of [cause, ...(Array.isArray(errors) ? errors : [])]) {
    const reason = reasonOf(inner, target, depth + 1);
    if (reason) return reason;
  }
  return null;
}

/** The innermost message of a `cause` chain: the driver's own words rather than drizzle's. */
export function innermostMessage(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 5; depth++) {
    const cause = (current as { cause?: unknown } | null)?.cause;
    if (!(cause instanceof Error)) break;
    current = cause;
  }
  return current instanceof Error ? current.message : String(current);
}
