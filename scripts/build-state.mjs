// Decides whether the built site is older than its sources, so `npm start` and `npm run cli`
// build only when needed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const outputs = ['server/dist/server.js', 'web/build/server/index.js', 'shared/dist/index.js'];
const sources = [
  'shared/src',
  'server/src',
  'server/drizzle',
  'web/app',
  'web/public',
  'web/vite.config.ts',
  'web/react-router.config.ts',
  'package-lock.json',
];

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function olderThanSources(builtFiles, sourceFolders) {
  const builtAt = Math.min(
    ...builtFiles.map(
      (file) => fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0,
    ),
  );
  if (builtAt === 0) return true;
  return sourceFolders.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

export function needsBuild() {
  return olderThanSources(outputs, sources);
}

/**
 * Whether the site's build (`web/build`, what `npm start` serves) is missing or older than the
 * sources it is built from: the web's and the contracts' (the web bundles them from source).
 */
export function needsSiteBuild() {
  return olderThanSources(
    ['web/build/server/index.js'],
    [
      'shared/src',
      'web/app',
      'web/public',
      'web/vite.config.ts',
      'web/react-router.config.ts',
      'package-lock.json',
    ],
  );
}

/**
 * Whether the compiled server (and the contracts it imports) is missing or stale: the tests that
 * run the server as a process of its own run it compiled, as `npm start` does, without the web.
 */
export function needsServerBuild() {
  return olderThanSources(
    ['server/dist/server.js', 'shared/dist/index.js'],
    ['shared/src', 'server/src', 'server/drizzle', 'package-lock.json'],
  );
}
