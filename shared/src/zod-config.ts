import { z } from 'zod';

// zod 4 probes `new Function` to speed up parsing; under our Content-Security-Policy that probe
// is reported as a violation in the browser. Jitless parsing is fast enough for our payloads.
z.config({ jitless: true });
