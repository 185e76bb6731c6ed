import fs from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.js';
import {
  NAMING_JOINS,
  TABLE_OWNERS,
  type TableName,
  UNCHECKED_TABLES,
} from '../db/schema/owners.js';

// What visitors may see has one home per domain (decision 011, convention 15): its
// `*.visibility.ts`. These checks read the server's sources (no database) and fail when
// (a) a draft or archive filter is written by hand outside those files, or (b) a module queries
// another domain's tables instead of asking its service.

const SRC = path.resolve(import.meta.dirname, '..');
const MODULES = path.join(SRC, 'modules');

/** Every TypeScript source under `dir` but the tests, as paths relative to `server/src`. */
function sourcesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.relative(SRC, path.join(dir, file)).split(path.sep).join('/'))
    .sort();
}

/** A source by its path under `server/src`: the file's text, or `text` (the rules' own tests). */
function parse(file: string, text = fs.readFileSync(path.join(SRC, file), 'utf8')): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const lineOf = (source: ts.SourceFile, node: ts.Node) =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

// ---- (a) No hand-written visibility ----

/** The raw predicates: only the visibility files (and the predicate's own home) use them. */
const RAW_PREDICATES = new Set(['isPublished', 'isPublic']);
/** Columns whose is-null / is-not-null test says what is public. */
const VISIBILITY_COLUMNS = new Set(['archivedAt', 'publishedAt']);
const RAW_SQL = /\b(archived_at|published_at)"?\s+is\s+(not\s+)?null\b/i;

/** Where a hand-written visibility filter belongs, so it is not flagged there. */
const VISIBILITY_HOMES: Array<{ matches: (file: string) => boolean; reason: string }> = [
  { matches: (file) => file.endsWith('.visibility.ts'), reason: 'each domain’s visibility' },
  {
    matches: (file) => file === 'lib/publication.ts',
    reason: 'the generic not-a-draft predicate and the publishing job’s due drafts',
  },
  {
    matches: (file) => file.startsWith('db/schema/'),
    reason: 'partial indexes whose predicate must match the visibility’s (migration 0017)',
  },
];

/** The hand-written visibility filters of one file, as messages. */
function handWrittenVisibility(file: string, text?: string): string[] {
  const source = parse(file, text);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push(
      `server/src/${file}:${lineOf(source, node)}: ${what}. What visitors may see is decided in ` +
        'the domains’ *.visibility.ts files (decision 011): use visibleEvents, visibleAchievements, ' +
        'visiblePhotos, visibleSlateMembers, visibleNotifications or ofVisibleOrganisation, or ' +
        'ask the domain’s service.',
    );
  walk(source, (node) => {
    if (ts.isIdentifier(node) && RAW_PREDICATES.has(node.text)) {
      at(node, `uses ${node.text}`);
    } else if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      (node.expression.text === 'isNull' || node.expression.text === 'isNotNull')
    ) {
      const [column] = node.arguments;
      if (
        column &&
        ts.isPropertyAccessExpression(column) &&
        VISIBILITY_COLUMNS.has(column.name.text)
      ) {
        at(node, `filters by hand with ${node.expression.text}(…${column.name.text})`);
      }
    } else if (ts.isTemplateSpan(node)) {
      const column = node.expression;
      if (
        ts.isPropertyAccessExpression(column) &&
        VISIBILITY_COLUMNS.has(column.name.text) &&
        /^\s*is\s+(not\s+)?null\b/i.test(node.literal.text)
      ) {
        at(node, `filters by hand with \${…${column.name.text}} ${node.literal.text.trim()}`);
      }
    } else if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      RAW_SQL.test(node.text)
    ) {
      at(node, `filters by hand in SQL text ("${node.text.match(RAW_SQL)?.[0]}")`);
    } else if (
      (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) &&
      RAW_SQL.test(node.text)
    ) {
      at(node, `filters by hand in SQL text ("${node.text.match(RAW_SQL)?.[0]}")`);
    }
  });
  return found;
}

// ---- (b) A module queries its own tables ----

type Owned = keyof typeof TABLE_OWNERS;

/**
 * The few places that query another domain's tables, each with why. Keep it short: anything
 * else asks the owner's service. An entry no longer needed fails the test, so it goes.
 */
const CROSS_DOMAIN_ALLOWED: Array<{ file: string; tables: Owned[]; reason: string }> = [
  {
    file: 'modules/audit/restore.service.ts',
    tables: ['events', 'achievements', 'galleryItems', 'slateMembers'],
    reason:
      'Undo from History writes an item of the four lists back as its audit entry recorded it, ' +
      'column by column, whatever its domain (decision 010, step 5).',
  },
  {
    file: 'modules/publishing/scheduled-publishing.ts',
    tables: ['events', 'achievements', 'galleryItems', 'slateMembers'],
    reason:
      'The publishing job flips the two publication columns of the four item tables in one ' +
      'claiming update each, so several servers publish an item once (decision 010, step 4).',
  },
  {
    file: 'modules/media/media-usage.ts',
    tables: [
      'organisations',
      'slateMembers',
      'events',
      'achievements',
      'galleryItems',
      'heroSlides',
      'partners',
      'certificateTemplates',
      'certificates',
    ],
    reason:
      'Where an upload is used: one query over every column that may hold a picture’s address, ' +
      'so the library can refuse to delete a picture in use (docs/media.md).',
  },
  {
    file: 'modules/media/sample-photos.ts',
    tables: [
      'organisations',
      'slateMembers',
      'events',
      'achievements',
      'galleryItems',
      'heroSlides',
      'partners',
    ],
    reason:
      'Loading the sample turns its artwork into uploads and rewrites every address that ' +
      'pointed at it, in the same columns media-usage reads.',
  },
];

/** The schema tables a file imports (not types), by their exported name and local name. */
function schemaImports(source: ts.SourceFile): Array<{ table: string; local: ts.Identifier }> {
  const found: Array<{ table: string; local: ts.Identifier }> = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
      continue;
    }
    if (!/(^|\/)db\/schema(\/[\w-]+)?(\.js)?$/.test(statement.moduleSpecifier.text)) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) {
      found.push({ table: '*', local: bindings.name });
      continue;
    }
    for (const element of bindings && ts.isNamedImports(bindings) ? bindings.elements : []) {
      if (element.isTypeOnly) continue;
      found.push({ table: (element.propertyName ?? element.name).text, local: element.name });
    }
  }
  return found;
}

const JOIN_METHODS = new Set(['innerJoin', 'leftJoin', 'rightJoin', 'fullJoin']);

/**
 * Whether every use of `local` in the file is a join that names an item's organisation: the
 * table as the first argument of a join (or after `join` in SQL text), and otherwise only its
 * naming columns.
 */
function onlyNamingJoins(source: ts.SourceFile, local: ts.Identifier, columns: readonly string[]) {
  let naming = true;
  walk(source, (node) => {
    if (!ts.isIdentifier(node) || node.text !== local.text || node === local) return;
    const parent = node.parent;
    // A property's name or a key that happens to read the same is not the table.
    if (ts.isPropertyAccessExpression(parent) && parent.name === node) return;
    if (ts.isPropertyAssignment(parent) && parent.name === node) return;
    if (ts.isPropertySignature(parent) && parent.name === node) return;
    if (ts.isImportSpecifier(parent)) return;
    if (ts.isPropertyAccessExpression(parent) && parent.expression === node) {
      if (!columns.includes(parent.name.text)) naming = false;
      return;
    }
    if (
      ts.isCallExpression(parent) &&
      parent.arguments[0] === node &&
      ts.isPropertyAccessExpression(parent.expression) &&
      JOIN_METHODS.has(parent.expression.name.text)
    ) {
      return;
    }
    if (ts.isTemplateSpan(parent)) {
      const before = parent.parent.templateSpans.indexOf(parent);
      const text =
        before === 0
          ? parent.parent.head.text
          : parent.parent.templateSpans[before - 1]?.literal.text;
      if (text !== undefined && /\bjoin\s*$/i.test(text)) return;
    }
    naming = false;
  });
  return naming;
}

/** The module (folder under `modules/`) a source belongs to. */
const moduleOf = (file: string) => file.split('/')[1] ?? '';

interface CrossDomainUse {
  file: string;
  table: string;
  owners: readonly string[];
}

/** The queries of another module's tables in one module's source (`text`: instead of the file's). */
function crossDomainUsesOf(file: string, text?: string): CrossDomainUse[] {
  const uses: CrossDomainUse[] = [];
  const source = parse(file, text);
  const module = moduleOf(file);
  for (const { table, local } of schemaImports(source)) {
    if (table === '*') {
      uses.push({ file, table: '* (the whole schema)', owners: [] });
      continue;
    }
    const owners: readonly string[] | undefined = TABLE_OWNERS[table as Owned];
    if (!owners || owners.includes(module)) continue;
    const columns: readonly string[] | undefined = NAMING_JOINS[table as keyof typeof NAMING_JOINS];
    if (columns && onlyNamingJoins(source, local, columns)) continue;
    uses.push({ file, table, owners });
  }
  return uses;
}

/** Every query of another module's table, as found in the sources. */
function crossDomainUses(): CrossDomainUse[] {
  return (
    sourcesUnder(MODULES)
      // Files directly under modules/ (this test's siblings) belong to no module.
      .filter((file) => file.split('/').length >= 3)
      .flatMap((file) => crossDomainUsesOf(file))
  );
}

const sqlNameOf = (table: string) => {
  const value = (schema as Record<string, unknown>)[table];
  return is(value, PgTable)
    ? (value as unknown as { [k: symbol]: string })[Symbol.for('drizzle:Name')]
    : table;
};

describe('what visitors may see', () => {
  it('is decided only in the domains’ *.visibility.ts files, never filtered by hand', () => {
    const files = sourcesUnder(SRC).filter(
      (file) => !VISIBILITY_HOMES.some((home) => home.matches(file)),
    );
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => handWrittenVisibility(file));
    expect(found, found.join('\n')).toEqual([]);
  });

  it('of another domain, a module asks that domain’s service for, not its tables', () => {
    const allowed = new Map(
      CROSS_DOMAIN_ALLOWED.flatMap((entry) =>
        entry.tables.map((table) => [`${entry.file} ${table}`, entry]),
      ),
    );
    const uses = crossDomainUses();
    const refused = uses
      .filter((use) => !allowed.has(`${use.file} ${use.table}`))
      .map(
        (use) =>
          `server/src/${use.file} queries ${use.table} (table ${sqlNameOf(use.table)}), which the ` +
          `${use.owners.join(' / ') || '?'} module owns: ask its service instead (decision 011), ` +
          'or add the file to CROSS_DOMAIN_ALLOWED in this test with the reason it cannot.',
      );
    expect(refused, refused.join('\n')).toEqual([]);

    const used = new Set(uses.map((use) => `${use.file} ${use.table}`));
    const stale = [...allowed.keys()]
      .filter((key) => !used.has(key))
      .map((key) => `CROSS_DOMAIN_ALLOWED lists ${key}, which it no longer queries: remove it.`);
    expect(stale, stale.join('\n')).toEqual([]);
  });

  it('has an owner for every table, and each owner is a module', () => {
    const tables = Object.entries(schema)
      .filter(([, value]) => is(value, PgTable))
      .map(([name]) => name)
      .sort();
    expect(tables).toEqual(
      [...Object.keys(TABLE_OWNERS), ...Object.keys(UNCHECKED_TABLES)].sort() as TableName[],
    );
    const modules = new Set(
      fs
        .readdirSync(MODULES, { withFileTypes: true })
        .flatMap((entry) => (entry.isDirectory() ? [entry.name] : [])),
    );
    // Every owner named is a module folder: a renamed or removed module must update the map.
    const ownerless = Object.entries(TABLE_OWNERS).filter(
      ([, owners]) => !owners.every((owner) => modules.has(owner)),
    );
    expect(ownerless).toEqual([]);
  });
});

// The rules themselves, on sources made for the purpose: each must catch what it is for.
describe('the visibility rules', () => {
  it('catch isPublished called in a routes file', () => {
    const found = handWrittenVisibility(
      'modules/achievements/achievements.routes.ts',
      `import { isPublished } from '../../lib/publication.js';
       const where = isPublished(achievements);`,
    );
    expect(found).toHaveLength(2);
    expect(found[1]).toMatch(
      /^server\/src\/modules\/achievements\/achievements\.routes\.ts:2: uses isPublished\. .*decision 011/,
    );
  });

  it('catch an archived or draft filter written by hand, in code or in SQL text', () => {
    const found = handWrittenVisibility(
      'modules/site/site.service.ts',
      `const a = isNull(organisations.archivedAt);
       const b = sql\`\${events.publishedAt} is not null\`;
       const c = 'select 1 from events where published_at is not null';`,
    );
    expect(found.map((message) => message.split(': ')[1]?.split('. What visitors')[0])).toEqual([
      'filters by hand with isNull(…archivedAt)',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the message quotes a placeholder
      'filters by hand with ${…publishedAt} is not null',
      'filters by hand in SQL text ("published_at is not null")',
    ]);
  });

  it('catch the newsletter module querying the events table', () => {
    const uses = crossDomainUsesOf(
      'modules/newsletter/newsletter-content.ts',
      `import { events, newsletterIssues } from '../../db/schema/index.js';
       export const coming = (db) => db.select().from(events);
       export const issues = (db) => db.select().from(newsletterIssues);`,
    );
    expect(uses).toEqual([
      { file: 'modules/newsletter/newsletter-content.ts', table: 'events', owners: ['events'] },
    ]);
  });

  it('let a module join organisations only to name its items', () => {
    const naming = `import { achievements, organisations } from '../../db/schema/index.js';
      export const list = (db) => db
        .select({ title: achievements.title, organisation: organisations.name })
        .from(achievements)
        .innerJoin(organisations, eq(organisations.id, achievements.organisationId));`;
    expect(crossDomainUsesOf('modules/achievements/achievements.service.ts', naming)).toEqual([]);
    const reading = naming.replace('organisations.name', 'organisations.archivedAt');
    expect(crossDomainUsesOf('modules/achievements/achievements.service.ts', reading)).toEqual([
      {
        file: 'modules/achievements/achievements.service.ts',
        table: 'organisations',
        owners: ['organisations'],
      },
    ]);
  });
});
