// Imported first by server.ts, before anything loads React: React picks its production or
// development build from NODE_ENV when it is first loaded, and the production build renders
// pages several times faster. `--dev` (npm run dev) keeps development mode.
if (!process.argv.includes('--dev')) process.env.NODE_ENV ??= 'production';
