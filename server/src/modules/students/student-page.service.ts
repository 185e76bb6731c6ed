import {
  STUDENT_PAST_SHOWN,
  type StudentFeedbackDue,
  type StudentPage,
  type StudentRegistration,
} from '@chapterhouse/shared';
import type { ServiceContext } from '../../lib/service-context.js';
import { isOfficerAddress } from '../auth/auth.service.js';
import { certificatesOfAddress } from '../certificates/certificates.service.js';
import { subscriptionOfAddress } from '../newsletter/own-subscription.js';
import { registrationsOfAddress } from '../registrations/registrations-of-address.js';
import { openFeedbackOfAddress } from '../reports/feedback-of-address.js';
import { membershipOfAddress } from '../roster/roster.service.js';
import type { SignedInStudent } from './student-session.js';

/**
 * What the student's page shows (`/me`): every registration of their address, upcoming and past,
 * the certificates issued to it, the feedback still to give on the events it attended, and its
 * newsletter subscription. Read in one go (the reads run side by side); each is by the address,
 * through the owning domain's service.
 */
export async function studentPage(
  context: ServiceContext,
  student: SignedInStudent,
  options: { allPast?: boolean } = {},
): Promise<StudentPage> {
  const [registrations, certificates, officer, membership, openFeedback, newsletter] =
    await Promise.all([
      registrationsOfAddress(context, student.email),
      certificatesOfAddress(context.db, student.email),
      isOfficerAddress(context.db, student.email),
      membershipOfAddress(context.db, student.email),
      openFeedbackOfAddress(context, student.email),
      subscriptionOfAddress(context, student.email),
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
    feedbackDue: feedbackDue(openFeedback, [...registrations.upcoming, ...past]),
    newsletter,
  };
}

/**
 * The open feedback requests with the events of their registrations (already read: an event
 * that ended today is still among the upcoming ones until the day is over), in their order.
 */
function feedbackDue(
  open: readonly { registrationId: number; expiresAt: string }[],
  registrations: readonly StudentRegistration[],
): StudentFeedbackDue[] {
  const byId = new Map(registrations.map((registration) => [registration.id, registration]));
  return open.flatMap(({ registrationId, expiresAt }) => {
    const registration = byId.get(registrationId);
    return registration ? [{ registrationId, event: registration.event, expiresAt }] : [];
  });
}
