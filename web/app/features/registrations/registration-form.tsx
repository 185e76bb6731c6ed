import type { RegistrationCreated, RegistrationQuestion } from '@chapterhouse/shared';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import {
  type FieldError,
  type FieldErrors,
  type Resolver,
  type UseFormRegisterReturn,
  useForm,
} from 'react-hook-form';
import { apiPaths, paths } from '../../config/paths';
import { ApiError, apiRequest } from '../../lib/api-client';
import {
  answerField,
  emptyRegistrationForm,
  NO,
  type RegistrationFormValues,
  type RegistrationPageUpdates,
  type RegistrationResult,
  toRegistrationRequest,
  YES,
} from './registration-answers';
import { registrationStatusWords } from './registration-status';

// Needed only once someone has registered: loaded then, not with the event page.
const RegistrationDone = lazy(() => import('./registration-done'));

/** A choice of up to this many options is a group of radio buttons; longer ones a drop-down. */
const RADIO_CHOICES_MAX = 5;

const FAILED = 'Something went wrong. Please try again.';

const controlClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-600';
const labelClass = 'text-sm font-medium text-slate-800';

/**
 * The form's resolver: the shared request schema with this event's questions
 * (registration-form-schema.ts), fetched with zod on the first submit so the page does not load
 * them up front. Hands back the form's own values; the submit turns them into the request.
 */
function lazySchemaResolver(
  questions: readonly RegistrationQuestion[],
): Resolver<RegistrationFormValues> {
  let loading: Promise<Resolver<RegistrationFormValues>> | null = null;
  return async (values, context, options) => {
    loading ??= Promise.all([
      import('@hookform/resolvers/zod'),
      import('./registration-form-schema'),
    ]).then(
      ([{ zodResolver }, { registrationFormSchema }]) =>
        zodResolver(registrationFormSchema(questions), undefined, {
          raw: true,
        }) as unknown as Resolver<RegistrationFormValues>,
    );
    try {
      return await (await loading)(values, context, options);
    } catch {
      // The chunk did not arrive (the connection dropped): try again on the next submit.
      loading = null;
      return {
        values: {},
        errors: {
          root: {
            type: 'load',
            message: 'Could not reach the server. Check your connection and try again.',
          },
        },
      };
    }
  };
}

/** The ids that tie a control to its error message. */
function described(id: string, error: FieldError | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
}

function ErrorText(props: { id: string; error: FieldError | undefined }) {
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
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  type?: 'text' | 'email';
  autoComplete?: string;
  required?: boolean;
  /** In the server's HTML (the form's values reach the input only once its script runs). */
  defaultValue?: string;
}) {
  return (
    <div>
      <label htmlFor={props.id} className={labelClass}>
        {props.label}
      </label>
      <input
        id={props.id}
        type={props.type ?? 'text'}
        defaultValue={props.defaultValue}
        autoComplete={props.autoComplete}
        aria-required={props.required || undefined}
        className={controlClass}
        {...described(props.id, props.error)}
        {...props.registration}
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
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
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
              value={option.value}
              id={`${props.id}-${index}`}
              defaultChecked={props.defaultValue ? props.defaultValue === option.value : undefined}
              aria-invalid={props.error ? true : undefined}
              className="size-4 accent-brand-700"
              {...props.registration}
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
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  defaultValue?: string;
}) {
  const { question, id } = props;
  const label = question.required ? question.label : `${question.label} (optional)`;
  if (question.kind === 'text') {
    return (
      <TextInput
        id={id}
        label={label}
        registration={props.registration}
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
        registration={props.registration}
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
        aria-required={question.required || undefined}
        className={controlClass}
        defaultValue={props.defaultValue}
        {...described(id, props.error)}
        {...props.registration}
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
 * own questions, checked with the API's schema, then POSTed. The server's refusals (already
 * registered, closed, too many attempts) show above the button, and nothing typed is lost.
 */
export function RegistrationForm(props: {
  eventId: number;
  questions: RegistrationQuestion[];
  /** Every place is taken: registering joins the waiting list. */
  full: boolean;
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
  const resolver = useMemo(() => lazySchemaResolver(questions), [questions]);
  // Read once: react-hook-form sets its `errors` again whenever it gets a new object.
  const [refused] = useState(() => (result && !result.ok ? result : null));
  const form = useForm<RegistrationFormValues>({
    resolver,
    defaultValues: refused?.values ?? emptyRegistrationForm(questions),
    errors: refused?.errors as FieldErrors<RegistrationFormValues> | undefined,
  });
  const { errors, isSubmitting } = form.formState;

  if (done) {
    return (
      <Suspense>
        <RegistrationDone {...done} checkMail={props.updates.checkMail} />
      </Suspense>
    );
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await apiRequest<RegistrationCreated>(
        apiPaths.eventRegistrations(props.eventId),
        { method: 'POST', body: toRegistrationRequest(values, questions), withToken: false },
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
        for (const { elementId, text } of updates.confirmed) anew(elementId, text);
      }
      anew(
        updates.actionElementId,
        answer.token === null
          ? (updates.checkMail?.title ?? '')
          : registrationStatusWords(answer.registration).title,
      );
    } catch (error) {
      form.setError('root.server', {
        type: error instanceof ApiError ? String(error.status) : 'failed',
        message: error instanceof ApiError ? error.message : FAILED,
      });
    }
  });

  const formError = errors.root?.server?.message ?? errors.root?.message;
  const field = (name: 'name' | 'email' | 'memberNumber') => ({
    id: `${id}-${name}`,
    registration: form.register(name),
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
      method="post"
      onSubmit={submit}
      noValidate
      aria-label="Register for this event"
      className="space-y-4"
    >
      {note && <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{note}</p>}
      <TextInput label="Name" autoComplete="name" required {...field('name')} />
      <TextInput label="Email" type="email" autoComplete="email" required {...field('email')} />
      <TextInput label="IEEE member number (optional)" {...field('memberNumber')} />
      {questions.map((question) => {
        const name = answerField(question.id);
        return (
          <QuestionField
            key={question.id}
            id={`${id}-${name}`}
            question={question}
            registration={form.register(`answers.${name}`)}
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
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...form.register('website')}
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
        disabled={isSubmitting}
        className="w-full cursor-pointer rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {isSubmitting ? 'Registering...' : props.full ? 'Join the waiting list' : 'Register'}
      </button>
    </form>
  );
}
