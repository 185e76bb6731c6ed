// `npm start`: build what is missing or stale, then run the server (one process, one port).
import { spawnSync } from 'node:child_process';
import { needsBuild, root } from './build-state.mjs';

if (needsBuild()) {
  console.log('Building the site (first start or changed sources)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
process.chdir(root);
await import('../server/dist/server.js');
