import { spawnSync } from 'node:child_process';
import { needsServerBuild, root } from '../../scripts/build-state.mjs';

/**
 * The process files run the compiled server, as `npm start` does: starting it through tsx cost
 * about 7 s of CPU per start (transforming the whole server again), and those files start it
 * about twenty times. `npm test` has built it by then; run alone, they build it here first.
 */
export default function buildServerWhenStale() {
  if (!needsServerBuild()) return;
  console.log('Compiling the server for the process tests (its build is missing or stale)...');
  for (const workspace of ['shared', 'server']) {
    const build = spawnSync('npm', ['-w', workspace, 'run', 'build', '--silent'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error(`The ${workspace} build failed (its output is above).`);
  }
}
