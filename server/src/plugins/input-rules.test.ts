import { INT4_MAX, storableTextCheck } from '@chapterhouse/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Walks the request schemas of every registered API route (body, query string, URL parameters,
 * upload forms) and checks the shared input rule holds in each: every text carries
 * `storableTextCheck` (no NUL, no unpaired surrogate reaches PostgreSQL) and every number is a
 * whole number within a PostgreSQL `integer`. A new route or field is checked the moment it is
 * registered.
 */

/** Fields that may skip the rule, with the reason they are safe. None today. */
const KNOWN_EXCEPTIONS: Record<string, string> = {};

type Node = z.core.$ZodType;
/** The parts of a zod definition this walk reads (zod 4's `_zod.def`). */
interface Definition {
  type: string;
  checks?: z.core.$ZodCheck[];
  shape?: Record<string, Node>;
  element?: Node;
  options?: Node[];
  in?: Node;
  out?: Node;
  innerType?: Node;
  keyType?: Node;
  valueType?: Node;
  left?: Node;
  right?: Node;
}
const defOf = (node: Node) => node._zod.def as unknown as Definition;
const checksOf = (node: Node) =>
  (defOf(node).checks ?? []).map(
    (check) => check._zod.def as unknown as { check: string; value?: unknown },
  );

function carriesTextRule(node: Node): boolean {
  return (defOf(node).checks ?? []).includes(storableTextCheck as z.core.$ZodCheck);
}

function numberProblems(node: Node): string[] {
  const checks = checksOf(node);
  const problems: string[] = [];
  const whole = checks.some((check) => check.check === 'number_format');
  const upper = checks.find((check) => check.check === 'less_than');
  const lower = checks.find((check) => check.check === 'greater_than');
  if (!whole) problems.push('is not a whole number');
  if (!upper || Number(upper.value) > INT4_MAX) problems.push('has no maximum within integer');
  if (!lower || Number(lower.value) < -INT4_MAX - 1) problems.push('has no minimum');
  return problems;
}

/** Every place in `node` that breaks the rule, as `path: problem`. */
function problemsIn(node: Node, path: string, textCovered = false): string[] {
  const def = defOf(node);
  switch (def.type) {
    case 'string':
      return textCovered || carriesTextRule(node) ? [] : [`${path}: text without the rule`];
    case 'number':
      return numberProblems(node).map((problem) => `${path}: ${problem}`);
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, value]) =>
        problemsIn(value, `${path}.${key}`),
      );
    case 'array':
      return def.element ? problemsIn(def.element, `${path}[]`) : [];
    case 'union':
      return (def.options ?? []).flatMap((option) => problemsIn(option, path));
    // A body of two parts (a new item's fields and its publication): both are read.
    case 'intersection':
      return [def.left, def.right].flatMap((part) => (part ? problemsIn(part, path) : []));
    case 'record':
      return [
        ...(def.keyType ? problemsIn(def.keyType, `${path}{key}`) : []),
        ...(def.valueType ? problemsIn(def.valueType, `${path}{}`) : []),
      ];
    case 'pipe': {
      if (!def.in || !def.out) return [`${path}: a pipe without both ends`];
      // What comes out of a checked text (e.g. `.pipe(z.email())`) was checked on the way in.
      const inputChecked =
        textCovered || (defOf(def.in).type === 'string' && carriesTextRule(def.in));
      return [...problemsIn(def.in, path, textCovered), ...problemsIn(def.out, path, inputChecked)];
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return def.innerType ? problemsIn(def.innerType, path, textCovered) : [];
    // Fixed values, yes/no, an uploaded file, and the function step of a transform or preprocess.
    case 'literal':
    case 'enum':
    case 'boolean':
    case 'file':
    case 'transform':
    case 'null':
    case 'undefined':
      return [];
    default:
      return [`${path}: a ${def.type}, which this test does not know how to check`];
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sample: false });
});
afterAll(() => t.close());

describe('the shared input rule over every API route', () => {
  it('finds request schemas to check', () => {
    const withInput = t.app.apiRoutes.filter(
      (route) =>
        route.schema?.body ||
        route.schema?.params ||
        route.schema?.querystring ||
        route.config?.multipartBody,
    );
    expect(withInput.length).toBeGreaterThan(100);
  });

  it('holds for every text and number a request can carry', () => {
    const problems: string[] = [];
    for (const route of t.app.apiRoutes) {
      const parts = {
        body: route.schema?.body,
        querystring: route.schema?.querystring,
        params: route.schema?.params,
        headers: route.schema?.headers,
        form: route.config?.multipartBody,
      };
      for (const [part, schema] of Object.entries(parts)) {
        if (!schema) continue;
        const where = `${route.method} ${route.url} ${part}`;
        if (!(schema instanceof z.ZodType)) {
          problems.push(`${where}: not a zod schema`);
          continue;
        }
        problems.push(...problemsIn(schema, where));
      }
    }
    const unexpected = problems.filter(
      (problem) => !((problem.split(': ')[0] ?? '') in KNOWN_EXCEPTIONS),
    );
    expect(unexpected).toEqual([]);
  });
});
