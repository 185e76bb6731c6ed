import type { ZodType } from 'zod';
import { checkFields, type FieldErrors } from './field-errors';

type Schemas = typeof import('@chapterhouse/shared');
type SchemaName = 'contactRequestSchema' | 'newsletterSubscribeSchema';

export type { FieldErrors };

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
