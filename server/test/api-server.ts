// The server as `npm start` runs it (server/src/serve.ts: start-up, shutdown on SIGTERM), serving
// the API only, so that the crash and shutdown tests need no web build. Run with tsx.
import { serve } from '../src/serve.js';

await serve(false);
