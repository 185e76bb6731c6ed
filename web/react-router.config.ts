import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Public pages are rendered on the server; dashboards render in the browser (clientLoader).
  ssr: true,
} satisfies Config;
