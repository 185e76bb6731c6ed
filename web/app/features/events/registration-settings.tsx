import {
  type DashboardEvent,
  NEW_EVENT_REGISTRATION_MODE,
  QUESTION_KINDS,
  type QuestionKind,
  REGISTRATION_AUDIENCES,
  REGISTRATION_MODES,
  type RegistrationAudience,
  type RegistrationMode,
} from '@chapterhouse/shared';
import { useId } from 'react';
import {
  type FieldError,
  type FieldErrors,
  type UseFormReturn,
  useController,
  useFieldArray,
} from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '../../components/forms/form-fields';

// The part of the event form that decides how people register: not at all, through an outside
// link, or on this site (with approval, who may register, opening and closing times and the
// event's own questions).

const MODE_LABELS: Record<RegistrationMode, string> = {
  site: 'On this site',
  link: 'Outside link',
  none: 'None',
};

const AUDIENCE_LABELS: Record<RegistrationAudience, string> = {
  everyone: 'Everyone',
  members: 'Verified IEEE members only',
  'members-first': 'Verified IEEE members first, then everyone',
};

/** Who counts as a verified member, and how they prove it (docs/roster.md). */
const AUDIENCE_HINT =
  "Verified members are those the branch's IEEE roster (from OU Analytics) lists as active. They register with the address IEEE has for them.";

const KIND_LABELS: Record<QuestionKind, string> = {
  text: 'Short text',
  choice: 'Choice',
  'yes-no': 'Yes / no',
};

/** A question as the form holds it: its choices as lines of text. */
export interface QuestionFormValues {
  /** The saved question's id ('' for a new one); not `id`, which the field array uses itself. */
  questionId: string;
  label: string;
  kind: QuestionKind;
  required: boolean;
  options: string;
}

export interface RegistrationFormValues {
  registrationMode: RegistrationMode;
  registrationLink: string;
  registrationApproval: boolean;
  /** Null until the officer ticks or unticks it: a new event's follows its capacity. */
  registrationConfirmEmail: boolean | null;
  registrationCloses: string;
  registrationOpens: string;
  registrationAudience: RegistrationAudience;
  /** A members-first event's moment everyone may register from (`datetime-local`). */
  openToEveryone: string;
  registrationQuestions: QuestionFormValues[];
}

/**
 * The stored settings as form values; a new event takes registrations on this site, the default
 * the API gives an event created without saying (`registrationModeFor`).
 */
export function registrationValuesOf(event: DashboardEvent | undefined): RegistrationFormValues {
  return {
    registrationMode: event?.registrationMode ?? NEW_EVENT_REGISTRATION_MODE,
    registrationLink: event?.registrationLink ?? '',
    registrationApproval: event?.registrationApproval ?? false,
    registrationConfirmEmail: event?.registrationConfirmEmail ?? null,
    registrationCloses: event?.registrationCloses ?? '',
    registrationOpens: event?.registrationOpens ?? '',
    registrationAudience: event?.registrationAudience ?? 'everyone',
    openToEveryone: event?.openToEveryone ?? '',
    registrationQuestions: (event?.registrationQuestions ?? []).map(({ id, ...question }) => ({
      ...question,
      questionId: id,
      options: question.options.join('\n'),
    })),
  };
}

/**
 * Whether registrants confirm their address: as the officer chose, or, until they choose, when
 * the event has a capacity (the API's default too). What the box shows and what the form sends.
 */
export function confirmEmailOf(
  values: Pick<RegistrationFormValues, 'registrationConfirmEmail'> & {
    capacity?: string;
  },
): boolean {
  return values.registrationConfirmEmail ?? (values.capacity ?? '').trim() !== '';
}

/**
 * Who may register, as the form sends it: the choice belongs to registration on this site, and
 * the moment everyone may register belongs to a members-first event. A field the officer no
 * longer sees (another mode, another audience) sends nothing the schema could refuse out of sight.
 */
export function audiencePayload(
  values: Pick<
    RegistrationFormValues,
    'registrationMode' | 'registrationAudience' | 'openToEveryone'
  >,
): Pick<RegistrationFormValues, 'registrationAudience' | 'openToEveryone'> {
  const registrationAudience =
    values.registrationMode === 'site' ? values.registrationAudience : 'everyone';
  return {
    registrationAudience,
    openToEveryone: registrationAudience === 'members-first' ? values.openToEveryone : '',
  };
}

/** The questions as the shared schema takes them: choices one per line, blank lines dropped. */
export function questionsPayload(questions: readonly QuestionFormValues[]) {
  return questions.map(({ questionId, options, ...question }) => ({
    ...question,
    ...(questionId ? { id: questionId } : {}),
    options:
      question.kind === 'choice'
        ? options
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
        : [],
  }));
}

const QUESTIONS_MAX = 10;

type FormWithRegistration = UseFormReturn<RegistrationFormValues, unknown, unknown>;

export function RegistrationSettings<Values extends RegistrationFormValues>(props: {
  form: UseFormReturn<Values, unknown, unknown>;
}) {
  // The fields below name only the registration values, which every form using this part has.
  const form = props.form as unknown as FormWithRegistration;
  const id = useId();
  const mode = form.watch('registrationMode');
  const audience = form.watch('registrationAudience');
  const errors = form.formState.errors as FieldErrors<RegistrationFormValues>;
  const questions = useFieldArray({ control: form.control, name: 'registrationQuestions' });
  const questionErrors = errors.registrationQuestions;
  // The box shows the rule's answer, never a value an effect wrote: an effect ticking it while
  // the officer clicks (as one did when "On this site" showed the box) would undo their click.
  const capacity = (props.form as unknown as UseFormReturn<{ capacity?: string }>).watch(
    'capacity',
  );
  const confirm = useController({ control: form.control, name: 'registrationConfirmEmail' });

  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Registration</legend>
      <SelectField
        label="Registration"
        hint="On this site: visitors register on the event's page, with a ticket and a waiting list."
        options={REGISTRATION_MODES.map((value) => ({ value, label: MODE_LABELS[value] }))}
        defaultValue={form.getValues('registrationMode')}
        registration={form.register('registrationMode')}
        error={errors.registrationMode?.message}
      />
      {mode === 'link' && (
        <TextField
          label="Registration Link"
          type="url"
          registration={form.register('registrationLink')}
          error={errors.registrationLink?.message}
        />
      )}
      {mode === 'site' && (
        <>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-700"
              {...form.register('registrationApproval')}
            />
            <span>
              Approve each registration
              <span className="block text-xs text-slate-500">
                Registrations wait until an officer accepts them.
              </span>
            </span>
          </label>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-700"
              name={confirm.field.name}
              ref={confirm.field.ref}
              checked={confirmEmailOf({ registrationConfirmEmail: confirm.field.value, capacity })}
              onChange={(event) => confirm.field.onChange(event.target.checked)}
              onBlur={confirm.field.onBlur}
            />
            <span>
              Require e-mail confirmation
              <span className="block text-xs text-slate-500">
                Each registrant gets a link by e-mail and has 30 minutes to follow it. Until then
                their place is held for them; unconfirmed, it goes to the next in line. This stops
                anyone taking the places with other people's addresses.
              </span>
            </span>
          </label>
          <SelectField
            label="Who may register"
            hint={AUDIENCE_HINT}
            options={REGISTRATION_AUDIENCES.map((value) => ({
              value,
              label: AUDIENCE_LABELS[value],
            }))}
            defaultValue={form.getValues('registrationAudience')}
            registration={form.register('registrationAudience')}
            error={errors.registrationAudience?.message}
          />
          {/* Side by side, in the order they happen; all on the branch's clock. On a phone one
              column (`grid-cols-1`): the implicit one grew past the fieldset to fit Chromium's
              date-and-time input at 320 px. */}
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label="Registration opens"
              type="datetime-local"
              hint={
                audience === 'members-first'
                  ? 'To verified members. Leave empty to open to them as soon as the event is published.'
                  : 'Leave empty to open registration as soon as the event is published.'
              }
              registration={form.register('registrationOpens')}
              error={errors.registrationOpens?.message}
            />
            {audience === 'members-first' && (
              <TextField
                label="Everyone may register from"
                type="datetime-local"
                required
                hint="Until then, verified members only. After registration opens, before it closes."
                registration={form.register('openToEveryone')}
                error={errors.openToEveryone?.message}
              />
            )}
            <TextField
              label="Registration closes"
              type="datetime-local"
              hint="Leave empty to close registration when the event starts."
              registration={form.register('registrationCloses')}
              error={errors.registrationCloses?.message}
            />
          </div>
          <div>
            <h3 id={`${id}-questions`} className="text-sm font-medium text-slate-700">
              Questions for registrants
            </h3>
            <p className="text-xs text-slate-500">
              Name, e-mail and IEEE member number are always asked.
            </p>
            {typeof questionErrors?.message === 'string' && (
              <p role="alert" className="mt-1 text-sm font-medium text-red-700">
                {questionErrors.message}
              </p>
            )}
            <ol className="mt-2 space-y-3" aria-labelledby={`${id}-questions`}>
              {questions.fields.map((question, index) => {
                const error = (Array.isArray(questionErrors) ? questionErrors[index] : undefined) as
                  | Record<string, FieldError | undefined>
                  | undefined;
                const kind = form.watch(`registrationQuestions.${index}.kind`);
                return (
                  <li key={question.id} className="rounded-lg bg-slate-50 p-3">
                    <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
                      <TextField
                        label={`Question ${index + 1}`}
                        registration={form.register(`registrationQuestions.${index}.label`)}
                        error={error?.label?.message}
                      />
                      <SelectField
                        label={`Answer type of question ${index + 1}`}
                        options={QUESTION_KINDS.map((value) => ({
                          value,
                          label: KIND_LABELS[value],
                        }))}
                        defaultValue={form.getValues(`registrationQuestions.${index}.kind`)}
                        registration={form.register(`registrationQuestions.${index}.kind`)}
                      />
                    </div>
                    {kind === 'choice' && (
                      <TextAreaField
                        label={`Choices of question ${index + 1}`}
                        hint="One choice per line, at least two."
                        rows={3}
                        registration={form.register(`registrationQuestions.${index}.options`)}
                        error={error?.options?.message}
                        className="mt-3"
                      />
                    )}
                    <div className="mt-2 flex items-center justify-between gap-3">
                      <label className="flex items-center gap-2 text-sm text-slate-800">
                        <input
                          type="checkbox"
                          className="size-4 accent-brand-700"
                          {...form.register(`registrationQuestions.${index}.required`)}
                        />
                        Required
                      </label>
                      <button
                        type="button"
                        className="rounded px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700"
                        onClick={() => questions.remove(index)}
                      >
                        Remove question {index + 1}
                      </button>
                    </div>
                  </li>
                );
              })}
            </ol>
            {questions.fields.length < QUESTIONS_MAX && (
              <button
                type="button"
                className="mt-3 rounded-lg border border-brand-700 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
                onClick={() =>
                  questions.append({
                    questionId: '',
                    label: '',
                    kind: 'text',
                    required: false,
                    options: '',
                  })
                }
              >
                Add a question
              </button>
            )}
          </div>
        </>
      )}
    </fieldset>
  );
}
