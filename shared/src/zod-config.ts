import { z } from 'zod';
import { validationMessage } from './validation-messages.js';

// zod 4 probes `new Function` to speed up parsing; under our Content-Security-Policy that probe
// is reported as a violation in the browser. Jitless parsing is fast enough for our payloads.
// Every issue without a message of its own reads as a sentence naming its field, in the forms
// and in the API's 400s alike (validation-messages.ts).
z.config({ jitless: true, customError: validationMessage });
