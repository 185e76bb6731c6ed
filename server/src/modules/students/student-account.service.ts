import { STUDENT_ERASE_MISMATCH, type StudentData } from '@chapterhouse/shared';
import { eq } from 'drizzle-orm';
import { studentSignInLinks, students } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { HttpError } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import {
  certificatesOfAddress,
  withdrawCertificatesOfAddress,
} from '../certificates/certificates.service.js';
import { subscriptionOfAddress } from '../newsletter/own-subscription.js';
import type { RegistrantCertificates } from '../registrations/personal-link.service.js';
import { eraseRegistrationsOfAddress } from '../registrations/registration-erasure.js';
import { registrationRecordsOfAddress } from '../registrations/registrations-of-address.js';
import { forgetAddressInRosters, rosterRowsOfAddress } from '../roster/roster.service.js';
import type { SignedInStudent } from './student-session.js';

// A student's own data (issue 47, item 6): all of it to download, and erasing it for good.

/** Everything the site keeps about the student's address, as their download file holds it. */
export async function studentData(
  context: ServiceContext,
  student: SignedInStudent,
): Promise<StudentData> {
  const [[account], registrations, certificates, rosterRows, newsletter] = await Promise.all([
    context.db
      .select({ verifiedAt: students.verifiedAt, lastSignInAt: students.lastSignInAt })
      .from(students)
      .where(eq(students.id, student.id)),
    registrationRecordsOfAddress(context, student.email),
    certificatesOfAddress(context.db, student.email, { revoked: true }),
    rosterRowsOfAddress(context.db, student.email),
    subscriptionOfAddress(context, student.email),
  ]);
  if (!account) throw new HttpError(401, 'Please sign in to continue.');
  return {
    exportedAt: context.clock.now().toISOString(),
    account: {
      email: student.email,
      verifiedAt: account.verifiedAt.toISOString(),
      lastSignInAt: account.lastSignInAt.toISOString(),
    },
    registrations,
    certificates,
    newsletter: newsletter.subscription,
    rosterRows,
  };
}

/**
 * Erases the student's account and everything of their address, in one transaction: every
 * registration as its personal link's erasure does (mails, history names; places go to the
 * first in line), every certificate withdrawn, the roster rows listing the address, their
 * sessions (every browser) and sign-in links.
 * The address typed again must be theirs (400 otherwise, nothing changed).
 */
export async function eraseStudent(
  context: ServiceContext,
  student: SignedInStudent,
  confirmation: string,
  certificates: RegistrantCertificates,
): Promise<{ erased: number }> {
  if (confirmation !== student.email) throw new HttpError(400, STUDENT_ERASE_MISMATCH);
  return inTransaction(context.db, async () => {
    const { erased } = await eraseRegistrationsOfAddress(context, student.email, certificates);
    await withdrawCertificatesOfAddress(context, student.email);
    // The rosters forget the address too (issue 47, item 6); a roster uploaded later lists it
    // again, as OU Analytics does, until the member asks IEEE.
    await forgetAddressInRosters(context.db, student.email);
    await context.db.delete(studentSignInLinks).where(eq(studentSignInLinks.email, student.email));
    // Its sessions go with it (cascade).
    await context.db.delete(students).where(eq(students.id, student.id));
    return { erased };
  });
}
