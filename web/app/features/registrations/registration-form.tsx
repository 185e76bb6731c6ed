import type { RegistrationCreated, RegistrationQuestion } from '@chapterhouse/shared';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { apiPaths, paths } from '../../config/paths';
import { ApiError, apiRequest } from '../../lib/api-client';
import type { AttendanceOption } from '../../lib/attendance-options';
import {
  answerField,
  NO,
  type RegistrationFieldError,
  type RegistrationFormErrors,
  type RegistrationPageUpdates,
  type RegistrationResult,
  readRegistrationForm,
  toRegistrationRequest,
  YES,
} from './registration-answers';
import { registrationStatusWords } from './registration-status';
import { useStudentOnThisBrowser } from './student-on-this-browser';

// Needed only once someone has registered: loaded then, not with the event page.
const RegistrationDone = lazy(() => import('./registration-done'));

/** A choice of up to this many options is a group of radio buttons; longer ones a drop-down. */
const RADIO_CHOICES_MAX = 5;

/** Where a student finds their member number (the schema checks its 8 digits, never with IEEE). */
const MEMBER_NUMBER_HINT =
  '8 digits, on your IEEE membership card and in your IEEE account. We do not check it with IEEE.';

const FAILED = 'Something went wrong. Please try again.';
const UNREACHABLE = 'Could not reach the server. Check your connection and try again.';

const controlClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-600';
const labelClass = 'text-sm font-medium text-slate-800';

type FieldError = RegistrationFieldError | undefined;

/**
 * The shared request schema's check (registration-form-schema.ts), fetched with zod on the first
 * submit so the page does not load them up front; a failed fetch (the connection dropped) is
 * tried again on the next submit.
 */
let loadingCheck: Promise<typeof import('./registration-form-schema')> | null = null;
function loadCheck() {
  loadingCheck ??= import('./registration-form-schema').catch((error: unknown) => {
    loadingCheck = null;
    throw error;
  });
  return loadingCheck;
}

/**
 * A version 4 UUID for the registration's idempotency key: `crypto.randomUUID` where the browser
 * has it (newer browsers, secure contexts), else the same from `crypto.getRandomValues`.
 */
export function newIdempotencyKey(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The ids that tie a control to its error message. */
function described(id: string, error: FieldError, hint?: string) {
  const by = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': by || undefined,
  };
}

function ErrorText(props: { id: string; error: FieldError }) {
  if (!props.error?.message) return null;
  return (
    <p id={`${props.id}-error`} className="mt-1 text-sm font-medium text-red-700">
      {props.error.message}
    </p>
  );
}

function TextInput(props: {
  id: string;
  label: string;
  /** The field's name in the form the browser sends (readRegistrationForm reads it back). */
  name: string;
  error: FieldError;
  type?: 'text' | 'email';
  inputMode?: 'numeric';
  autoComplete?: string;
  required?: boolean;
  /** What was typed, when the server answers the form sent before its script ran. */
  defaultValue?: string;
  /** A line under the label saying what to enter. */
  hint?: string;
}) {
  return (
    <div>
      <label htmlFor={props.id} className={labelClass}>
        {props.label}
      </label>
      {props.hint && (
        <p id={`${props.id}-hint`} className="mt-1 text-sm text-slate-600">
          {props.hint}
        </p>
      )}
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? 'text'}
        defaultValue={props.defaultValue}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        aria-required={props.required || undefined}
        className={controlClass}
        {...described(props.id, props.error, props.hint)}
      />
      <ErrorText id={props.id} error={props.error} />
    </div>
  );
}

/** A group of radio buttons under one question, its legend naming it. */
function RadioGroup(props: {
  id: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  name: string;
  error: FieldError;
  defaultValue?: string;
}) {
  return (
    // Whether it must be answered shows in its legend: optional ones say so.
    <fieldset aria-describedby={props.error ? `${props.id}-error` : undefined}>
      <legend className={labelClass}>{props.legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {props.options.map((option, index) => (
          <label
            key={option.value}
            className="inline-flex min-h-6 items-center gap-2 text-sm text-slate-800"
          >
            <input
              type="radio"
              name={props.name}
              value={option.value}
              id={`${props.id}-${index}`}
              defaultChecked={props.defaultValue ? props.defaultValue === option.value : undefined}
              aria-invalid={props.error ? true : undefined}
              className="size-4 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <ErrorText id={props.id} error={props.error} />
    </fieldset>
  );
}

/** One of the event's own questions, as its kind asks to be answered. */
function QuestionField(props: {
  id: string;
  question: RegistrationQuestion;
  name: string;
  error: FieldError;
  defaultValue?: string;
}) {
  const { question, id } = props;
  const label = question.required ? question.label : `${question.label} (optional)`;
  if (question.kind === 'text') {
    return (
      <TextInput
        id={id}
        label={label}
        name={props.name}
        error={props.error}
        required={question.required}
        defaultValue={props.defaultValue}
      />
    );
  }
  if (question.kind === 'yes-no' || question.options.length <= RADIO_CHOICES_MAX) {
    const options =
      question.kind === 'yes-no'
        ? [
            { value: YES, label: 'Yes' },
            { value: NO, label: 'No' },
          ]
        : question.options.map((option) => ({ value: option, label: option }));
    return (
      <RadioGroup
        id={id}
        legend={label}
        options={options}
        name={props.name}
        error={props.error}
        defaultValue={props.defaultValue}
      />
    );
  }
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        name={props.name}
        aria-required={question.required || undefined}
        className={controlClass}
        defaultValue={props.defaultValue}
        {...described(id, props.error)}
      >
        <option value="">Choose…</option>
        {question.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <ErrorText id={id} error={props.error} />
    </div>
  );
}

/**
 * Registration on an event's page (an island): name, e-mail, IEEE member number and the event's
 * own questions, checked with the API's schema on submit, then POSTed. Errors show beside their
 * fields and the first of them takes the focus; the server's refusals (already registered,
 * closed, too many attempts) show above the button, and nothing typed is lost: the inputs keep
 * their own values (the form is read as the browser would send it), so the page carries no form
 * library.
 */
export function RegistrationForm(props: {
  eventId: number;
  questions: RegistrationQuestion[];
  /** Every place is taken: registering joins the waiting list. */
  full: boolean;
  /** A hybrid event's ways to attend: the form asks which, each saying whether it is full. */
  attendance: AttendanceOption[] | null;
  /** What a place costs, in words, for a paid event (the page's own words); null when free. */
  price?: string | null;
  /**
   * The member price in words (`INR 300`) when a member may claim it here (the price is paid on
   * the site): a checkbox asks; null or left out, none.
   */
  memberPrice?: string | null;
  /** Registrations wait for the organisers to accept them. */
  approval: boolean;
  /** What the page outside this island says anew once registered here. */
  updates: RegistrationPageUpdates;
  /** The server's answer to this form sent before its script ran (the event page's action). */
  result?: RegistrationResult;
}) {
  const { questions, result } = props;
  const id = useId();
  const [done, setDone] = useState<{
    created: RegistrationCreated;
    personalUrl: string | null;
  } | null>(result?.ok ? result : null);
  const refused = result && !result.ok ? result : null;
  const [errors, setErrors] = useState<RegistrationFormErrors>(refused?.errors ?? {});
  const [sending, setSending] = useState(false);
  // Counts the checks that found errors: each moves the focus to the first invalid field.
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // One key per address registered from this page, sent again with every retry (a time-out, a
  // dropped connection), so a retry gets the first registration back rather than a second one or
  // a 409. Another address is another registration: a key of its own (the API refuses one key
  // for two addresses). Made in the browser only, never in the page's HTML: the page is kept in
  // the shared page cache, and a retry's answer carries the personal link.
  const attempt = useRef<{ email: string; key: string } | null>(null);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const student = useStudentOnThisBrowser(formRef);

  if (done) {
    return (
      <Suspense>
        <RegistrationDone {...done} checkMail={props.updates.checkMail} />
      </Suspense>
    );
  }

  async function register(
    values: ReturnType<typeof readRegistrationForm>,
    /** The member price is claimed (the server refuses the claim with 403 if no roster agrees). */
    memberPrice: boolean,
  ) {
    const email = values.email.trim().toLowerCase();
    if (attempt.current?.email !== email) attempt.current = { email, key: newIdempotencyKey() };
    const answer = await apiRequest<RegistrationCreated>(
      // A signed-in student registers their proven address: never asked to confirm it.
      student
        ? apiPaths.meEventRegistrations(props.eventId)
        : apiPaths.eventRegistrations(props.eventId),
      {
        method: 'POST',
        body: {
          ...toRegistrationRequest(values, questions),
          ...(memberPrice ? { memberPrice: true } : {}),
          idempotencyKey: attempt.current.key,
        },
        withToken: false,
      },
    );
    setDone({
      created: answer,
      personalUrl: answer.token
        ? new URL(paths.registration(answer.token), window.location.origin).href
        : null,
    });
    // The page's counts and its card's button are HTML outside this island: say them anew.
    const { updates } = props;
    const anew = (id: string, text: string) => {
      const element = document.getElementById(id);
      if (element) element.textContent = text;
    };
    if (answer.registration.status === 'confirmed') {
      const confirmed =
        answer.registration.attendance === 'online' && updates.confirmedOnline
          ? updates.confirmedOnline
          : updates.confirmed;
      for (const { elementId, text } of confirmed) anew(elementId, text);
    }
    anew(
      updates.actionElementId,
      answer.token === null
        ? (updates.checkMail?.title ?? '')
        : registrationStatusWords(answer.registration).title,
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const sent = new FormData(event.currentTarget);
    const values = readRegistrationForm(sent, questions);
    setSending(true);
    try {
      const { checkRegistrationForm, claimsMemberPrice } = await loadCheck();
      const checked = checkRegistrationForm(values, questions, {
        attendance: props.attendance !== null,
      });
      if (!checked.ok) {
        setErrors(checked.errors);
        setRefusals((count) => count + 1);
        return;
      }
      setErrors({});
      await register(values, claimsMemberPrice(sent));
    } catch (error) {
      const message =
        error instanceof ApiError
          ? error.message
          : error instanceof TypeError
            ? UNREACHABLE
            : FAILED;
      setErrors({ root: { server: { type: 'failed', message } } });
    } finally {
      setSending(false);
    }
  }

  const formError = errors.root?.server.message;
  const field = (name: 'name' | 'email' | 'memberNumber') => ({
    id: `${id}-${name}`,
    name,
    error: errors[name],
    defaultValue: refused?.values[name],
  });
  const note = props.full
    ? 'Every place is taken: registering puts you on the waiting list, in the order people register.'
    : props.approval
      ? 'The organisers approve each registration: we will e-mail you once they have decided.'
      : null;

  return (
    // Sent before this island hydrates, it posts to the event's page, whose action registers.
    <form
      ref={formRef}
      method="post"
      onSubmit={submit}
      noValidate
      aria-label="Register for this event"
      className="space-y-4"
    >
      {props.price && (
        <p className="text-sm text-slate-800">
          <span className="font-semibold">Price:</span> {props.price}
        </p>
      )}
      {note && <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{note}</p>}
      <TextInput label="Name" autoComplete="name" required {...field('name')} />
      {student ? (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800">
          <input type="hidden" name="email" value={student.email} />
          Registering as <strong className="break-all">{student.email}</strong>, the address you
          signed in with (
          <a href={paths.me()} className="font-medium text-brand-700 underline hover:no-underline">
            Your events
          </a>
          ).
        </p>
      ) : (
        <TextInput label="Email" type="email" autoComplete="email" required {...field('email')} />
      )}
      {props.attendance && (
        <RadioGroup
          id={`${id}-attendance`}
          legend="How will you attend?"
          name="attendance"
          options={props.attendance.map((option) => ({
            value: option.value,
            label: option.full ? `${option.label} (full: waiting list)` : option.label,
          }))}
          error={errors.attendance}
          defaultValue={refused?.values.attendance}
        />
      )}
      <TextInput
        label="IEEE member number (optional)"
        hint={MEMBER_NUMBER_HINT}
        inputMode="numeric"
        {...field('memberNumber')}
      />
      {props.memberPrice && (
        <div>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name="memberPrice"
              value="true"
              aria-describedby={`${id}-member-price-hint`}
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
            />
            <span>I am an IEEE member: pay the member price ({props.memberPrice})</span>
          </label>
          <p id={`${id}-member-price-hint`} className="mt-1 pl-6 text-sm text-slate-600">
            Register with the address IEEE has for you: it is checked against the IEEE roster.
          </p>
        </div>
      )}
      {questions.map((question) => {
        const name = answerField(question.id);
        return (
          <QuestionField
            key={question.id}
            id={`${id}-${name}`}
            question={question}
            name={`answers.${name}`}
            error={errors.answers?.[name]}
            defaultValue={refused?.values.answers[name]}
          />
        );
      })}
      {/* The trap for robots: off-screen, out of the tab order, hidden from screen readers. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website (leave this empty)</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue={refused?.values.website}
        />
      </div>
      {formError && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {formError}
        </p>
      )}
      <button
        type="submit"
        disabled={sending}
        className="w-full cursor-pointer rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {sending ? 'Registering...' : props.full ? 'Join the waiting list' : 'Register'}
      </button>
    </form>
  );
}
