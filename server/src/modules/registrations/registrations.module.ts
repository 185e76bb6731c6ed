import { type AppModule, routes } from '../app-module.js';
import { registrantCertificatesOf } from './personal-link.service.js';
import { rushMailsOf } from './registration-batches.js';
import { registrationDeskRoutes } from './registration-desk.routes.js';
import { JoinLinks, RegistrationHolds, RegistrationJobs } from './registration-jobs.js';
import { afterEventEdit } from './registration-places.js';
import { registrationRoutes } from './registrations.routes.js';
import { registerSeriesRegistrantsForNewSessions } from './series-registrations.js';
import { recountVerifiedMembers } from './verified-members.js';

export const registrationsModule = {
  name: 'registrations',
  // An officer's edit of an event: places it opened go to the waiting list, a cancellation or
  // postponement is announced to everyone registered, and a new date or time is reminded of.
  // A roster applied or deleted: every kept event's verified members are counted again.
  // A series' window made new sessions: its whole-series registrants are registered for them.
  listeners: {
    eventEdited: afterEventEdit,
    rosterChanged: recountVerifiedMembers,
    seriesSessionsMade: async (context, seriesId) => {
      await registerSeriesRegistrantsForNewSessions(context, seriesId);
    },
  },
  setUp: ({ context, config, mailer, log, invalidatePublicCaches }, links) => {
    const rushMails = rushMailsOf(context, {
      written: () => mailer.nudge(),
      error: (error) =>
        log.warn({ err: error }, 'First mails of a rush left to the registration-holds job'),
    });
    const certificates = registrantCertificatesOf(links);
    return {
      jobs: {
        'registration-reminders': new RegistrationJobs({
          context,
          retentionDays: config.registrationRetentionDays ?? 365,
        }),
        'registration-holds': new RegistrationHolds({
          context,
          onDropped: invalidatePublicCaches,
        }),
        'join-links': new JoinLinks({
          context,
          everyMs: config.joinLinksEverySeconds ? config.joinLinksEverySeconds * 1000 : undefined,
        }),
      },
      services: { 'rush-mails': rushMails },
      api: [
        routes(registrationRoutes, {
          context,
          certificates,
          // A site without the payments module has nobody to pay: pay at the desk.
          payeeOf: links.ask.upiPayeeOf ?? (async () => null),
          // Razorpay's checkout is the payments module's (its keys configured, docs/payments.md).
          gateway: links.ask.upiPayeeOf && config.razorpay ? 'razorpay' : null,
        }),
        routes(registrationDeskRoutes, { context }),
      ],
      // The mails a rush holds are written before the jobs stop (not left for the holds job's
      // fresh links), while the outbox still delivers.
      settle: () => rushMails.settled(),
    };
  },
} satisfies AppModule;
