import {
  ATTENDANCE_MODES,
  type AttendanceMode,
  type DashboardEvent,
  DEFAULT_CURRENCY,
  DEFAULT_EVENT_CATEGORY,
  DEFAULT_JOIN_REMINDER_MINUTES,
  EVENT_STATES,
  type EventState,
  type EventStatus,
  eventInputSchema,
  eventUpdateSchema,
  isOnlineAttendable,
  JOIN_OPENS_MINUTES_BEFORE,
  newEventInputSchema,
  type OrganisationRef,
  PAYMENT_HOLD_HOURS_MAX,
  pastEventInputSchema,
  type SeriesEditScope,
} from '@chapterhouse/shared';
import { DEFAULT_EVENT_MINUTES, endOf } from '@chapterhouse/shared/event-entry';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  NEW_ITEM_VISIBILITY,
  VisibilityFields,
  type VisibilityValues,
  type WithPublication,
  withPublication,
} from '../../components/console/publication';
import {
  DashboardForm,
  Field,
  fieldsOf,
  SelectField,
  schemaResolver,
  TextAreaField,
  TextField,
  textsOf,
} from '../../components/forms/form-fields';
import { ImageField } from '../../components/forms/image-field';
import { branchCurrency } from '../../lib/branch-clock';
import { CategoryFields, type CategoryFormValues } from './category-fields';
import {
  CoHostFields,
  type CoHostsFormValues,
  CoHostsSummary,
  coHostValuesOf,
} from './co-host-fields';
import {
  audiencePayload,
  confirmEmailOf,
  questionsPayload,
  type RegistrationFormValues,
  RegistrationSettings,
  registrationValuesOf,
} from './registration-settings';
import {
  NO_REPEAT,
  RepeatFields,
  type RepeatFormValues,
  repeatInput,
  SeriesScopeField,
  withExceptionRows,
} from './repeat-fields';
import { SpeakerFields, type SpeakersFormValues, speakerValuesOf } from './speaker-fields';

const ATTENDANCE_LABELS: Record<AttendanceMode, string> = {
  'in-person': 'In person',
  online: 'Online',
  hybrid: 'Hybrid (in person and online)',
};

const STATE_LABELS: Record<EventState, string> = {
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
};

export const PAST_DATES_NOTE = 'Events with past dates are moved to Past Events automatically.';
export const EMPTY_DATE_NOTE = "Leave the date empty to use today's date.";

/** An edit of an upcoming event; of a session of a series, with what it applies to. */
const upcomingEditSchema = eventInputSchema.extend({
  seriesScope: eventUpdateSchema.shape.seriesScope,
});

/**
 * What the form sends: a new upcoming event (with how it repeats), an edit of an upcoming one
 * (of a session: with what it applies to), or a past one (its date may be null).
 */
export type EventPayload =
  | z.output<typeof eventInputSchema>
  | z.output<typeof newEventInputSchema>
  | z.output<typeof upcomingEditSchema>
  | z.output<typeof pastEventInputSchema>;

/** Which schema checks the form: a new upcoming event's, an upcoming one's edit, or a past one's. */
type FormSchema = 'new' | 'edit' | 'series-edit' | 'past';

interface EventFormValues
  extends RegistrationFormValues,
    VisibilityValues,
    CategoryFormValues,
    SpeakersFormValues,
    CoHostsFormValues {
  title: string;
  date: string;
  time: string;
  endDate: string;
  endTime: string;
  attendanceMode: AttendanceMode;
  meetingUrl: string;
  livestreamUrl: string;
  joinReminderMinutes: string;
  location: string;
  streetAddress: string;
  locality: string;
  postalCode: string;
  region: string;
  country: string;
  mapUrl: string;
  price: string;
  /** What a verified IEEE member pays; blank: the price, like everyone. */
  memberPrice: string;
  /** What those who register by `earlyBirdUntil` pay; blank: no early-bird price. */
  earlyBirdPrice: string;
  earlyBirdUntil: string;
  /** Hours a place is held while its registrant pays by UPI; blank: paid at the door. */
  paymentHoldHours: string;
  priceCurrency: string;
  description: string;
  organizer: string;
  capacity: string;
  /** A hybrid event's online places; blank: unlimited. */
  onlineCapacity: string;
  membersAttended: string;
  guestsAttended: string;
  image: string;
  tags: string;
  state: EventState;
  /** A new upcoming event only: how it repeats (issue 48). */
  repeat: RepeatFormValues;
  /** An edit of a session of a series only: what it applies to. */
  seriesScope: SeriesEditScope;
}

/** The end the form fills in for a start (`endOf`'s two hours), as the fields hold it; blank without a start time. */
function suggestedEnd(values: { date: string; time: string }): {
  endDate: string;
  endTime: string;
} {
  if (!values.date || !values.time) return { endDate: '', endTime: '' };
  const end = endOf({ date: values.date, time: values.time, endDate: null, endTime: null });
  return { endDate: end.endDate ?? '', endTime: end.endTime ?? '' };
}

/** What `DEFAULT_EVENT_MINUTES` says to an officer: `2 hours`. */
const DEFAULT_DURATION =
  DEFAULT_EVENT_MINUTES % 60 === 0
    ? `${DEFAULT_EVENT_MINUTES / 60} hours`
    : `${DEFAULT_EVENT_MINUTES} minutes`;

function valuesOf(event: DashboardEvent | undefined): EventFormValues {
  // An event saved without an end shows the end its page and calendar file give it, to keep or change.
  const givesNoEnd = event && !event.endDate && !event.endTime;
  return {
    ...textsOf(event, [
      'title',
      'date',
      'time',
      'endDate',
      'endTime',
      'meetingUrl',
      'livestreamUrl',
      'location',
      'streetAddress',
      'locality',
      'postalCode',
      'region',
      'country',
      'mapUrl',
      'price',
      'memberPrice',
      'earlyBirdPrice',
      'earlyBirdUntil',
      'paymentHoldHours',
      'description',
      'organizer',
      'capacity',
      'onlineCapacity',
      'membersAttended',
      'guestsAttended',
      'image',
    ]),
    ...(givesNoEnd ? suggestedEnd({ date: event.date ?? '', time: event.time ?? '' }) : {}),
    ...registrationValuesOf(event),
    attendanceMode: event?.attendanceMode ?? 'in-person',
    joinReminderMinutes: String(event?.joinReminderMinutes ?? DEFAULT_JOIN_REMINDER_MINUTES),
    // A free event shows the currency a price would be in, should the officer add one: the
    // branch's (its locale's).
    priceCurrency: event?.priceCurrency ?? branchCurrency() ?? DEFAULT_CURRENCY,
    tags: event?.tags.join(', ') ?? '',
    state: event?.state ?? 'scheduled',
    // The whole event is sent back when saved: what it is filed as and who speaks are kept.
    category: event?.category ?? DEFAULT_EVENT_CATEGORY,
    subCategory: event?.subCategory ?? '',
    speakers: speakerValuesOf(event?.speakers),
    // A co-host that may edit sends them back as they are: only the host changes them.
    coHosts: coHostValuesOf(event?.coHosts),
    repeat: NO_REPEAT,
    seriesScope: 'this',
  };
}

/**
 * Adds or edits an event. A new event goes to the list it was added from; a council's form asks
 * (Past or Upcoming). A past event may be added without a date (today); any other needs one, and
 * the server files it by that date. Fields the form does not show for this list (an upcoming
 * event's image, say) keep their stored values.
 */
export function EventForm(props: {
  event?: DashboardEvent;
  /** The list a new event is added to; ignored when editing. */
  when?: EventStatus;
  /** Councils choose Past or Upcoming in the form. */
  chooseWhen?: boolean;
  /** A new event is published now, saved as a draft or scheduled (the Visibility choice). */
  chooseVisibility?: boolean;
  /** The organisations its host may name as co-hosts: the branch's others (none: no choice). */
  coHostChoices?: readonly OrganisationRef[];
  onSubmit: (when: EventStatus, payload: EventPayload) => Promise<unknown>;
  onCancel: () => void;
}) {
  const editing = props.event !== undefined;
  // Who co-hosts is the host's to say; a co-host editing the event sees them only.
  const choosesCoHosts = props.event === undefined || props.event.access === 'host';
  const [when, setWhen] = useState<EventStatus>(props.event?.status ?? props.when ?? 'upcoming');
  const dateOptional = !editing && when === 'past';
  // A session of a series, still to come: the edit says what it applies to.
  const session = props.event?.status === 'upcoming' ? props.event.series : null;
  const schema: FormSchema = dateOptional
    ? 'past'
    : !editing
      ? 'new'
      : session
        ? 'series-edit'
        : 'edit';
  const schemaRef = useRef(schema);
  schemaRef.current = schema;
  const id = useId();

  const resolver = useMemo<Resolver<EventFormValues, unknown, EventPayload>>(() => {
    // Each schema takes a new event's Visibility (`publication`), when the form offers it.
    const resolvers: Record<FormSchema, Resolver<EventFormValues, unknown, EventPayload>> = {
      new: schemaResolver<EventFormValues, WithPublication<typeof newEventInputSchema>>(
        withPublication(newEventInputSchema),
      ),
      edit: schemaResolver<EventFormValues, WithPublication<typeof eventInputSchema>>(
        withPublication(eventInputSchema),
      ),
      'series-edit': schemaResolver<EventFormValues, typeof upcomingEditSchema>(upcomingEditSchema),
      past: schemaResolver<EventFormValues, WithPublication<typeof pastEventInputSchema>>(
        withPublication(pastEventInputSchema),
      ),
    };
    return async (values, context, options) => {
      const current = schemaRef.current;
      // The schema takes each question's choices as a list; the form holds them as lines.
      const input = {
        ...values,
        registrationQuestions: questionsPayload(values.registrationQuestions),
        registrationConfirmEmail: confirmEmailOf(values),
        ...audiencePayload(values),
        // A past event being added takes no registrations (its form does not show the choice).
        ...(current === 'past' ? { registrationMode: 'none' } : {}),
        // Only a new upcoming event may repeat.
        repeat: current === 'new' ? repeatInput(values.repeat, values.date) : null,
      } as unknown as EventFormValues;
      const result = await resolvers[current](input, context, options);
      if (current !== 'new' || Object.keys(result.errors).length === 0) return result;
      return {
        values: {},
        errors: withExceptionRows(result.errors as FieldErrors<EventFormValues>, values.repeat),
      };
    };
  }, []);

  const form = useForm<EventFormValues, unknown, EventPayload>({
    resolver,
    defaultValues: {
      ...valuesOf(props.event),
      ...(props.chooseVisibility && !editing ? NEW_ITEM_VISIBILITY : {}),
    },
  });
  const field = fieldsOf(form);

  // The end follows the start while the officer has not chosen one: two hours after it, in the
  // fields for them to see and change (an event saved without an end is read so everywhere).
  useEffect(() => {
    const { getValues, setValue } = form;
    let suggested = suggestedEnd(getValues());
    const subscription = form.watch((values, { name }) => {
      if (name !== 'date' && name !== 'time') return;
      const next = suggestedEnd({ date: values.date ?? '', time: values.time ?? '' });
      const endDate = values.endDate ?? '';
      const endTime = values.endTime ?? '';
      const untouched =
        (endDate === '' && endTime === '') ||
        (endDate === suggested.endDate && endTime === suggested.endTime);
      suggested = next;
      // A start time taken away takes its suggested end with it.
      if (!untouched || (endTime === '' && next.endTime === '')) return;
      setValue('endDate', next.endDate, { shouldDirty: true });
      setValue('endTime', next.endTime, { shouldDirty: true });
    });
    return () => subscription.unsubscribe();
  }, [form]);

  return (
    <DashboardForm
      form={form}
      onSubmit={(payload) => props.onSubmit(when, payload)}
      submitLabel={editing ? 'Save Changes' : 'Add Event'}
      onCancel={props.onCancel}
    >
      {props.chooseWhen && !editing && (
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Event type</legend>
          <div className="mt-2 flex gap-6">
            {(['upcoming', 'past'] as const).map((choice) => (
              <label key={choice} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={`${id}-when`}
                  value={choice}
                  checked={when === choice}
                  onChange={() => setWhen(choice)}
                  className="size-4 accent-brand-700"
                />
                {choice === 'upcoming' ? 'Upcoming' : 'Past'}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
        {dateOptional ? EMPTY_DATE_NOTE : PAST_DATES_NOTE}
      </p>
      {session && <SeriesScopeField form={form} summary={session.summary} />}
      <TextField label="Title" required {...field('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Date" type="date" required={!dateOptional} {...field('date')} />
        <TextField label="Time" type="time" {...field('time')} />
        <TextField
          label="End date"
          type="date"
          hint="For an event over several days."
          {...field('endDate')}
        />
        <TextField
          label="End time"
          type="time"
          hint={`Filled in ${DEFAULT_DURATION} after the start; change it to the real end.`}
          {...field('endTime')}
        />
        <TextField
          label="Location"
          hint="The venue's name (leave blank for an online event)."
          {...field('location')}
        />
        <TextField label="Organizer" {...field('organizer')} />
        <TextField
          // A hybrid event's online places are apart (Attending, below).
          label={form.watch('attendanceMode') === 'hybrid' ? 'Places in the room' : 'Capacity'}
          type="number"
          min={0}
          inputMode="numeric"
          {...field('capacity')}
        />
      </div>
      {schema === 'new' && <RepeatFields form={form} />}
      <OnlineFields form={form} />
      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">Venue address</legend>
        <p className="text-sm text-slate-600">
          Optional. Search engines list an event with its address; visitors get a map link.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Street address" {...field('streetAddress')} />
          <TextField label="City" {...field('locality')} />
          <TextField label="Postal code" {...field('postalCode')} />
          <TextField label="State or region" {...field('region')} />
          <TextField label="Country" hint="For example US or India." {...field('country')} />
          <TextField
            label="Map link"
            type="url"
            hint="A link to the venue on a map."
            {...field('mapUrl')}
          />
        </div>
      </fieldset>
      {when === 'upcoming' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Price" hint="Leave blank if the event is free." {...field('price')} />
          <TextField
            label="Price for IEEE members"
            hint="What a verified IEEE member pays. Leave blank if members pay the price."
            {...field('memberPrice')}
          />
          <TextField
            label="Currency"
            hint="Three letters, such as USD or INR."
            {...field('priceCurrency')}
          />
          <TextField
            label="Early-bird price"
            hint="What those who register early pay. Leave blank for none."
            {...field('earlyBirdPrice')}
          />
          <TextField
            label="Early-bird price until"
            type="date"
            hint="Its last day, on or before the event's."
            {...field('earlyBirdUntil')}
          />
          <PaymentHoldField form={form} />
        </div>
      )}
      {when === 'upcoming' && <RegistrationSettings form={form} />}
      {when === 'past' && <ImageField control={form.control} name="image" label="Image URL" />}
      <TextAreaField label="Description" required rows={4} {...field('description')} />
      <CategoryFields form={form} />
      <SpeakerFields form={form} />
      {choosesCoHosts ? (
        <CoHostFields
          form={form}
          choices={props.coHostChoices ?? []}
          saved={props.event?.coHosts ?? []}
        />
      ) : (
        props.event && <CoHostsSummary event={props.event} />
      )}
      {when === 'past' && (
        <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">Attendance</legend>
          <p id={`${id}-attendance`} className="text-sm text-slate-600">
            For an event held without registration: who came, counted by hand. Leave blank to count
            from the registrations checked in at the door.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="IEEE members attended"
              type="number"
              min={0}
              inputMode="numeric"
              describedBy={`${id}-attendance`}
              {...field('membersAttended')}
            />
            <TextField
              label="Guests attended"
              type="number"
              min={0}
              inputMode="numeric"
              describedBy={`${id}-attendance`}
              {...field('guestsAttended')}
            />
          </div>
        </fieldset>
      )}
      <SelectField
        label="Status"
        hint="A cancelled or postponed event stays listed, with a notice for visitors."
        options={EVENT_STATES.map((state) => ({ value: state, label: STATE_LABELS[state] }))}
        defaultValue={valuesOf(props.event).state}
        {...field('state')}
      />
      <TextField label="Tags" hint="Separate tags with commas." {...field('tags')} />
      {props.chooseVisibility && !editing && <VisibilityFields form={form} />}
    </DashboardForm>
  );
}

/**
 * Whether the price is taken on this site (issue 49): blank, at the door; else registrants pay
 * by UPI and each place is held this many hours for its payment. A field of its own for the
 * bounds a number input shows (the schema refuses beyond them all the same).
 */
function PaymentHoldField(props: {
  form: ReturnType<typeof useForm<EventFormValues, unknown, EventPayload>>;
}) {
  const { registration, error } = fieldsOf(props.form)('paymentHoldHours');
  return (
    <Field
      label="Hours to pay by UPI"
      hint="Leave blank to take payment at the door. Otherwise registrants pay by UPI and each place is held this many hours for its payment (INR only)."
      error={error}
    >
      {(control) => (
        <input
          {...control}
          {...registration}
          type="number"
          min={1}
          max={PAYMENT_HOLD_HOURS_MAX}
          step={1}
          inputMode="numeric"
        />
      )}
    </Field>
  );
}

/**
 * How people attend (issue 48): in person, online or hybrid; for the last two, the meeting's
 * link (registrants reach it through their personal join link only) and when that link is
 * mailed. A public livestream is for any event.
 */
function OnlineFields(props: {
  form: ReturnType<typeof useForm<EventFormValues, unknown, EventPayload>>;
}) {
  const { form } = props;
  const field = fieldsOf(form);
  const mode = form.watch('attendanceMode');
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Attending</legend>
      <div
        className="flex flex-wrap gap-x-6 gap-y-2"
        role="radiogroup"
        aria-label="How people attend"
      >
        {ATTENDANCE_MODES.map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              value={choice}
              {...form.register('attendanceMode')}
              className="size-4 accent-brand-700"
            />
            {ATTENDANCE_LABELS[choice]}
          </label>
        ))}
      </div>
      {isOnlineAttendable(mode) && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Meeting link"
            type="url"
            hint="Meet, Zoom, WebEx, Jitsi or Teams. Only confirmed registrants reach it, through their personal join link: it never shows on public pages, feeds or calendars."
            {...field('meetingUrl')}
          />
          <TextField
            label="Mail the join link (minutes before the start)"
            type="number"
            min={0}
            inputMode="numeric"
            hint={`Each join link opens ${JOIN_OPENS_MINUTES_BEFORE} minutes before the start; joining through it counts as attending online.`}
            {...field('joinReminderMinutes')}
          />
          {mode === 'hybrid' && (
            <TextField
              label="Online places"
              type="number"
              min={0}
              inputMode="numeric"
              hint="Leave blank for no limit. Each registrant chooses the room or online; each has its own places and waiting list."
              {...field('onlineCapacity')}
            />
          )}
        </div>
      )}
      <TextField
        label="Public livestream link"
        type="url"
        hint="Optional: a stream anyone may watch (YouTube…), shown on the event page to every visitor."
        {...field('livestreamUrl')}
      />
    </fieldset>
  );
}
