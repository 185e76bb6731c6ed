import { OWASP_SCRYPT_PARAMETERS, useScryptParameters } from '../src/modules/auth/passwords.js';

// The suites create and sign in hundreds of accounts: at OWASP's cost (half a second a hash) that
// alone would take minutes. The same scheme at 1/32 of the cost; passwords.test.ts checks the
// real parameters, and the browser journeys run the built server with them.
useScryptParameters({ ...OWASP_SCRYPT_PARAMETERS, N: 2 ** 12 });
