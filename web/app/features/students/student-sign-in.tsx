import {
  STUDENT_ERASED,
  STUDENT_SIGN_IN_CODE_LENGTH,
  STUDENT_SIGN_IN_MINUTES,
} from '@chapterhouse/shared';
import { useId } from 'react';

// Signing in as a student (`routes/me-sign-in.tsx`, `routes/me-sign-in-link.tsx`): plain HTML,
// rendered on the server and never hydrated, so every form is a native POST to the page's action
// and works before (and without) any script.

/** The forms' fields and intents, as the browser sends them and the actions read them. */
export const SIGN_IN_FIELDS = { email: 'email', code: 'code', intent: 'intent' } as const;
export const SIGN_IN_INTENTS = { mail: 'mail', code: 'code' } as const;

/** What the sign-in page shows after a form: the mail sent, or a refusal with what was typed. */
export type SignInResult =
  | { step: 'mailed'; email: string; message: string }
  | { step: 'ask'; email: string; error: string }
  | { step: 'code'; email: string; error: string };

const INPUT =
  'mt-2 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';
const BUTTON =
  'cursor-pointer rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800';
export const ALERT =
  'rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800';
const NOTE = 'rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900';

function Refusal({ error }: { error: string | undefined }) {
  if (!error) return null;
  return (
    <p role="alert" className={ALERT}>
      {error}
    </p>
  );
}

/** Step 1: the address to mail a link and code to. */
function AskForMail({ email, error }: { email: string; error?: string }) {
  const id = useId();
  return (
    <form method="post" className="mt-6 space-y-4" aria-label="Ask for a sign-in mail">
      <Refusal error={error} />
      <input type="hidden" name={SIGN_IN_FIELDS.intent} value={SIGN_IN_INTENTS.mail} />
      <div>
        <label htmlFor={`${id}-email`} className="block font-semibold text-slate-900">
          Your e-mail address
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          The address you register for events with. We mail it a link and a code; no password is
          needed.
        </p>
        <input
          id={`${id}-email`}
          name={SIGN_IN_FIELDS.email}
          type="email"
          autoComplete="email"
          required
          defaultValue={email}
          aria-describedby={`${id}-hint`}
          className={INPUT}
        />
      </div>
      <button type="submit" className={BUTTON}>
        Mail me a sign-in link
      </button>
    </form>
  );
}

/** Step 2: the code from the mail, for a phone that reads mail elsewhere. */
function TypeCode({ email, message, error }: { email: string; message?: string; error?: string }) {
  const id = useId();
  return (
    <>
      {message && (
        <p role="status" className={`mt-6 ${NOTE}`}>
          {message}
        </p>
      )}
      <form method="post" className="mt-6 space-y-4" aria-label="Sign in with the code">
        <Refusal error={error} />
        <input type="hidden" name={SIGN_IN_FIELDS.intent} value={SIGN_IN_INTENTS.code} />
        <input type="hidden" name={SIGN_IN_FIELDS.email} value={email} />
        <p className="text-slate-700">
          Open the link in the mail to <strong className="break-all">{email}</strong>, or type its
          code here.
        </p>
        <div>
          <label htmlFor={`${id}-code`} className="block font-semibold text-slate-900">
            Code from the mail
          </label>
          <input
            id={`${id}-code`}
            name={SIGN_IN_FIELDS.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern={`\\d{${STUDENT_SIGN_IN_CODE_LENGTH}}`}
            maxLength={STUDENT_SIGN_IN_CODE_LENGTH}
            required
            aria-describedby={`${id}-hint`}
            className={`${INPUT} max-w-48 font-mono text-lg tracking-widest`}
          />
          <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
            {STUDENT_SIGN_IN_CODE_LENGTH} digits. The link and the code work once, for{' '}
            {STUDENT_SIGN_IN_MINUTES} minutes.
          </p>
        </div>
        <button type="submit" className={BUTTON}>
          Sign in
        </button>
      </form>
      <h2 className="mt-10 border-t border-slate-200 pt-6 font-semibold text-slate-900">
        No mail? Check the address and ask again
      </h2>
      <AskForMail email={email} />
    </>
  );
}

/** The sign-in page's content: the address first, then the code once a mail is on its way. */
export function StudentSignIn(props: { result: SignInResult | undefined; erased?: boolean }) {
  const { result } = props;
  return (
    <>
      {props.erased && !result && (
        <p role="status" className={`mb-6 ${NOTE}`}>
          {STUDENT_ERASED}
        </p>
      )}
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">Your events</h1>
      <p className="mt-2 text-slate-600">
        Sign in to see your registrations, tickets and certificates in one place.
      </p>
      {result?.step === 'mailed' ? (
        <TypeCode email={result.email} message={result.message} />
      ) : result?.step === 'code' ? (
        <TypeCode email={result.email} error={result.error} />
      ) : (
        <AskForMail email={result?.email ?? ''} error={result?.error} />
      )}
    </>
  );
}

/** The page a mailed link opens: whose it is, and the button that uses it (a POST). */
export function StudentSignInLink({ email }: { email: string }) {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">Sign in</h1>
      <p className="mt-2 text-slate-700">
        Sign in as <strong className="break-all">{email}</strong> to see your events, tickets and
        certificates.
      </p>
      <form method="post" className="mt-6">
        <button type="submit" className={BUTTON}>
          Sign in
        </button>
      </form>
    </>
  );
}
