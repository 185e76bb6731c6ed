import type { ZodType } from 'zod';

type Schemas = typeof import('@chapterhouse/shared');
type SchemaName = 'contactRequestSchema' | 'newsletterSubscribeSchema';

export type FieldErrors = Partial<Record<string, string>>;

/**
 * Validates a public form with the API's own zod schema, loaded only when a visitor submits: the
 * schemas (and zod) stay out of the JavaScript every page loads.
 */
export async function checkWithSharedSchema(
  name: SchemaName,
  values: Record<string, unknown>,
): Promise<{ ok: true } | { ok: false; errors: FieldErrors }> {
  const shared: Schemas = await import('@chapterhouse/shared');
  const result = (shared[name] as ZodType).safeParse(values);
  if (result.success) return { ok: true };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
