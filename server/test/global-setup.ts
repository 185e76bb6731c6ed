import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the dump of a migrated embedded database (`test-app.ts` starts from it). */
    pgliteTemplate: string | undefined;
    /** A migrated PostgreSQL database each test database is created from (`template`). */
    postgresTemplate: string | undefined;
  }
}

/**
 * Migrates one database for the whole run, and each test file's database starts as a copy of it:
 * migrating anew took seconds per file, most of the suite's database set-up.
 */
export default async function setup(project: TestProject) {
  const engine = project.config.env?.TEST_DB_ENGINE;
  if (engine === 'postgres') return postgresTemplate(project);
  return pgliteTemplate(project);
}

async function pgliteTemplate(project: TestProject) {
  const connection = await openDatabase({ engine: 'pglite', dataDir: undefined });
  const client = (connection.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await connection.close();
  const file = path.join(
    os.tmpdir(),
    `chapterhouse-template-${randomBytes(6).toString('hex')}.tar`,
  );
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', undefined);
  return () => fs.rmSync(file, { force: true });
}

async function postgresTemplate(project: TestProject) {
  project.provide('pgliteTemplate', undefined);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  const name = `chapterhouse_template_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const connection = await openDatabase({ engine: 'postgres', url: url.toString() });
  // A template is copied only while nobody is connected to it.
  await connection.close();
  project.provide('postgresTemplate', name);
  return async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
