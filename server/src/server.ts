import './runtime-mode.js';
import { serve } from './serve.js';

await serve(process.argv.includes('--dev') ? 'development' : 'production');
