// `npm start`: build what is missing or stale, then run the server (one process, one port).
import { spawn } from 'node:child_process';
import { needsBuild, root } from './build-state.mjs';

/** The build's steps, in order, with what a newcomer is told while each runs. */
const steps = [
  { workspace: 'shared', label: 'the shared contracts' },
  { workspace: 'web', label: 'the pages and their scripts' },
  { workspace: 'server', label: 'the server (compiled by tsc, the longest step)' },
];

/**
 * Runs one workspace's build with its output kept back: on success the terminal shows one line
 * per step with its time (Vite's list of 200 files helps nobody at a first start); on failure
 * the whole output, which names the problem.
 */
function buildStep({ workspace, label }, index) {
  const started = performance.now();
  const prefix = `  ${index + 1}/${steps.length} ${label}`;
  process.stdout.write(`${prefix}...`);
  // A line every ten seconds on a terminal, so a long step never looks stuck.
  const ticking = process.stdout.isTTY
    ? setInterval(() => process.stdout.write('.'), 10_000)
    : undefined;
  return new Promise((resolve) => {
    const child = spawn('npm', ['-w', workspace, 'run', 'build'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (status) => {
      clearInterval(ticking);
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      if (status === 0) {
        process.stdout.write(` done in ${seconds} s\n`);
      } else {
        process.stdout.write(` failed after ${seconds} s:\n`);
        process.stderr.write(output);
      }
      resolve(status ?? 1);
    });
  });
}

if (needsBuild()) {
  console.log(
    'Building the site (first start or changed sources): about 30 to 60 s on a laptop...',
  );
  const started = performance.now();
  for (const [index, step] of steps.entries()) {
    const status = await buildStep(step, index);
    if (status !== 0) process.exit(status);
  }
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}
process.chdir(root);
await import('../server/dist/server.js');
