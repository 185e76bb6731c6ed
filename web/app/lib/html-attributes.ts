const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * An attribute's value as React wrote it into server-rendered HTML, decoded: React escapes these
 * five characters and no others, so reading its own markup back needs no full HTML parser.
 */
export function decodeAttribute(value: string): string {
  return value.replace(/&(amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
}
