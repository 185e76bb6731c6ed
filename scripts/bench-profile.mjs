// `node scripts/bench-profile.mjs <file.cpuprofile> [rows]`: what a V8 CPU profile of the server
// (BENCH_CPU_PROF=<folder> npm run bench) says, as docs/performance.md reports it: the share of
// samples idle (the event loop waiting: 1 - its utilisation), in garbage collection, and the
// functions with the most self time, with the packages they belong to.
import fs from 'node:fs';

const [file, rowsArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/bench-profile.mjs <file.cpuprofile> [rows]');
  process.exit(2);
}
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const rows = Number(rowsArg ?? 25);

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);

// Each sample lasted until the next one: its time delta.
const selfMs = new Map();
let totalMs = 0;
profile.samples.forEach((id, index) => {
  const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
  selfMs.set(id, (selfMs.get(id) ?? 0) + ms);
  totalMs += ms;
});

/** Where a frame's code lives: a package, Node itself, or the app. */
function placeOf(url) {
  if (!url) return '';
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packageMatch) return packageMatch[1];
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\/.*?\/(server|web)\//, '$1/');
}

const byFunction = new Map();
for (const [id, ms] of selfMs) {
  const { callFrame } = nodes.get(id);
  const key = `${callFrame.functionName || '(anonymous)'}  ${placeOf(callFrame.url)}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
}
const byPlace = new Map();
for (const [id, ms] of selfMs) {
  const { callFrame } = nodes.get(id);
  const place = placeOf(callFrame.url) || callFrame.functionName;
  byPlace.set(place, (byPlace.get(place) ?? 0) + ms);
}

const percent = (ms) => `${((ms / totalMs) * 100).toFixed(1)}%`;
const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
console.log(`${file}: ${(totalMs / 1000).toFixed(1)} s sampled`);
console.log('\nSelf time by function:');
for (const [name, ms] of top(byFunction, rows))
  console.log(`  ${percent(ms).padStart(6)}  ${name}`);
console.log('\nSelf time by package or file:');
for (const [name, ms] of top(byPlace, rows)) console.log(`  ${percent(ms).padStart(6)}  ${name}`);
