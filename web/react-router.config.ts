import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Public pages are rendered on the server; dashboards render in the browser (clientLoader).
  ssr: true,
  // React Router 8's behaviours, each decided here rather than warned about at every build. Off
  // for now: each changes how routes are split, loaded or addressed (the page budgets and the
  // no-script forms depend on that), so they are taken together with the upgrade to 8.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
