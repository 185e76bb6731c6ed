import type { PublicationChoice, PublicationState } from '@chapterhouse/shared';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { formatLocalDateTime } from '../../lib/format';
import { DashboardForm, fieldsOf, TextField, useSchemaForm } from '../forms/form-fields';
import { Modal } from './modal';

// Drafts and scheduled publishing (decision 010): what a dashboard row says of an item, the
// dialog that publishes, schedules or unpublishes it, and the choice a new item's form offers.

export type PublicationStatus = 'published' | 'draft' | 'scheduled';

/** Published (`publishedAt` set), a draft waiting for its time (`publishAt`), or a draft. */
export function publicationStatusOf(item: PublicationState): PublicationStatus {
  if (item.publishedAt) return 'published';
  return item.publishAt ? 'scheduled' : 'draft';
}

/**
 * When a scheduled item goes public, on the reader's clock as every time the dashboards show (they
 * are drawn in the browser, which does not know the branch's time zone).
 */
const scheduledText = (publishAt: string) => `Scheduled for ${formatLocalDateTime(publishAt)}`;

/** What a row shows of its item: Draft, or when it is scheduled for; nothing once published. */
export function PublicationBadge(props: { item: PublicationState }) {
  const { publishAt } = props.item;
  const status = publicationStatusOf(props.item);
  if (status === 'published') return null;
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        status === 'draft' ? 'bg-slate-200 text-slate-800' : 'bg-sky-100 text-sky-900'
      }`}
    >
      {status === 'scheduled' && publishAt ? (
        <time dateTime={publishAt}>{scheduledText(publishAt)}</time>
      ) : (
        'Draft'
      )}
    </span>
  );
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` field holds it (`2026-06-30T18:00`), on the reader's clock. */
function wallClockOf(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  return `${day}T${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** The toast after a change of publication, from the item before and as stored after. */
export function publicationMessage(
  choice: PublicationChoice,
  before: PublicationState,
  after: PublicationState,
): string {
  if (choice.action === 'publish') return 'Published: visitors can see it now.';
  if (choice.action === 'schedule') {
    return after.publishAt ? `${scheduledText(after.publishAt)}.` : 'Scheduled.';
  }
  return before.publishedAt
    ? 'Unpublished: it is a draft again.'
    : 'Schedule cancelled: it stays a draft.';
}

type Action = PublicationChoice['action'];

/** The choice's values in a form: the action, and the time when it schedules. */
interface ChoiceValues {
  action: Action;
  at: string;
}

/** `at` is read on the officer's clock, as every time the dashboards show. */
const PUBLISH_AT_HINT = 'On your clock. It goes public by itself then.';

/**
 * A `datetime-local` value, on the officer's clock, as the instant the API takes: the time they
 * chose is the time it goes public, whatever the branch's time zone.
 */
const localMomentSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Enter a date and time')
  .transform((value, context) => {
    const moment = new Date(value);
    if (Number.isNaN(moment.getTime())) {
      context.addIssue({ code: 'custom', message: 'Enter a date and time' });
      return z.NEVER;
    }
    return moment.toISOString();
  });

/** The choice as the forms hold it (`at` from a `datetime-local`), sent as `PublicationChoice`. */
const formChoiceSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('publish') }),
  z.object({ action: z.literal('draft') }),
  z.object({ action: z.literal('schedule'), at: localMomentSchema }),
]);
const newItemFormSchema = z.object({ publication: formChoiceSchema.optional() });

/** The choices of one action, as radio buttons, under a legend. */
function ActionChoices(props: {
  legend: string;
  choices: readonly { action: Action; label: string }[];
  registration: UseFormRegisterReturn;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{props.legend}</legend>
      <div className="mt-2 flex flex-col gap-2">
        {props.choices.map(({ action, label }) => (
          <label key={action} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              value={action}
              {...props.registration}
              className="size-4 accent-brand-700"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** What the dialog says of the item as it is now. */
const STATUS_TEXT: Record<PublicationStatus, (item: PublicationState) => string> = {
  published: () => 'It is published: visitors see it.',
  draft: () => 'It is a draft: only this dashboard shows it.',
  scheduled: (item) =>
    `It is a draft, to be published by itself on ${formatLocalDateTime(item.publishAt ?? '')}.`,
};

/**
 * The "Publish…" dialog of one item: publish it now, schedule it (`Publish at`, on the officer's
 * clock), take a published one back to a draft, or keep a scheduled one a draft. `onSubmit` sends
 * the choice (with the item's version); the dialog stays open while it is refused.
 */
export function PublishDialog(props: {
  item: PublicationState;
  /** The item's name, as its row names it. */
  itemName: string;
  onSubmit: (choice: PublicationChoice) => Promise<unknown>;
  onClose: () => void;
}) {
  const { item } = props;
  const status = publicationStatusOf(item);
  const published = status === 'published';
  // What the button is most likely opened for, listed first (where the dialog puts the focus):
  // publishing a draft, unpublishing a published item. A scheduled one's time is ready to change.
  const { form, field } = useSchemaForm(formChoiceSchema, {
    action: (published ? 'draft' : 'publish') as Action,
    at: item.publishAt ? wallClockOf(item.publishAt) : '',
  } satisfies ChoiceValues);
  // `watch`, not `useWatch`: the form library's chunk is shared with the public registration
  // form, and using another of its exports would add to every event page.
  const action = form.watch('action');

  const choices: { action: Action; label: string }[] = published
    ? [
        { action: 'draft', label: 'Unpublish (back to draft)' },
        { action: 'schedule', label: 'Schedule' },
      ]
    : [
        { action: 'publish', label: 'Publish now' },
        { action: 'schedule', label: 'Schedule' },
        ...(status === 'scheduled'
          ? [{ action: 'draft' as const, label: 'Keep as a draft (cancel the schedule)' }]
          : []),
      ];
  const submitLabel =
    action === 'schedule'
      ? 'Schedule'
      : action === 'draft'
        ? published
          ? 'Unpublish'
          : 'Keep as draft'
        : 'Publish now';

  return (
    <Modal title={`Publish: ${props.itemName}`} onClose={props.onClose}>
      <DashboardForm
        form={form}
        onSubmit={props.onSubmit}
        submitLabel={submitLabel}
        onCancel={props.onClose}
      >
        <p className="text-sm text-slate-700">{STATUS_TEXT[status](item)}</p>
        <ActionChoices
          legend="Visibility"
          choices={choices}
          registration={field('action').registration}
        />
        {action === 'schedule' && (
          <TextField
            label="Publish at"
            type="datetime-local"
            required
            hint={
              published ? `${PUBLISH_AT_HINT} Visitors do not see it until then.` : PUBLISH_AT_HINT
            }
            {...field('at')}
          />
        )}
      </DashboardForm>
    </Modal>
  );
}

/** A new item's form values: its fields, and how it is saved (the Visibility choice). */
export interface VisibilityValues {
  publication?: ChoiceValues;
}

/** The Visibility a new item's form starts with: published at once, as before drafts. */
export const NEW_ITEM_VISIBILITY = {
  publication: { action: 'publish', at: '' } as ChoiceValues,
};

/**
 * A form's schema with the Visibility choice of a new item (`publication` in the payload: publish,
 * draft or schedule). A form without the choice (editing) sends no `publication`.
 */
export const withPublication = <S extends z.ZodType>(schema: S): WithPublication<S> =>
  z.intersection(schema, newItemFormSchema);

export type WithPublication<S extends z.ZodType> = z.ZodIntersection<S, typeof newItemFormSchema>;

/**
 * How a new item is saved: published now, a draft, or scheduled (`Publish at`). For the add forms
 * of the dashboards' lists, whose schema is `withPublication(...)` and whose values start with
 * `NEW_ITEM_VISIBILITY`.
 */
export function VisibilityFields<Values extends FieldValues & VisibilityValues, Payload>(props: {
  form: UseFormReturn<Values, unknown, Payload>;
}) {
  const { form } = props;
  const field = fieldsOf(form);
  const actionName = 'publication.action' as Path<Values>;
  const action = form.watch(actionName) as Action | undefined;
  return (
    <div className="space-y-4 rounded-lg border border-slate-200 p-4">
      <ActionChoices
        legend="Visibility"
        choices={[
          { action: 'publish', label: 'Publish now' },
          { action: 'draft', label: 'Save as draft' },
          { action: 'schedule', label: 'Schedule' },
        ]}
        registration={field(actionName).registration}
      />
      {action === 'schedule' && (
        <TextField
          label="Publish at"
          type="datetime-local"
          required
          hint={PUBLISH_AT_HINT}
          {...field('publication.at' as Path<Values>)}
        />
      )}
    </div>
  );
}
