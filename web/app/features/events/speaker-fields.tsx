import { SPEAKERS_MAX, type Speaker } from '@chapterhouse/shared';
import { useId, useRef } from 'react';
import {
  type FieldError,
  type UseFormReturn,
  useFieldArray,
  useFormState,
  useWatch,
} from 'react-hook-form';
import { TextField } from '../../components/forms/form-fields';

// The part of the event form that lists who speaks at it, in the order its page shows them.

/** A speaker as the form holds it: an affiliation left out is ''. */
export interface SpeakerFormValues {
  name: string;
  affiliation: string;
}

export interface SpeakersFormValues {
  speakers: SpeakerFormValues[];
}

/** The stored speakers as form values. */
export const speakerValuesOf = (speakers: readonly Speaker[] | undefined): SpeakerFormValues[] =>
  (speakers ?? []).map((speaker) => ({
    name: speaker.name,
    affiliation: speaker.affiliation ?? '',
  }));

type FormWithSpeakers = UseFormReturn<SpeakersFormValues, unknown, unknown>;

export function SpeakerFields<Values extends SpeakersFormValues>(props: {
  form: UseFormReturn<Values, unknown, unknown>;
}) {
  // The fields below name only the speakers, which every form using this part has.
  const form = props.form as unknown as FormWithSpeakers;
  const id = useId();
  const speakers = useFieldArray({ control: form.control, name: 'speakers' });
  // The names as typed, for the Remove buttons' own names.
  const typed = useWatch({ control: form.control, name: 'speakers' }) ?? [];
  const { errors } = useFormState({ control: form.control, name: 'speakers' });
  const speakerErrors = errors.speakers;
  const listError =
    typeof speakerErrors?.message === 'string'
      ? speakerErrors.message
      : speakerErrors?.root?.message;
  const addButton = useRef<HTMLButtonElement>(null);
  const full = speakers.fields.length >= SPEAKERS_MAX;

  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Speakers</legend>
      <p id={`${id}-about`} className="text-sm text-slate-600">
        Optional. Shown on the event's page in this order, each with their university, company or
        IEEE unit.
      </p>
      {listError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      )}
      {speakers.fields.length > 0 && (
        <ol className="space-y-3">
          {speakers.fields.map((speaker, index) => {
            const error = (Array.isArray(speakerErrors) ? speakerErrors[index] : undefined) as
              | Record<string, FieldError | undefined>
              | undefined;
            const name = typed[index]?.name?.trim() || String(index + 1);
            return (
              <li
                key={speaker.id}
                className="grid items-end gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-[1fr_1fr_auto]"
              >
                <TextField
                  label={`Name of speaker ${index + 1}`}
                  required
                  registration={form.register(`speakers.${index}.name`)}
                  error={error?.name?.message}
                />
                <TextField
                  label={`Affiliation of speaker ${index + 1}`}
                  registration={form.register(`speakers.${index}.affiliation`)}
                  error={error?.affiliation?.message}
                />
                <button
                  type="button"
                  className="rounded px-2 py-2 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700"
                  onClick={() => {
                    speakers.remove(index);
                    // The pressed button is gone: carry on from the list's Add button.
                    addButton.current?.focus();
                  }}
                >
                  Remove speaker {name}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          ref={addButton}
          type="button"
          disabled={full}
          aria-describedby={full ? `${id}-full` : undefined}
          className="rounded-lg border border-brand-700 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500 disabled:hover:bg-transparent"
          onClick={() => speakers.append({ name: '', affiliation: '' })}
        >
          Add a speaker
        </button>
        {full && (
          <p id={`${id}-full`} className="text-sm text-slate-600">
            An event lists at most {SPEAKERS_MAX} speakers: remove one to add another.
          </p>
        )}
      </div>
    </fieldset>
  );
}
