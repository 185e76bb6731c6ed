import { z } from 'zod';
import { emailSchema } from './auth.js';
import { recordIdSchema, textSchema } from './common.js';
import { ownSubscriptionSchema } from './newsletter.js';
import { registrationStatusSchema } from './registrations.js';

// A student's own account (issue 47): signing in with a mailed link or code, no password, and
// their page (`/me`) of everything their address registered for. Officers' dashboards still need
// the password (decision 013); this account opens the student's own page only (decision 017).

/** How long a mailed sign-in link (and its code) works. */
export const STUDENT_SIGN_IN_MINUTES = 15;
/** The digits of the code mailed with the link, for a phone that reads mail elsewhere. */
export const STUDENT_SIGN_IN_CODE_LENGTH = 6;
/** Wrong codes a link takes before its code stops working (its link still does). */
export const STUDENT_SIGN_IN_CODE_TRIES = 5;
/** Sign-in mails one address may be sent an hour. */
export const STUDENT_SIGN_IN_MAILS_PER_HOUR = 5;
/** How long a student stays signed in on a browser (not sliding). */
export const STUDENT_SESSION_DAYS = 30;

/** The 401 of the student's own page and API without a live session. */
export const STUDENT_SIGN_IN_NEEDED = 'Please sign in with your e-mail address to see your page.';

export const studentSignInRequestSchema = z.object({ email: emailSchema });
export type StudentSignInRequest = z.input<typeof studentSignInRequestSchema>;

export const STUDENT_CODE_INVALID = `Enter the ${STUDENT_SIGN_IN_CODE_LENGTH}-digit code from the mail`;

export const studentSignInCodeSchema = z.object({
  email: emailSchema,
  code: textSchema({ message: STUDENT_CODE_INVALID })
    .trim()
    .regex(new RegExp(`^\\d{${STUDENT_SIGN_IN_CODE_LENGTH}}$`), STUDENT_CODE_INVALID),
});
export type StudentSignInCode = z.input<typeof studentSignInCodeSchema>;

/** The same answer whether or not the address ever registered for anything. */
export const STUDENT_SIGN_IN_ANSWER = `We have sent a sign-in link and a ${STUDENT_SIGN_IN_CODE_LENGTH}-digit code to that address. They work once, for ${STUDENT_SIGN_IN_MINUTES} minutes.`;

/** A mailed sign-in link's token (`/me/sign-in/{token}`): 256 bits, base64url. */
export const studentLinkParamsSchema = z.object({
  token: textSchema().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This sign-in link is not valid.'),
});

/** What the page a sign-in link opens shows before the button is pressed. */
export const studentLinkInfoSchema = z.object({ email: z.string() });
export type StudentLinkInfo = z.infer<typeof studentLinkInfoSchema>;

export const studentSignedInSchema = z.object({ redirectTo: z.string() });
export type StudentSignedIn = z.infer<typeof studentSignedInSchema>;

/** One of the student's registrations, as their page lists it. */
export const studentRegistrationSchema = z.object({
  /** The registration's id: `/me/registrations/{id}` opens its personal page. */
  id: z.number().int(),
  status: registrationStatusSchema,
  /** Held for an address not confirmed yet (signing in confirms it: the address is theirs). */
  ticketCode: z.string().nullable(),
  checkedIn: z.boolean(),
  event: z.object({
    id: z.number().int(),
    title: z.string(),
    date: z.string(),
    time: z.string().nullable(),
    location: z.string().nullable(),
    organisation: z.string(),
    path: z.string(),
  }),
});
export type StudentRegistration = z.infer<typeof studentRegistrationSchema>;

/** A certificate issued to the student's address (valid ones only). */
export const studentCertificateSchema = z.object({
  code: z.string(),
  eventTitle: z.string(),
  eventDate: z.string(),
  organisation: z.string(),
  role: z.string(),
  pdfPath: z.string(),
  verifyPath: z.string(),
  /** When it was revoked (the data download lists those too; the page does not). */
  revokedAt: z.string().nullable(),
});
export type StudentCertificate = z.infer<typeof studentCertificateSchema>;

/**
 * An event the student attended whose feedback is still to give: asked of them (as of everyone
 * checked in at its door), not answered, not expired. `/me/feedback/{registrationId}` answers it.
 */
export const studentFeedbackDueSchema = z.object({
  registrationId: z.number().int(),
  event: studentRegistrationSchema.shape.event,
  /** When the feedback stops being taken (FEEDBACK_LINK_DAYS after it was asked). */
  expiresAt: z.string(),
});
export type StudentFeedbackDue = z.infer<typeof studentFeedbackDueSchema>;

/** The student's page: who they are and what their address did on this site. */
export const studentPageSchema = z.object({
  email: z.string(),
  /** The name of their latest registration, if any. */
  name: z.string().nullable(),
  signedInSince: z.string(),
  /** The address also signs in to a dashboard (with its password). */
  officer: z.boolean(),
  upcoming: z.array(studentRegistrationSchema),
  /** The latest STUDENT_PAST_SHOWN, unless all were asked for (`?past=all`). */
  past: z.array(studentRegistrationSchema),
  /** How many past events there are in all. */
  pastTotal: z.number().int(),
  certificates: z.array(studentCertificateSchema),
  /**
   * The IEEE membership an OU Analytics roster confirms for their address (issue 47, item 3):
   * the newest roster listing it as Active, by the day it was exported; null when none does.
   */
  membership: z.object({ memberNumber: z.string(), verifiedAsOf: z.string() }).nullable(),
  /** The feedback still to give, the soonest to close first. */
  feedbackDue: z.array(studentFeedbackDueSchema),
  /** The address's newsletter subscription: what it follows, and whether the digest too. */
  newsletter: ownSubscriptionSchema,
});
export type StudentPage = z.infer<typeof studentPageSchema>;

/** The past events a student's page lists until they ask for all of them. */
export const STUDENT_PAST_SHOWN = 10;

export const studentPageQuerySchema = z.object({
  past: z.literal('all', { message: "past must be 'all' when given" }).optional(),
});

export const studentRegistrationParamsSchema = z.object({ registrationId: recordIdSchema });

/** A fresh personal link of one of the student's registrations. */
export const studentRegistrationLinkSchema = z.object({ path: z.string() });

/** One registration in full, as a student's data download holds it. */
export const studentRegistrationRecordSchema = z.object({
  event: z.object({
    id: z.number().int(),
    title: z.string(),
    date: z.string(),
    organisation: z.string(),
  }),
  name: z.string(),
  email: z.string(),
  memberNumber: z.string().nullable(),
  answers: z.record(z.string(), z.union([z.string(), z.boolean()])),
  status: registrationStatusSchema,
  registeredAt: z.string(),
  checkedInAt: z.string().nullable(),
});

export type StudentRegistrationRecord = z.infer<typeof studentRegistrationRecordSchema>;

/** Everything the site keeps about a student's address (their "download my data" file). */
export const studentDataSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    email: z.string(),
    verifiedAt: z.string(),
    lastSignInAt: z.string(),
  }),
  registrations: z.array(studentRegistrationRecordSchema),
  certificates: z.array(studentCertificateSchema),
  /** Their newsletter subscription (what it follows), if the address has one. */
  newsletter: ownSubscriptionSchema.shape.subscription,
  /** The rows of the branch's and organisations' IEEE rosters that list their address. */
  rosterRows: z.array(
    z.object({
      organisation: z.string(),
      exportedOn: z.string(),
      memberNumber: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string().nullable(),
      grade: z.string(),
      active: z.boolean(),
      renewYear: z.number().int().nullable(),
      societies: z.array(z.string()),
    }),
  ),
});
export type StudentData = z.infer<typeof studentDataSchema>;

/** The name the data download is saved under. */
export const STUDENT_DATA_FILE = 'my-data.json';

export const STUDENT_ERASE_MISMATCH = 'Type your e-mail address, as it is shown above, to confirm.';

/** Erasing the account: the student types their address again, so it cannot happen by a slip. */
export const studentEraseSchema = z.object({ email: emailSchema });

export const STUDENT_ERASED =
  'Your account, your registrations, your certificates and the IEEE roster rows with your address are erased. Nothing of them is kept.';

/** Who is signed in, for a form to fill in what the site knows (the event page's registration). */
export const studentProfileSchema = z.object({ email: z.string(), name: z.string().nullable() });
export type StudentProfile = z.infer<typeof studentProfileSchema>;

/** The student signed in on this browser, if any (asked by every event page's form: never 401). */
export const studentOnThisBrowserSchema = z.object({ student: studentProfileSchema.nullable() });
export type StudentOnThisBrowser = z.infer<typeof studentOnThisBrowserSchema>;
