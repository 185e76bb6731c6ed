// `npm run cli -- <command>`: the operator commands, built first when needed.
import { spawnSync } from 'node:child_process';
import { needsBuild, root } from './build-state.mjs';

if (needsBuild()) {
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
process.chdir(root);
await import('../server/dist/cli/index.js');
