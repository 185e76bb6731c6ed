import { STUDENT_PAST_SHOWN, type StudentPage } from '@chapterhouse/shared';
import type { ServiceContext } from '../../lib/service-context.js';
import { isOfficerAddress } from '../auth/auth.service.js';
import { certificatesOfAddress } from '../certificates/certificates.service.js';
import { registrationsOfAddress } from '../registrations/registrations-of-address.js';
import { membershipOfAddress } from '../roster/roster.service.js';
import type { SignedInStudent } from './student-session.js';

/**
 * What the student's page shows (`/me`): every registration of their address, upcoming and past,
 * and the certificates issued to it. Read in one go (the reads run side by side); each is by the
 * address, through the owning domain's service.
 */
export async function studentPage(
  context: ServiceContext,
  student: SignedInStudent,
  options: { allPast?: boolean } = {},
): Promise<StudentPage> {
  const [registrations, certificates, officer, membership] = await Promise.all([
    registrationsOfAddress(context, student.email),
    certificatesOfAddress(context.db, student.email),
    isOfficerAddress(context.db, student.email),
    membershipOfAddress(context.db, student.email),
  ]);
  const { past, ...others } = registrations;
  return {
    email: student.email,
    signedInSince: student.signedInAt.toISOString(),
    officer,
    ...others,
    past: options.allPast ? past : past.slice(0, STUDENT_PAST_SHOWN),
    pastTotal: past.length,
    certificates,
    membership,
  };
}
