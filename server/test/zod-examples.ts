import type { z } from 'zod';

// Values a zod schema accepts, found by trying likely ones: the fuzz suite changes one field of
// such an example at a time, and the OpenAPI test checks the document against the same schemas.

const EXAMPLE_SCALARS: unknown[] = [
  'Fuzz text for the fuzz suite',
  'https://example.org/fuzz.png',
  '2026-07-01',
  'fuzz@example.org',
  '+91 98765 43210',
  '10:30',
  '2001',
  'fuzz-slug',
  'fuzzfuzzfuzzfuzzfuzzfuzz',
  '7',
  1,
  2020,
  0,
  true,
];

export type Node = z.core.$ZodType;
interface Definition {
  type: string;
  shape?: Record<string, Node>;
  element?: Node;
  options?: Node[];
  in?: Node;
  innerType?: Node;
  entries?: Record<string, string>;
  values?: unknown[];
}
export const defOf = (node: Node) => node._zod.def as unknown as Definition;

/** The fixed values an enum or literal inside `node` allows (first guesses for a field). */
function fixedValues(node: Node): unknown[] {
  const def = defOf(node);
  if (def.type === 'enum') return Object.values(def.entries ?? {});
  if (def.type === 'literal') return def.values ?? [];
  const inner = def.innerType ?? def.in ?? def.element;
  const options = def.options ?? [];
  return [...(inner ? fixedValues(inner) : []), ...options.flatMap(fixedValues)];
}

/** The object schema a body is (through refinements, pipes and defaults), or null. */
export function shapeOf(node: Node): Record<string, Node> | null {
  const def = defOf(node);
  if (def.type === 'object') return def.shape ?? {};
  const inner = def.innerType ?? def.in;
  return inner ? shapeOf(inner) : null;
}

/** A value `node` accepts, found by trying likely ones; undefined when none fits. */
export function exampleOf(node: Node): unknown {
  const shape = shapeOf(node);
  if (shape && defOf(node).type === 'object') {
    const example: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      const value = exampleOf(field);
      if (value !== undefined) example[key] = value;
    }
    return example;
  }
  const schema = node as z.ZodType;
  const scalars = [...fixedValues(node), ...EXAMPLE_SCALARS];
  const candidates = [...scalars, [], ...scalars.map((value) => [value])];
  return candidates.find((candidate) => schema.safeParse(candidate).success);
}
