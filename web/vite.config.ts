import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  // Vitest renders components on their own; the React Router plugin is for the app build only.
  plugins: [tailwindcss(), process.env.VITEST ? null : reactRouter()],
  resolve: {
    // Use the TypeScript sources of @chapterhouse/shared directly, in development and build alike.
    conditions: ['development'],
  },
  ssr: {
    resolve: { conditions: ['development'] },
  },
  build: {
    rolldownOptions: {
      // The small components and helpers several routes share travel in one chunk with React
      // instead of a dozen tiny files: 2 KB less gzip on `/` (each file compresses on its own).
      // The toaster stays out: public pages load it (and react-hot-toast) only when needed; so
      // does the dashboards' and console's UI kit (components/console, components/forms and the
      // dashboard API), which only the browser-rendered dashboard routes load. The public forms'
      // texts (shared/messages-text) join the chunk rather than travel as a file of their own.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'site',
              test: /[\\/]web[\\/]app[\\/](components|config|lib)[\\/](?!toaster|console[\\/]|forms[\\/]|dashboard-api)|[\\/]shared[\\/]src[\\/]messages-text/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  // Some CommonJS packages arrive as their exports object under Vite 8 (stack notes, trap 4).
  legacy: { inconsistentCjsInterop: true },
});
