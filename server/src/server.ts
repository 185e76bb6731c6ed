import './runtime-mode.js';

// Imported only now: a static import would be resolved before runtime-mode.ts ran, and so would
// React Router, from its development build.
const { serve } = await import('./serve.js');

await serve(process.argv.includes('--dev') ? 'development' : 'production');
