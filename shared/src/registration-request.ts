// The registration request's schema on its own, for the event page's form: an island importing
// it from the package's index would carry every other schema too (about 40 KB gzip). The zod
// configuration comes with it, so its messages read as the API's do (zod-config.ts).
import './zod-config.js';

export type { RegistrationQuestion, RegistrationRequest } from './registrations.js';
export { registrationRequestSchema } from './registrations.js';
