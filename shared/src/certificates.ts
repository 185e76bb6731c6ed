import { z } from 'zod';
import { emailSchema } from './auth.js';
import {
  integerSchema,
  isoDateSchema,
  isStorableText,
  nameSchema,
  optionalLink,
  organisationRefSchema,
  requiredText,
  textSchema,
  versionSchema,
} from './common.js';
import { participationRoleSchema } from './registration-desk.js';
import { registrationStatusSchema } from './registrations.js';

// Certificates of participation (docs/certificates.md): each organisation's template, the
// certificates officers issue for a past event, and the public page that verifies one by its code.

/** What the certificate's title line says. */
export const CERTIFICATE_TITLES = ['participation', 'appreciation', 'achievement'] as const;
export const certificateTitleSchema = z.enum(CERTIFICATE_TITLES, {
  message: 'Choose Participation, Appreciation or Achievement',
});
export type CertificateTitle = z.infer<typeof certificateTitleSchema>;
export const CERTIFICATE_TITLE_LABELS: Record<CertificateTitle, string> = {
  participation: 'Certificate of Participation',
  appreciation: 'Certificate of Appreciation',
  achievement: 'Certificate of Achievement',
};

/** The words a template's text may hold in braces, filled in for each recipient. */
export const CERTIFICATE_PLACEHOLDERS = ['name', 'event', 'date', 'organisation', 'role'] as const;
export type CertificatePlaceholder = (typeof CERTIFICATE_PLACEHOLDERS)[number];
export type CertificateValues = Record<CertificatePlaceholder, string>;

export const CERTIFICATE_BODY_MAX = 600;
export const CERTIFICATE_SIGNATORIES_MAX = 3;
export const CERTIFICATE_ROLE_MAX = 60;
export const CERTIFICATE_NAME_MAX = 120;
export const CERTIFICATE_REASON_MAX = 300;
/** How many people one issuing may name (a large event's attendance, with room to spare). */
export const CERTIFICATE_ISSUE_MAX = 5000;
export const CERTIFICATE_ROLE_DEFAULT = 'Participant';

export const DEFAULT_CERTIFICATE_BODY =
  'This is to certify that {name} took part as {role} in {event}, organised by {organisation} on {date}.';
export const DEFAULT_CERTIFICATE_COLOR = '#00629b';

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The placeholders a text names that are not among CERTIFICATE_PLACEHOLDERS. */
export function unknownPlaceholders(body: string): string[] {
  const known = new Set<string>(CERTIFICATE_PLACEHOLDERS);
  return [...body.matchAll(PLACEHOLDER)]
    .map((match) => match[1] ?? '')
    .filter((word) => !known.has(word));
}

/** A template's text for one recipient: each `{placeholder}` replaced by its value. */
export function fillCertificateBody(body: string, values: CertificateValues): string {
  return body.replace(PLACEHOLDER, (whole, word: string) =>
    word in values ? values[word as CertificatePlaceholder] : whole,
  );
}

const colorSchema = textSchema({ message: 'Choose a colour' })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour as #rrggbb')
  .transform((value) => value.toLowerCase());

export const certificateSignatorySchema = z.object({
  name: nameSchema('Give the signatory’s name', 80),
  role: requiredText('Give the signatory’s role (e.g. Chair)', 80),
  /** An upload address of the organisation's media library; blank for none. */
  signature: optionalLink,
});
export type CertificateSignatory = z.output<typeof certificateSignatorySchema>;

/** The template's fields, as its editor sends them. */
export const certificateTemplateFieldsSchema = z.object({
  title: certificateTitleSchema,
  body: requiredText('Write the certificate’s text', CERTIFICATE_BODY_MAX).refine(
    (body) => unknownPlaceholders(body).length === 0,
    {
      message: `Use only these placeholders: ${CERTIFICATE_PLACEHOLDERS.map((word) => `{${word}}`).join(', ')}`,
    },
  ),
  signatories: z
    .array(certificateSignatorySchema)
    .max(
      CERTIFICATE_SIGNATORIES_MAX,
      `A certificate has at most ${CERTIFICATE_SIGNATORIES_MAX} signatories`,
    ),
  color: colorSchema,
});
export type CertificateTemplateFields = z.input<typeof certificateTemplateFieldsSchema>;

/**
 * Saving the template: its fields and the version it was based on. Version 0 saves over the
 * default (no template was saved yet); 409 when someone saved meanwhile.
 */
export const certificateTemplateUpdateSchema = certificateTemplateFieldsSchema.extend({
  version: integerSchema().min(0),
});
export type CertificateTemplateUpdate = z.input<typeof certificateTemplateUpdateSchema>;

/** An organisation's template as the editor loads it (the default until one is saved). */
export const certificateTemplateSchema = z.object({
  title: certificateTitleSchema,
  body: z.string(),
  signatories: z.array(
    z.object({ name: z.string(), role: z.string(), signature: z.string().nullable() }),
  ),
  color: z.string(),
  /** 0 while it is the default. */
  version: z.number().int(),
  organisation: organisationRefSchema,
  /** The organisation's logo as the certificate shows it (its settings' logo); null for none. */
  logo: z.string().nullable(),
});
export type CertificateTemplate = z.infer<typeof certificateTemplateSchema>;

/** `valid`; `revoked` by officers; `withdrawn` when the recipient erased their data. */
export const CERTIFICATE_STATUSES = ['valid', 'revoked', 'withdrawn'] as const;
export const certificateStatusSchema = z.enum(CERTIFICATE_STATUSES);
export type CertificateStatus = z.infer<typeof certificateStatusSchema>;

const roleSchema = requiredText('Give a role (e.g. Participant, Speaker)', CERTIFICATE_ROLE_MAX);

/** One issued certificate, as its event's Certificates area lists it. */
export const issuedCertificateSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  recipientName: z.string(),
  email: z.string(),
  role: z.string(),
  /** The registration it was issued for; null for someone added by hand (or since erased). */
  registrationId: z.number().int().nullable(),
  status: certificateStatusSchema,
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
  /** When its mail went to the outbox; null while it is being prepared. */
  mailedAt: z.string().nullable(),
  /** The public verification page (`/certificates/{code}`), relative to the site. */
  verifyPath: z.string(),
  version: z.number().int(),
});
export type IssuedCertificate = z.infer<typeof issuedCertificateSchema>;

/** A past event's Certificates area: who may receive one, and what was issued. */
export const eventCertificatesSchema = z.object({
  event: z.object({
    id: z.number().int(),
    title: z.string(),
    date: isoDateSchema,
    organisation: organisationRefSchema,
    /** Certificates are issued once the event is over. */
    over: z.boolean(),
  }),
  /** Every confirmed registrant, checked in or not, and their certificate if any. */
  registrants: z.array(
    z.object({
      registrationId: z.number().int(),
      name: z.string(),
      email: z.string(),
      status: registrationStatusSchema,
      checkedIn: z.boolean(),
      /** What the desk marked them as (`PARTICIPATION_ROLES`): their certificate's role. */
      role: participationRoleSchema,
      certificateId: z.number().int().nullable(),
    }),
  ),
  /** Newest first. */
  certificates: z.array(issuedCertificateSchema),
  /**
   * Where certificates' QR codes and printed addresses lead (`{origin}/certificates/{code}`):
   * PUBLIC_URL's origin, or while it is unset (`configured` false) the address the server
   * listens on, which works on no other machine and stays on every certificate printed.
   */
  verification: z.object({ origin: z.string(), configured: z.boolean() }),
});
export type EventCertificates = z.infer<typeof eventCertificatesSchema>;

/**
 * Issuing an event's certificates. Without `recipients`, every checked-in registrant as
 * Participant; with it, exactly these registrations (checked in or not) with their roles.
 * `others` adds people who did not register (a speaker, a volunteer). Those who already hold one
 * (by address) are skipped, so issuing again adds only the missing ones.
 */
export const issueCertificatesSchema = z.object({
  recipients: z
    .array(
      z.object({
        registrationId: integerSchema().min(1),
        role: roleSchema.default(CERTIFICATE_ROLE_DEFAULT),
      }),
    )
    .max(CERTIFICATE_ISSUE_MAX)
    .refine(
      (list) => new Set(list.map((each) => each.registrationId)).size === list.length,
      'List each registrant once',
    )
    .optional(),
  others: z
    .array(
      z.object({
        name: nameSchema('Give the recipient’s name', CERTIFICATE_NAME_MAX),
        email: emailSchema,
        role: roleSchema,
      }),
    )
    .max(200)
    .refine(
      (list) => new Set(list.map((each) => each.email)).size === list.length,
      'List each address once',
    )
    .default([]),
});
export type IssueCertificatesInput = z.input<typeof issueCertificatesSchema>;

/** What issuing did, and the event's certificates after it. */
export const certificatesIssuedSchema = eventCertificatesSchema.extend({
  issued: z.number().int(),
});
export type CertificatesIssued = z.infer<typeof certificatesIssuedSchema>;

/** Correcting a certificate (a misspelt name, a role): it keeps its code and is mailed again. */
export const certificateCorrectionSchema = z.object({
  recipientName: nameSchema('Give the recipient’s name', CERTIFICATE_NAME_MAX),
  role: roleSchema,
  version: versionSchema,
});
export type CertificateCorrection = z.input<typeof certificateCorrectionSchema>;

export const certificateRevocationSchema = z.object({
  reason: requiredText('Say why it is revoked', CERTIFICATE_REASON_MAX),
  version: versionSchema,
});
export type CertificateRevocation = z.input<typeof certificateRevocationSchema>;

// ---- A series' certificates (issue 48, item 4; docs/certificates.md, "Series") ----

/** The sessions a series' certificate counts: those its recipient attended, of those held. */
export const certificateSessionsSchema = z.object({
  attended: z.number().int(),
  held: z.number().int(),
});
export type CertificateSessions = z.infer<typeof certificateSessionsSchema>;

/** What a series' certificate prints under the name: 'Attended 8 of 10 sessions'. */
export const attendedSessionsWords = (sessions: CertificateSessions) =>
  `Attended ${sessions.attended} of ${sessions.held} ${sessions.held === 1 ? 'session' : 'sessions'}`;

/** A series' certificate as its Certificates area lists it: with the sessions it states. */
export const issuedSeriesCertificateSchema = issuedCertificateSchema.extend({
  sessions: certificateSessionsSchema,
});
export type IssuedSeriesCertificate = z.infer<typeof issuedSeriesCertificateSchema>;

/** A series' Certificates area: its share, who attended which share of it, what was issued. */
export const seriesCertificatesSchema = z.object({
  series: z.object({
    id: z.number().int(),
    title: z.string(),
    organisation: organisationRefSchema,
    /** The share of sessions (percent) that earns the certificate; null: none set. */
    certificateShare: z.number().int().nullable(),
    /** Its sessions that took place: past (ended or marked held) and not cancelled. */
    sessionsHeld: z.number().int(),
    /** The last of them, the date its certificates print; null while none was held. */
    lastHeldDate: isoDateSchema.nullable(),
    /** No session still to come (those beyond the look-ahead window included). */
    over: z.boolean(),
  }),
  /** Everyone who attended at least one session held (checked in, or joined online). */
  people: z.array(
    z.object({
      /** As their latest registration for a session gave it. */
      name: z.string(),
      email: z.string(),
      sessionsAttended: z.number().int(),
      /** Attends the share set (false while none is set). */
      reachesShare: z.boolean(),
      certificateId: z.number().int().nullable(),
    }),
  ),
  /** Newest first. */
  certificates: z.array(issuedSeriesCertificateSchema),
  verification: eventCertificatesSchema.shape.verification,
});
export type SeriesCertificates = z.infer<typeof seriesCertificatesSchema>;

/** What issuing a series' certificates did, and its certificates after it. */
export const seriesCertificatesIssuedSchema = seriesCertificatesSchema.extend({
  issued: z.number().int(),
});
export type SeriesCertificatesIssued = z.infer<typeof seriesCertificatesIssuedSchema>;

/** Longer than any certificate's code (22 characters): the page answers such a one at once. */
export const CERTIFICATE_CODE_MAX = 64;

/**
 * A code in a URL. Anything no certificate has answers the same 404, a malformed code too: one
 * of any length is looked up like another, and one PostgreSQL cannot hold (a NUL) reads as the
 * empty code, which no certificate has, rather than failing as a bad request.
 */
export const certificateCodeParamsSchema = z.object({
  code: z.preprocess(
    (code) => (typeof code === 'string' && !isStorableText(code) ? '' : code),
    textSchema(),
  ),
});

/**
 * What the public verification page states (`GET /api/certificates/{code}`): nothing about the
 * recipient but their name and role, and not even those once they erased their data.
 */
export const certificateVerificationSchema = z.object({
  code: z.string(),
  status: certificateStatusSchema,
  title: z.string(),
  /** Null when withdrawn. */
  recipientName: z.string().nullable(),
  role: z.string().nullable(),
  event: z.object({ title: z.string(), date: isoDateSchema }),
  organisation: organisationRefSchema,
  issuedAt: z.string(),
  /** The day it was issued on the branch's calendar, as the certificate prints it. */
  issuedOn: isoDateSchema,
  revokedAt: z.string().nullable(),
  /** A series' certificate: the sessions it states; null for an event's, or once withdrawn. */
  sessions: certificateSessionsSchema.nullable(),
  /** The PDF (`/api/certificates/{code}/pdf`) while valid. */
  pdfPath: z.string().nullable(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** The public page of a certificate (also printed on it, with its QR code). */
export const certificatePath = (code: string) => `/certificates/${code}`;
/** Its PDF, for the recipient's download button and the verification page. */
export const certificatePdfPath = (code: string) => `/api/certificates/${code}/pdf`;
