import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Use the TypeScript sources of the workspaces, as development does.
const resolve = { conditions: ['development', 'module', 'node', 'default'] };

const serverProject = (engine: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  resolve,
  test: {
    name: `server (${engine})`,
    root: 'server',
    // The PostgreSQL run repeats only what touches the database: the API and service tests.
    include:
      engine === 'pglite'
        ? ['src/**/*.test.ts', 'test/**/*.test.ts']
        : [
            'src/modules/**/*.test.ts',
            'src/lib/**/*.test.ts',
            'src/plugins/access-table.test.ts',
            'src/plugins/input-fuzz.test.ts',
            'src/cli/**/*.test.ts',
            'src/lifecycle.test.ts',
          ],
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/global-setup.ts'],
    env: { TEST_DB_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { resolve, test: { name: 'shared', root: 'shared', include: ['src/**/*.test.ts'] } },
      serverProject('pglite'),
      // The same API suite again on PostgreSQL when a server is configured (CI sets it).
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: 'web',
          include: ['app/**/*.test.tsx', 'app/**/*.test.ts'],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
