import type { StudentPage } from '@chapterhouse/shared';
import type { ServiceContext } from '../../lib/service-context.js';
import { isOfficerAddress } from '../auth/auth.service.js';
import { certificatesOfAddress } from '../certificates/certificates.service.js';
import { registrationsOfAddress } from '../registrations/registrations-of-address.js';
import type { SignedInStudent } from './student-session.js';

/**
 * What the student's page shows (`/me`): every registration of their address, upcoming and past,
 * and the certificates issued to it. Read in one go (the reads run side by side); each is by the
 * address, through the owning domain's service.
 */
export async function studentPage(
  context: ServiceContext,
  student: SignedInStudent,
): Promise<StudentPage> {
  const [registrations, certificates, officer] = await Promise.all([
    registrationsOfAddress(context, student.email),
    certificatesOfAddress(context.db, student.email),
    isOfficerAddress(context.db, student.email),
  ]);
  return {
    email: student.email,
    signedInSince: student.signedInAt.toISOString(),
    officer,
    ...registrations,
    certificates,
  };
}
