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
  // No manual chunk groups (decision 008): public pages load React and their islands only, never
  // React Router, and a group gathering shared components would also gather what any of them
  // imports, React Router included. Rolldown's own splitting keeps each island's code apart.
  // Some CommonJS packages arrive as their exports object under Vite 8 (stack notes, trap 4).
  legacy: { inconsistentCjsInterop: true },
});
