// The boundaries of the house conventions (one folder per server domain, independent features,
// shared code flowing one way, `shared/` holding zod contracts only), checked by `npm run lint`
// instead of hoped for. Paths are relative to the repository root. Cycles between folders are
// checked by .dependency-cruiser-folders.cjs, on the code without its tests.

/** Test files and their helpers: they import the whole app, so they sit outside its layering. */
const TESTS = ['[.]test[.]tsx?$', '(^|/)test-[^/]+[.]tsx?$', '^(server|web)/test/'];

/** @type {import('dependency-cruiser').IConfiguration} */
const config = {
  forbidden: [
    {
      name: 'no-module-cycle',
      severity: 'error',
      comment: 'Files that import each other in a circle load in an order nobody chose.',
      from: { path: '^(server/src|web/app|shared/src)/' },
      to: { circular: true },
    },
    {
      name: 'shared-not-to-apps',
      severity: 'error',
      comment:
        'shared/ is imported by the server, the web app and the journeys; it imports none of ' +
        'them, or every one of them would carry the others.',
      from: { path: '^shared/src/' },
      to: { path: '^(server|web|e2e)/' },
    },
    {
      name: 'shared-only-zod',
      severity: 'error',
      comment:
        'shared/ holds zod contracts and the rules built on them: it depends on zod and its own ' +
        'files only, so both the server and the browser can take any of it.',
      from: { path: '^shared/src/', pathNot: TESTS },
      to: { pathNot: ['^shared/src/', '^node_modules/zod/'] },
    },
    {
      name: 'no-feature-to-feature',
      severity: 'error',
      comment:
        'Features do not import each other: a route composes them, and what two features share ' +
        'belongs in components/ or lib/.',
      from: { path: '^web/app/features/([^/]+)/' },
      to: { path: '^web/app/features/', pathNot: '^web/app/features/$1/' },
    },
    {
      name: 'no-component-to-feature',
      severity: 'error',
      comment:
        'Shared code flows one way (components, lib, config -> features -> routes): a shared ' +
        'component that imports a feature drags that feature into every page using it.',
      from: { path: '^web/app/(components|lib|config)/' },
      to: { path: '^web/app/features/' },
    },
    {
      name: 'no-module-to-other-module-routes',
      severity: 'error',
      comment:
        "A module never imports another module's routes file: what it needs lives in a service " +
        '(services call services).',
      from: { path: '^server/src/modules/([^/]+)/' },
      to: {
        path: '^server/src/modules/[^/]+/[^/]+[.]routes[.]ts$',
        pathNot: '^server/src/modules/$1/',
      },
    },
    {
      name: 'routes-only-from-app',
      severity: 'error',
      comment:
        "A routes file is HTTP only: its module's declaration (`<domain>.module.ts`, listed in " +
        'app.ts) registers it and tests call it; nothing else imports it.',
      from: { pathNot: ['^server/src/modules/[^/]+/[^/]+[.]module[.]ts$', ...TESTS] },
      to: { path: '^server/src/.+[.]routes[.]ts$' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to no file: the rules above cannot see where it goes.',
      from: {},
      // React Router generates the routes' `+types` (npm run typecheck does).
      to: { couldNotResolve: true, pathNot: '^[.]/[+]types/' },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    // A type-only import couples two folders as much as any other.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // The workspaces' TypeScript sources, as development and the tests resolve them.
      conditionNames: ['development', 'types', 'import', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};

module.exports = config;
// For the folder-cycle check; not enumerable, so not a (refused) configuration key.
Object.defineProperty(module.exports, 'tests', { value: TESTS });
