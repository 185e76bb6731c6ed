/**
 * Whether a failed query broke a unique index (PostgreSQL's 23505), as two writes racing for one
 * address, slug or membership do. Drizzle wraps the driver's error, so its cause is read too;
 * naming the indexes also recognises an error that carries only the index in its message.
 */
export function isUniqueViolation(error: unknown, ...indexes: string[]): boolean {
  const cause = (error as { cause?: unknown } | null)?.cause;
  const codeOf = (value: unknown) => (value as { code?: string } | null)?.code;
  if (codeOf(error) === '23505' || codeOf(cause) === '23505') return true;
  const text = String(cause ?? error);
  return indexes.some((index) => text.includes(index));
}
