import type { ZodType } from 'zod';

type Schemas = typeof import('@chapterhouse/shared');
type SchemaName = 'contactRequestSchema' | 'newsletterSubscribeSchema';

/** A form's errors by field name (the first message of each), as its fields show them. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * Checks a form's values with a zod schema, keeping the first message for each top-level field;
 * an issue of the whole form is filed under `form`. The browser's check below uses it, and so do
 * the route actions that handle the same forms sent before the script ran.
 */
export function checkFields<T>(
  schema: ZodType<T>,
  values: unknown,
): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * Validates a public form with the API's own zod schema, loaded only when a visitor submits: the
 * schemas (and zod) stay out of the JavaScript every page loads.
 */
export async function checkWithSharedSchema(
  name: SchemaName,
  values: Record<string, unknown>,
): Promise<{ ok: true } | { ok: false; errors: FieldErrors }> {
  const shared: Schemas = await import('@chapterhouse/shared');
  const checked = checkFields(shared[name] as ZodType, values);
  return checked.ok ? { ok: true } : checked;
}
