import { PeriodicJob } from '../../lib/periodic-job.js';
import { type AppModule, routes } from '../app-module.js';
import { registrantCertificatesOf } from '../registrations/personal-link.service.js';
import { sweepStudentSignIns } from './student-sign-in.service.js';
import { studentRoutes } from './students.routes.js';

/** How often expired sign-in links and sessions are deleted (any server may; twice is harmless). */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export const studentsModule = {
  name: 'students',
  setUp: ({ context, clock }, links) => ({
    jobs: {
      'student-sign-in-sweep': new PeriodicJob(() => sweepStudentSignIns(context.db, clock.now()), {
        everyMs: SWEEP_EVERY_MS,
      }),
    },
    api: [routes(studentRoutes, { context, certificates: registrantCertificatesOf(links) })],
  }),
} satisfies AppModule;
