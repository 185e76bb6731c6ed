import { type DashboardSeries, seriesSettingsSchema } from '@chapterhouse/shared';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { isRouteErrorResponse, Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useConfirmation } from '../../components/console/confirm-dialog';
import { DashboardLoadError } from '../../components/console/dashboard-error';
import { EmptyList, ItemButton } from '../../components/console/panel';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import { ActionButton, DashboardForm, schemaResolver } from '../../components/forms/form-fields';
import { StatusPage } from '../../components/status-page';
import type { DashboardTarget } from '../../lib/dashboard-api';
import { formatDate, formatList, formatNumber } from '../../lib/format';
import { deleteSeries, leaveOutSession, saveSeriesSettings } from './series-api';
import {
  SeriesSettingsFields,
  type SeriesSettingsValues,
  seriesSettingsInput,
  seriesSettingsValuesOf,
} from './series-fields';
import { SessionMarks, sessionDay, sessionTimes } from './series-sessions';

export const SERIES_SETTINGS_SAVED = 'Series settings saved.';
export const SERIES_DELETED = 'Series deleted.';
export const CONFIRM_DELETE_SERIES =
  'Are you sure you want to delete this series? Its upcoming sessions are deleted with it.';
/** The end of a series left blank: the shared rule's own sentence. */
export const SERIES_END_REQUIRED = 'Give the date of the last session or the number of sessions';

export const confirmLeaveOut = (day: string) =>
  `Leave out the session of ${day}? It will not take place, and the series no longer lists it.`;

/** Where a session's own pages are in the dashboard, by its event's id. */
export interface SessionHrefs {
  registrations: (eventId: number) => string;
  preview: (eventId: number) => string;
  report: (eventId: number) => string;
}

type Session = DashboardSeries['sessions'][number];

const linkClass =
  'rounded-lg border border-brand-700 px-3 py-1.5 text-center text-xs font-semibold text-brand-700 hover:bg-brand-50';

/** A section of the page: its heading (h3, under the page's h2) and what it holds. */
function Section(props: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div>
        <h3 id={id} className="text-base font-semibold text-slate-900">
          {props.title}
        </h3>
        {props.description && <p className="mt-1 text-sm text-slate-600">{props.description}</p>}
      </div>
      {props.children}
    </section>
  );
}

/** `3 registered, 2 checked in`: a session's registrations. */
function countsOf(session: Session): string {
  const registered = `${formatNumber(session.registrations)} registered`;
  return session.checkedIn > 0
    ? `${registered}, ${formatNumber(session.checkedIn)} checked in`
    : registered;
}

/** One session: when and where, its marks and registrations, its pages and "Leave out". */
function SessionItem(props: {
  session: Session;
  place: string | null;
  hrefs: SessionHrefs;
  busy: boolean;
  onLeaveOut: () => void;
}) {
  const { session, hrefs } = props;
  const name = `session of ${sessionDay(session)}`;
  const { eventId } = session;
  // A session with registrations is cancelled instead (its registrants are told); a past one
  // took place.
  const leavesOut = !session.past && session.registrations === 0;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1 text-sm text-slate-700">
        <p className="font-semibold text-slate-900">
          <time dateTime={session.date}>{sessionDay(session)}</time>
        </p>
        <p>
          {sessionTimes(session)}
          {props.place && <span className="[overflow-wrap:anywhere]"> · {props.place}</span>}
        </p>
        <SessionMarks session={session} />
        {eventId !== null && <p>{countsOf(session)}</p>}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 sm:max-w-xs sm:justify-end">
        {eventId !== null && (
          <>
            <Link to={hrefs.preview(eventId)} className={linkClass}>
              Preview<span className="sr-only">: {name}</span>
            </Link>
            <Link to={hrefs.registrations(eventId)} className={linkClass}>
              Registrations<span className="sr-only">: {name}</span>
            </Link>
            {session.past && (
              <Link to={hrefs.report(eventId)} className={linkClass}>
                Report<span className="sr-only">: {name}</span>
              </Link>
            )}
          </>
        )}
        {leavesOut && (
          <ItemButton
            label="Leave out"
            itemName={name}
            danger
            disabled={props.busy}
            onClick={props.onLeaveOut}
          />
        )}
      </div>
    </li>
  );
}

interface SettingsFormValues extends SeriesSettingsValues {
  /** Not a field: sent back as loaded, so a save never undoes another's. */
  version: number;
}

type SettingsPayload = z.output<typeof seriesSettingsSchema>;

const settingsValuesOf = (series: DashboardSeries): SettingsFormValues => ({
  ...seriesSettingsValuesOf(series),
  version: series.version,
});

/**
 * The series' own settings, saved with the version they were loaded with: a save made stale by
 * another (409) says so, and the form shows the series as it is now.
 */
function SeriesSettingsForm(props: { target: DashboardTarget; series: DashboardSeries }) {
  const { series } = props;
  const change = useDashboardChange();
  const resolver = useMemo<Resolver<SettingsFormValues, unknown, SettingsPayload>>(() => {
    const schema = schemaResolver<SettingsFormValues, typeof seriesSettingsSchema>(
      seriesSettingsSchema,
    );
    return async (values, context, options) => {
      const input = { ...seriesSettingsInput(values), version: values.version };
      const result = await schema(input as unknown as SettingsFormValues, context, options);
      const payload = result.values as Partial<SettingsPayload>;
      // A series ends: the chosen end may not be left blank.
      if (payload.count === null && payload.until === null) {
        return {
          values: {},
          errors: { until: { type: 'required', message: SERIES_END_REQUIRED } },
        };
      }
      return result;
    };
  }, []);
  const form = useForm<SettingsFormValues, unknown, SettingsPayload>({
    resolver,
    defaultValues: settingsValuesOf(series),
  });
  const { reset } = form;
  /** The version the form's values are of: a save sends it. */
  const base = useRef(series.version);

  // The series changed on the server (another's save, found by a conflict; a session left out):
  // the form shows it as it is now.
  useEffect(() => {
    if (series.version === base.current) return;
    base.current = series.version;
    reset(settingsValuesOf(series));
  }, [series, reset]);

  const save = async (payload: SettingsPayload) => {
    const result = await change(
      () => saveSeriesSettings(props.target, series.id, payload),
      SERIES_SETTINGS_SAVED,
    );
    if (!result.ok) return;
    base.current = result.value.version;
    reset(settingsValuesOf(result.value));
  };

  return (
    <DashboardForm form={form} submitLabel="Save settings" onSubmit={save}>
      <SeriesSettingsFields form={form} />
    </DashboardForm>
  );
}

/**
 * A series in its organisation's dashboard (issue 48): its rule in words, its sessions (each
 * session's preview, registrations and report; "Leave out" for an upcoming one nobody registered
 * for), its settings, and deleting it. Its sessions are edited from the Events tab, as events.
 */
export function SeriesDashboard(props: {
  target: DashboardTarget;
  series: DashboardSeries;
  eventsHref: string;
  hrefs: SessionHrefs;
  /** The series' summary report (its sessions' attendance, the totals). */
  reportHref?: string;
  /** The series' certificates (for attending its share of the sessions). */
  certificatesHref?: string;
}) {
  const { target, series } = props;
  const change = useDashboardChange();
  const ask = useConfirmation();
  const navigate = useNavigate();
  const titleId = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const upcoming = series.sessions.filter((session) => !session.past).length;

  const leaveOut = async (session: Session) => {
    const confirmed = await ask({
      question: confirmLeaveOut(sessionDay(session)),
      confirmLabel: 'Leave out',
    });
    if (!confirmed) return;
    setBusy(session.originalDate);
    await change(
      () => leaveOutSession(target, series, session.originalDate),
      `The session of ${sessionDay(session)} is left out of the series.`,
    );
    setBusy(null);
  };

  const remove = async () => {
    if (!(await ask({ question: CONFIRM_DELETE_SERIES, confirmLabel: 'Delete series' }))) return;
    setBusy('delete');
    // The page would have nothing to show again: the Events tab loads instead.
    const result = await change(() => deleteSeries(target, series.id), SERIES_DELETED, {
      reload: false,
    });
    setBusy(null);
    if (result.ok) navigate(props.eventsHref);
  };

  return (
    <article aria-labelledby={titleId} className="space-y-6">
      <Link
        to={props.eventsHref}
        className="text-sm font-medium text-brand-700 underline hover:text-brand-800"
      >
        <span aria-hidden="true">← </span>All events
      </Link>
      <div className="space-y-1">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">Series</p>
        <h2 id={titleId} className="text-xl font-bold text-slate-900 [overflow-wrap:anywhere]">
          {series.title}
        </h2>
        {(props.reportHref || props.certificatesHref) && (
          <div className="flex flex-wrap gap-2 pt-1">
            {props.reportHref && (
              <Link to={props.reportHref} className={linkClass}>
                Summary report<span className="sr-only">: {series.title}</span>
              </Link>
            )}
            {props.certificatesHref && (
              <Link to={props.certificatesHref} className={linkClass}>
                Certificates<span className="sr-only">: {series.title}</span>
              </Link>
            )}
          </div>
        )}
        <p className="text-sm text-slate-700">
          {series.summary} <span className="text-slate-600">(times in {series.timeZoneName})</span>
        </p>
        {series.location && <p className="text-sm text-slate-700">{series.location}</p>}
      </div>

      <Section
        title="Sessions"
        description={`${formatNumber(series.sessions.length)} listed, ${formatNumber(upcoming)} to come. A session is edited, cancelled or moved from the Events tab, as an event.`}
      >
        {series.sessions.length === 0 ? (
          <EmptyList>This series has no sessions.</EmptyList>
        ) : (
          <ol aria-label={`Sessions of ${series.title}`} className="space-y-3">
            {series.sessions.map((session) => (
              <SessionItem
                key={session.originalDate}
                session={session}
                place={session.location ?? series.location}
                hrefs={props.hrefs}
                busy={busy !== null}
                onLeaveOut={() => void leaveOut(session)}
              />
            ))}
          </ol>
        )}
        {series.exceptions.length > 0 && (
          <p className="text-sm text-slate-600">
            Left out: {formatList(series.exceptions.map((date) => formatDate(date)))}.
          </p>
        )}
      </Section>

      <Section
        title="Settings"
        description="How the series ends, how people register and its certificate."
      >
        <SeriesSettingsForm target={target} series={series} />
      </Section>

      <Section
        title="Delete series"
        description="Its upcoming sessions are deleted with it. A series whose upcoming sessions have registrations cannot be deleted: cancel those sessions instead, which tells the people registered."
      >
        <div>
          <ActionButton variant="danger" disabled={busy !== null} onClick={() => void remove()}>
            {busy === 'delete' ? 'Deleting...' : 'Delete series'}
          </ActionButton>
        </div>
      </Section>
    </article>
  );
}

/**
 * When a series' page cannot load: a series this organisation does not have (or an address that
 * names none) is "Series not found", with the way back to its events; anything else says so.
 */
export function SeriesLoadError(props: { error: unknown; eventsHref: string }) {
  if (isRouteErrorResponse(props.error) && props.error.status === 404) {
    return (
      <StatusPage
        title="Series not found."
        message="This organisation has no such series. It may have been deleted."
        actions={[{ to: props.eventsHref, label: 'All events' }]}
      />
    );
  }
  return <DashboardLoadError title="Could not load the series" error={props.error} />;
}
