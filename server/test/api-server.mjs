// The server as `npm start` runs it (server/src/serve.ts: start-up, shutdown on SIGTERM), compiled,
// serving the API only, so that the crash and shutdown tests need no web build
// (test/built-server-setup.ts compiles it when it is stale).
import { serve } from '../dist/serve.js';

await serve(false);
