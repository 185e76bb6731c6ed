import module from 'node:module';

// Imported first by server.ts, before anything loads React or React Router: `--dev` (npm run
// dev) keeps development mode, everything else runs their production builds.
const production = !process.argv.includes('--dev');

// React picks its production or development build from NODE_ENV when it is first loaded, and
// the production build renders pages several times faster.
if (production) process.env.NODE_ENV ??= 'production';

/**
 * React Router 7's package.json sends every import of `react-router` to `dist/development`,
 * whatever the conditions (remix-run/react-router#12437, "temporary", #14102; version 8 defaults
 * to `dist/production`): its development warnings and "Hey developer" error page then run on
 * a production server. Its `dist/production` holds the same modules with them switched off. A
 * resolve hook sends `react-router` there, for the server's own import and the web build's alike,
 * so one copy of it is loaded. It must be registered before the modules that import it are
 * resolved: server.ts imports the server only after this file ran.
 */
const DEVELOPMENT = '/node_modules/react-router/dist/development/';
const PRODUCTION = '/node_modules/react-router/dist/production/';

const hook = `export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  return resolved.url.includes(${JSON.stringify(DEVELOPMENT)})
    ? { ...resolved, url: resolved.url.replace(${JSON.stringify(DEVELOPMENT)}, ${JSON.stringify(PRODUCTION)}) }
    : resolved;
}`;

if (production) {
  // Node 20's hooks run in a thread of their own and are given as a module: this one, inline.
  // Every import then passes through that thread: loading the server's modules at start takes
  // about 1.3 s of CPU instead of 1.0 s (measured here), and a page's render costs the same.
  module.register(`data:text/javascript,${encodeURIComponent(hook)}`);
}
