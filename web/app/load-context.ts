import type { PageLoadContext } from '@chapterhouse/shared';

// The server (server/src/plugins/web.ts) hands every page request this context.
declare module 'react-router' {
  interface AppLoadContext extends PageLoadContext {}
}
