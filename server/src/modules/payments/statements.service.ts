import {
  amountOfPaise,
  type OrganisationRef,
  type StatementApplied,
  type StatementPreview,
  type StatementRegistration,
  type statementApplySchema,
  statementColumnMappingSchema,
  type statementUploadFieldsSchema,
} from '@chapterhouse/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  appliedStatementLines,
  bankStatements,
  type StoredStatementLine,
  statementColumnMappings,
} from '../../db/schema/index.js';
import { inTransaction } from '../../lib/actor-transaction.js';
import { inBatches } from '../../lib/batches.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { paidEventsOf } from '../events/registrable-event.js';
import {
  type PayableRegistration,
  payableRegistrationsOf,
  recordPayments,
} from '../registrations/registration-payments.js';
import { accountOf } from './payees.service.js';
import { readStatementFile } from './statement-file.js';
import { fingerprintLines, matchStatement } from './statement-matching.js';

// The treasurer's bank statement (issue 49, item 3; docs/payments.md): uploaded to an
// organisation's dashboard, read (statement-file.ts) and kept with its lines, then previewed:
// its credits matched (statement-matching.ts) to the registrations of the organisation's paid
// events, as they stand at that moment, before anything changes. Applying records a payment for
// each matched line and each ambiguous line the treasurer gave a registration, through the
// registrations' `recordPayment` (the hold ends, the ticket is mailed). Each line is claimed by
// its fingerprint in the account's applied lines first: the same line applied by a second upload
// or a second treasurer at once is recognised, and changes nothing.

type UploadFields = z.output<typeof statementUploadFieldsSchema>;

/** The columns of the `generic` preset from the upload's fields, or 400 saying what is missing. */
function mappingOf(fields: UploadFields) {
  const parsed = statementColumnMappingSchema.safeParse(fields);
  if (!parsed.success) {
    throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Name the statement’s columns.');
  }
  return parsed.data;
}

/**
 * Reads an uploaded statement, keeps it and answers its preview. A refused file is a 400 naming
 * its line, and nothing is kept. The `generic` columns are kept for the account, to offer again.
 */
export async function uploadStatement(
  context: ServiceContext,
  organisation: OrganisationRef,
  file: { name: string; data: Buffer },
  fields: UploadFields,
  uploadedBy: number,
): Promise<StatementPreview> {
  const mapping = fields.preset === 'generic' ? mappingOf(fields) : undefined;
  const read = await readStatementFile(file.data, { preset: fields.preset, mapping });
  const accountId = await accountOf(context.db, organisation.id);
  const dates = read.lines.map((line) => line.date).sort();
  const [saved] = await context.db
    .insert(bankStatements)
    .values({
      organisationId: organisation.id,
      accountId,
      fileName: file.name.slice(0, 200),
      preset: read.preset,
      lines: read.lines,
      firstDate: dates[0] ?? null,
      lastDate: dates.at(-1) ?? null,
      uploadedBy,
    })
    .returning({ id: bankStatements.id });
  if (mapping) {
    await context.db
      .insert(statementColumnMappings)
      .values({ accountId, mapping })
      .onConflictDoUpdate({
        target: statementColumnMappings.accountId,
        set: { mapping, updatedAt: new Date() },
      });
  }
  return statementPreview(context, organisation, saved?.id ?? 0);
}

/** The `generic` columns kept for the organisation's account, to fill the form with. */
export async function savedColumnMapping(context: ServiceContext, organisation: OrganisationRef) {
  const accountId = await accountOf(context.db, organisation.id);
  const [row] = await context.db
    .select({ mapping: statementColumnMappings.mapping })
    .from(statementColumnMappings)
    .where(eq(statementColumnMappings.accountId, accountId));
  return row?.mapping ?? null;
}

async function statementOf(context: ServiceContext, organisation: OrganisationRef, id: number) {
  const [statement] = await context.db
    .select()
    .from(bankStatements)
    .where(and(eq(bankStatements.id, id), eq(bankStatements.organisationId, organisation.id)));
  if (!statement) throw notFound('Statement not found.');
  return statement;
}

/** The statement matched against the organisation's registrations as they stand now. */
async function matchNow(context: ServiceContext, statement: typeof bankStatements.$inferSelect) {
  const paidEvents = await paidEventsOf(context.db, statement.organisationId);
  const payable = await payableRegistrationsOf(
    context.db,
    paidEvents.map((event) => event.id),
  );
  const fingerprints = fingerprintLines(statement.lines);
  const applied = await context.db
    .select({ fingerprint: appliedStatementLines.fingerprint })
    .from(appliedStatementLines)
    .where(
      and(
        eq(appliedStatementLines.accountId, statement.accountId),
        inArray(appliedStatementLines.fingerprint, fingerprints.length ? fingerprints : ['']),
      ),
    );
  const match = matchStatement(statement.lines, payable, {
    appliedFingerprints: new Set(applied.map((row) => row.fingerprint)),
    timeZone: context.timeZone,
  });
  const titles = new Map(paidEvents.map((event) => [event.id, event.title]));
  return { match, payable: new Map(payable.map((each) => [each.id, each])), titles };
}

const lineOf = (line: StoredStatementLine) => ({
  line: line.line,
  date: line.date,
  amount: amountOfPaise(line.creditPaise),
  narration: line.narration,
});

function previewOf(
  statement: typeof bankStatements.$inferSelect,
  { match, payable, titles }: Awaited<ReturnType<typeof matchNow>>,
): StatementPreview {
  const registration = (id: number): StatementRegistration => {
    const each = payable.get(id) as PayableRegistration;
    return {
      id,
      name: each.name,
      eventId: each.eventId,
      eventTitle: titles.get(each.eventId) ?? '',
      reference: each.reference,
      amountDue: amountOfPaise(each.amountPaise),
      paid: each.paid,
      lapsed: each.lapsed,
    };
  };
  return {
    id: statement.id,
    fileName: statement.fileName,
    preset: statement.preset,
    firstDate: statement.firstDate,
    lastDate: statement.lastDate,
    uploadedAt: statement.createdAt.toISOString(),
    appliedAt: statement.appliedAt?.toISOString() ?? null,
    credits: statement.lines.filter((line) => line.creditPaise > 0).length,
    debitsIgnored: match.debitsIgnored,
    matched: match.matched.map((each) => ({
      ...lineOf(each.line),
      registration: registration(each.registrationId),
      how: each.how,
    })),
    ambiguous: match.ambiguous.map((each) => ({
      ...lineOf(each.line),
      reason: each.reason,
      registrations: each.registrationIds.map(registration),
    })),
    unknown: match.unknown.map((each) => lineOf(each.line)),
    alreadyApplied: match.alreadyApplied.map((each) => lineOf(each.line)),
  };
}

/** A kept statement's preview, matched afresh. */
export async function statementPreview(
  context: ServiceContext,
  organisation: OrganisationRef,
  id: number,
): Promise<StatementPreview> {
  const statement = await statementOf(context, organisation, id);
  return previewOf(statement, await matchNow(context, statement));
}

/** A UPI transaction id in the line, for the payment's record: 12 digits, as the bank wrote it. */
const utrIn = (line: StoredStatementLine) =>
  `${line.narration} ${line.reference ?? ''}`.match(/(?<!\d)0*(\d{12})(?!\d)/)?.[1] ?? null;

/**
 * Applies a kept statement: a payment for each matched line and each ambiguous one given a
 * registration among those it named, matched afresh (what changed since the preview counts).
 * Each line in a transaction of its own, claimed by its fingerprint first: one applied already
 * (by an earlier upload, or a treasurer applying at once) is counted and left; one its
 * registration refuses now (paid at the desk meanwhile) is reported with the reason.
 */
export async function applyStatement(
  context: ServiceContext,
  organisation: OrganisationRef,
  id: number,
  input: z.output<typeof statementApplySchema>,
  appliedBy: number,
): Promise<StatementApplied> {
  const statement = await statementOf(context, organisation, id);
  const { match, payable } = await matchNow(context, statement);
  const chosen = new Map(input.choices.map((choice) => [choice.line, choice.registrationId]));
  const notApplied: StatementApplied['notApplied'] = [];
  // The matched lines, then the ambiguous ones the treasurer gave a registration they name.
  const toApply: { line: StoredStatementLine; fingerprint: string; registrationId: number }[] = [
    ...match.matched,
  ];
  for (const each of match.ambiguous) {
    const registrationId = chosen.get(each.line.line);
    if (registrationId === undefined) continue;
    if (!each.registrationIds.includes(registrationId)) {
      notApplied.push({
        line: each.line.line,
        reason: 'The registration chosen is not one this line may pay.',
      });
      continue;
    }
    toApply.push({ line: each.line, fingerprint: each.fingerprint, registrationId });
  }
  for (const line of chosen.keys()) {
    if (!match.ambiguous.some((each) => each.line.line === line)) {
      notApplied.push({ line, reason: 'This line is not one awaiting a choice.' });
    }
  }
  // Every line claimed at once by its fingerprint: one a treasurer applying at the same moment
  // claimed first is theirs (this insert waits for their commit, then finds it taken).
  const claimed = await inTransaction(context.db, async () => {
    const taken = new Set<string>();
    for (const batch of inBatches(toApply)) {
      const rows = await context.db
        .insert(appliedStatementLines)
        .values(
          batch.map((each) => ({
            accountId: statement.accountId,
            fingerprint: each.fingerprint,
            statementId: statement.id,
            registrationId: each.registrationId,
          })),
        )
        .onConflictDoNothing()
        .returning({ fingerprint: appliedStatementLines.fingerprint });
      for (const row of rows) taken.add(row.fingerprint);
    }
    return toApply.filter((each) => taken.has(each.fingerprint));
  });
  // Each event's payments recorded together, under its lock; a refused one gives its line back.
  const byEvent = new Map<number, typeof claimed>();
  for (const each of claimed) {
    const eventId = payable.get(each.registrationId)?.eventId;
    if (eventId === undefined) continue;
    const lines = byEvent.get(eventId) ?? [];
    lines.push(each);
    byEvent.set(eventId, lines);
  }
  let applied = 0;
  for (const [eventId, lines] of byEvent) {
    const outcomes = await recordPayments(
      context,
      { eventId },
      lines.map((each) => ({
        registrationId: each.registrationId,
        kind: 'payment' as const,
        method: 'upi-statement' as const,
        amountPaise: each.line.creditPaise,
        // Not the narration, which names the payer: the money's record outlives their erasure.
        note: `Bank statement ${statement.fileName}, line ${each.line.line}`.slice(0, 500),
        transactionId: utrIn(each.line),
        recordedBy: appliedBy,
      })),
    );
    const refusedLines: string[] = [];
    outcomes.forEach((outcome, index) => {
      const each = lines[index];
      if (!each) return;
      if ('record' in outcome) applied += 1;
      else {
        notApplied.push({ line: each.line.line, reason: outcome.refused.message });
        refusedLines.push(each.fingerprint);
      }
    });
    if (refusedLines.length > 0) {
      await context.db
        .delete(appliedStatementLines)
        .where(
          and(
            eq(appliedStatementLines.accountId, statement.accountId),
            inArray(appliedStatementLines.fingerprint, refusedLines),
          ),
        );
    }
  }
  const appliedMeanwhile = toApply.length - claimed.length;
  await context.db
    .update(bankStatements)
    .set({ appliedAt: context.clock.now(), appliedBy, updatedAt: new Date() })
    .where(eq(bankStatements.id, statement.id));
  const preview = await statementPreview(context, organisation, statement.id);
  return {
    applied,
    alreadyApplied: match.alreadyApplied.length + appliedMeanwhile,
    notApplied: notApplied.sort((a, b) => a.line - b.line),
    preview,
  };
}
