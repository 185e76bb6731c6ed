// Which of React Router's builds a server started as server.ts starts finds: runtime-mode.js
// first (compiled, with this process's arguments, `--dev` or not), then `react-router` as the
// server and the web build import it. Prints `production` or `development`.
import '../dist/runtime-mode.js';

const loaded = await import('react-router');
const entry = import.meta.resolve('react-router');
const production = await import(entry.replace('/dist/development/', '/dist/production/'));
// One module, not two files that look alike: the import gave the production file's own exports.
const build =
  loaded.createRequestHandler === production.createRequestHandler ? 'production' : 'development';
process.stdout.write(
  entry.includes('/dist/production/') === (build === 'production') ? build : 'mixed',
);
