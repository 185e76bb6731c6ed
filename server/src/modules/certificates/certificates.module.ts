import { type AppModule, routes } from '../app-module.js';
import { certificateArtist } from './certificate-drawing.js';
import { CertificateMails } from './certificate-mails.js';
import { certificateRoutes } from './certificates.routes.js';
import { certificateOfRegistration, withdrawCertificatesOf } from './certificates.service.js';
import { logVerificationOrigin, verificationOriginOf } from './verification-origin.js';

export const certificatesModule = {
  name: 'certificates',
  // Registrations read their registrants' certificates, and have them withdrawn with them.
  answers: { certificateOfRegistration },
  listeners: { registrationsErased: withdrawCertificatesOf },
  setUp: ({ context, mediaStorage, mediaDir, config, log, stopping }) => {
    const verification = verificationOriginOf(config);
    logVerificationOrigin(log, verification);
    // Certificates alone draw: the PDFs of the routes and of the mails' job.
    const artist = certificateArtist({
      storage: mediaStorage,
      mediaDir,
      publicOrigin: verification.origin,
      // Read at each drawing: the console may change the branch's zone while the server runs.
      get timeZone() {
        return context.timeZone;
      },
    });
    const mails = new CertificateMails({ context, artist });
    return {
      jobs: { 'certificate-mails': mails },
      api: [routes(certificateRoutes, { context, artist, mails, verification, stopping })],
    };
  },
} satisfies AppModule;
