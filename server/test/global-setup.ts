import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { type DatabaseConnection, openDatabase } from '../src/db/client.js';
import { loadSampleAt } from './test-moment.js';

/** The two starting points of a test database: migrated and empty, or with the sample content. */
export interface TestTemplates {
  migrated: string;
  sample: string;
}

/**
 * The embedded database's starting points, and a third: created but not migrated. PGlite's
 * creation of an empty database (initdb) costs about 5 s of CPU, eight times a load of this
 * dump; PostgreSQL creates one from its own `template1` at once.
 */
export interface PgliteTemplates extends TestTemplates {
  unmigrated: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Files holding dumps of an embedded database (`test-app.ts` starts from one of them). */
    pgliteTemplates: PgliteTemplates | undefined;
    /** PostgreSQL databases each test database is created from (`create database … template`). */
    postgresTemplates: TestTemplates | undefined;
  }
}

/**
 * Migrates one database for the whole run and loads the sample content into a copy, and each
 * test file's database starts as a copy of one of the two: migrating anew took seconds per file,
 * and loading the sample about another second, in about a hundred file runs.
 */
export default async function setup(project: TestProject) {
  const engine = project.config.env?.TEST_DB_ENGINE;
  if (engine === 'postgres') return postgresTemplates(project);
  return pgliteTemplates(project);
}

async function pgliteTemplates(project: TestProject) {
  const tag = randomBytes(6).toString('hex');
  const write = async (connection: DatabaseConnection, kind: keyof PgliteTemplates) => {
    const client = (connection.db as unknown as { $client: PGlite }).$client;
    const file = path.join(os.tmpdir(), `chapterhouse-template-${tag}-${kind}.tar`);
    const dump = await client.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return { file, dump };
  };
  const created = await openDatabase({ engine: 'pglite', dataDir: undefined }, { migrate: false });
  const unmigrated = await write(created, 'unmigrated');
  await created.close();
  // Migrated from that copy, as every server migrates its database when it opens it.
  const connection = await openDatabase({
    engine: 'pglite',
    dataDir: undefined,
    template: unmigrated.dump,
  });
  const migrated = await write(connection, 'migrated');
  await loadSampleAt(connection.db);
  const sample = await write(connection, 'sample');
  await connection.close();
  const files = { unmigrated: unmigrated.file, migrated: migrated.file, sample: sample.file };
  project.provide('pgliteTemplates', files);
  project.provide('postgresTemplates', undefined);
  return () => {
    for (const file of Object.values(files)) fs.rmSync(file, { force: true });
  };
}

async function postgresTemplates(project: TestProject) {
  project.provide('pgliteTemplates', undefined);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  const tag = randomBytes(6).toString('hex');
  const names: TestTemplates = {
    migrated: `chapterhouse_template_${tag}`,
    sample: `chapterhouse_template_${tag}_sample`,
  };
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const urlOf = (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  await admin.unsafe(`create database ${names.migrated}`);
  // A template is copied only while nobody is connected to it: each is closed once made.
  await (await openDatabase({ engine: 'postgres', url: urlOf(names.migrated) })).close();
  await admin.unsafe(`create database ${names.sample} template ${names.migrated}`);
  const sample = await openDatabase({ engine: 'postgres', url: urlOf(names.sample) });
  await loadSampleAt(sample.db);
  await sample.close();
  project.provide('postgresTemplates', names);
  return async () => {
    for (const name of Object.values(names)) {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
    }
    await admin.end();
  };
}
