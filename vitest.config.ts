import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import {
  ENGINE_DEPENDENT_FILES,
  ENGINE_INDEPENDENT_FILES,
  PROCESS_FILES,
} from './server/test/engine-files.js';

// Use the TypeScript sources of the workspaces, as development does.
const resolve = { conditions: ['development', 'module', 'node', 'default'] };

const serverProject = (
  engine: 'pglite' | 'postgres',
  files: 'in-process' | 'processes',
): TestProjectInlineConfiguration => ({
  resolve,
  test: {
    name: files === 'processes' ? `server processes (${engine})` : `server (${engine})`,
    root: 'server',
    include:
      files === 'processes'
        ? PROCESS_FILES
        : engine === 'pglite'
          ? ['src/**/*.test.ts', 'test/**/*.test.ts']
          : ENGINE_DEPENDENT_FILES,
    exclude: [
      '**/node_modules/**',
      ...(files === 'processes' ? [] : PROCESS_FILES),
      ...(engine === 'postgres' ? ENGINE_INDEPENDENT_FILES : []),
    ],
    // Processes: one worker, so Vitest runs their files one by one once the parallel ones are
    // done. The rest share each worker's loaded modules instead of importing the whole server
    // again for every file (a third of the run): each file builds its own app on its own
    // database, and a test that stubs something global restores it.
    ...(files === 'processes' ? { maxWorkers: 1 } : { isolate: false }),
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    globalSetup:
      files === 'processes'
        ? ['test/global-setup.ts', 'test/built-server-setup.ts']
        : ['test/global-setup.ts'],
    env: { TEST_DB_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const engines = [
  'pglite' as const,
  // The engine-dependent files again on PostgreSQL when a server is configured (CI sets it).
  ...(process.env.TEST_DATABASE_URL ? ['postgres' as const] : []),
];

export default defineConfig({
  test: {
    // Two files at a time: Vitest's default on two cores is one (cores - 1). Each file has its
    // own database, so files never share state.
    maxWorkers: 2,
    projects: [
      { resolve, test: { name: 'shared', root: 'shared', include: ['src/**/*.test.ts'] } },
      ...engines.map((engine) => serverProject(engine, 'in-process')),
      ...engines.map((engine) => serverProject(engine, 'processes')),
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: 'web',
          include: ['app/**/*.test.tsx', 'app/**/*.test.ts'],
          environment: 'happy-dom',
          // A worker keeps its modules and its happy-dom document from one file to the next:
          // importing React, React Router and the app again and making a new document for
          // every file was most of the project's time (about 100 s of CPU instead of 23 s).
          // test/setup.ts ends what each test began (renders, toasts, access checks, stubs,
          // timers, storage), so a file meets nothing another left behind, in any order.
          isolate: false,
          setupFiles: ['test/setup.ts'],
          // Beside the journeys on a slow machine a test of 400 ms took over 5 s (Vitest's
          // default), while its `findBy…` would have waited 15 s (web/test/setup.ts).
          testTimeout: 30_000,
        },
      },
    ],
  },
});
