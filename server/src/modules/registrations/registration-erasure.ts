import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog, eventRegistrations } from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { notFound } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { lockEventForRegistration } from '../events/registrable-event.js';
import { findByToken, type RegistrantCertificates } from './personal-link.service.js';
import { forgetRegistrationMails } from './registration-mails.js';
import { fillFromWaitlist, recount } from './registration-places.js';
import { isOver } from './registration-rules.js';

// Erasing a registrant: their registration deleted for good through their personal link, and
// their name taken out of the History tab's entries about it (which the retention job does too,
// for registrations a while after their event). Apart from the personal link's other actions
// because nothing of the registrant may stay: the row, its mails, its certificates, the history.

/** What the History tab calls a registration whose registrant's data is gone. */
export const ERASED_REGISTRATION_LABEL = 'A registration since erased';

/**
 * Takes the registrants' names out of the History tab's entries about their registrations (the
 * trigger labels each entry with the name): once erased, nothing of them stays. The officers'
 * actions stay recorded, without whom they concerned.
 */
export async function forgetRegistrantsInHistory(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .update(auditLog)
    .set({ itemLabel: ERASED_REGISTRATION_LABEL })
    .where(and(eq(auditLog.itemType, 'event_registrations'), inArray(auditLog.itemId, [...ids])));
}

/**
 * Deletes a registration through its personal link, at once and for good: the row, and the mails
 * about it in the outbox. A confirmed place of an upcoming event goes to the first in line; an
 * event that is over keeps its counts (its record of who came stays as it was).
 */
export async function eraseRegistration(
  context: ServiceContext,
  token: string,
  certificates: RegistrantCertificates,
): Promise<{ promoted: number[] }> {
  const registration = await findByToken(context.db, token);
  const promoted = await inTransaction(context.db, async () => {
    const erased = await eraseOne(context, registration, certificates);
    // Someone else erased it meanwhile (the same link in two tabs).
    if (!erased) throw notFound('This registration link is not valid.');
    return erased.promoted;
  });
  return { promoted };
}

/**
 * Erases every registration of an address (a student erasing their account), each as its
 * personal link's erasure does, in the caller's transaction; the places they free go to the
 * first in line.
 */
export async function eraseRegistrationsOfAddress(
  context: ServiceContext,
  email: string,
  certificates: RegistrantCertificates,
): Promise<{ erased: number; promoted: number[] }> {
  const registrations = await context.db
    .select({ id: eventRegistrations.id, eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.email, email))
    // Events in one order, so two erasures never wait on each other's locks.
    .orderBy(eventRegistrations.eventId, eventRegistrations.id);
  const promoted: number[] = [];
  let erased = 0;
  for (const registration of registrations) {
    const done = await eraseOne(context, registration, certificates);
    if (!done) continue;
    erased += 1;
    promoted.push(...done.promoted);
  }
  return { erased, promoted };
}

/**
 * Deletes one registration for good, its event locked: the row, its mails and its certificates,
 * and its registrant's name in the history. Null when it was gone already.
 */
async function eraseOne(
  context: ServiceContext,
  registration: { id: number; eventId: number },
  certificates: RegistrantCertificates,
): Promise<{ promoted: number[] } | null> {
  const { db } = context;
  const { id, eventId } = registration;
  const event = await lockEventForRegistration(db, eventId);
  await forgetRegistrationMails(db, id);
  // Before the row goes: its certificates are found by it (a series' by its address).
  const [row] = await db
    .select({ email: eventRegistrations.email })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, id));
  if (row) await certificates.withdraw(context, [{ id, eventId, email: row.email }]);
  const [erased] = await db
    .delete(eventRegistrations)
    .where(eq(eventRegistrations.id, id))
    .returning({ status: eventRegistrations.status });
  if (!erased) return null;
  await forgetRegistrantsInHistory(db, [id]);
  if (erased.status !== 'confirmed' || !event || isOver(context, event)) return { promoted: [] };
  await recount(db, eventId);
  return { promoted: await fillFromWaitlist(context, eventId) };
}
