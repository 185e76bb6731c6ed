/**
 * An error as the logs may show it: its class, code and message, the database's names for what
 * failed, and where in the code, but never the values a query was given. Drizzle puts a failed
 * query's parameters into its message (`params: ...`), PGlite and postgres.js into `params`,
 * `parameters` and `args`, and PostgreSQL's `detail` repeats the row (`Key (email)=(...)`): a
 * member's e-mail or phone number would otherwise land in the log of every failed write.
 */
export type LoggedError = {
  type: string;
  message: string;
  code?: string;
  severity?: string;
  /** What PostgreSQL named: constraint, table, column, data type, the routine that refused. */
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  /** The statement with its placeholders (`$1`), never its values. */
  query?: string;
  /** Where it was thrown: the frames only (empty when there are none). */
  stack: string;
  cause?: LoggedError;
};

/** Each field we keep, and what PGlite and postgres.js call it (`constraint` or `constraint_name`). */
const NAMED_FIELDS = {
  code: ['code'],
  severity: ['severity'],
  constraint: ['constraint', 'constraint_name'],
  table: ['table', 'table_name'],
  column: ['column', 'column_name'],
  routine: ['routine'],
} as const;
const CAUSE_DEPTH = 4;

/** Drizzle's message is `Failed query: <sql>\nparams: <values>`: keep the part before the values. */
const withoutParameters = (text: string) => text.replace(/\n\s*params:[\s\S]*$/, '');

function describe(value: unknown, depth: number): LoggedError {
  if (!(value instanceof Error)) {
    return { type: typeof value, message: 'A value that is not an Error was thrown', stack: '' };
  }
  const fields = value as unknown as Record<string, unknown>;
  const logged: LoggedError = {
    type: value.name || value.constructor.name,
    message: withoutParameters(value.message),
    // The first line of a stack repeats the message (and so Drizzle's parameters): frames only.
    stack: (value.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
  for (const [field, names] of Object.entries(NAMED_FIELDS)) {
    const named = names.map((name) => fields[name]).find((value) => value != null);
    if (typeof named === 'string' || typeof named === 'number') {
      logged[field as keyof typeof NAMED_FIELDS] = String(named);
    }
  }
  if (typeof fields.query === 'string') logged.query = fields.query;
  if (value.cause !== undefined && depth < CAUSE_DEPTH) {
    logged.cause = describe(value.cause, depth + 1);
  }
  return logged;
}

/** For `log.error({ err: loggedError(error) })`, and as the logger's own `err` serializer. */
export const loggedError = (error: unknown): LoggedError => describe(error, 0);

/**
 * A request as the logs show it: its method and the route it matched (`/api/auth/links/:token`),
 * never the URL itself (which may carry a one-time link's token or an e-mail in a query) nor the
 * client's address (personal data; the rate limits and the throttle count addresses without
 * logging them).
 */
export function loggedRequest(request: { method: string; routeOptions?: { url?: string } }): {
  method: string;
  route: string;
} {
  return { method: request.method, route: request.routeOptions?.url ?? '(no route)' };
}
