import type { Thing, WithContext } from 'schema-dts';

/**
 * JSON for inside a `<script>` element. The element's text ends at the first `</script`
 * whatever JSON thinks, so `<` (and `>`, `&`, for good measure) are written as JSON's own
 * `\u003c` escapes, as are U+2028 and U+2029: the text then holds no markup at all, yet parses
 * back to exactly the same value.
 */
export function serializeJsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * Structured data for search engines (schema.org, as JSON-LD). A data block, never executed, so
 * the Content-Security-Policy (script-src 'self') does not concern it and it needs no nonce.
 */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped so it cannot end the element
      dangerouslySetInnerHTML={{ __html: serializeJsonForScript(data) }}
    />
  );
}
