import type { DashboardEvent, OrganisationDetail } from '@chapterhouse/shared';
import { Panel } from '../../components/console/panel';
import type { DashboardKind } from '../../lib/dashboard-api';
import { formatDate, formatNumber } from '../../lib/format';
import { NO_MISSION, NO_VISION } from './settings-tab';

/** How many events of each list the Overview shows (spec section 9). */
export const OVERVIEW_EVENTS = 3;

interface Tile {
  label: string;
  value: number;
  detail?: string;
}

function tilesOf(kind: DashboardKind, organisation: OrganisationDetail): Tile[] {
  const { counts } = organisation;
  if (kind === 'council') {
    return [
      { label: 'Total Members', value: organisation.studentMemberCount },
      { label: 'Events Hosted', value: counts.pastEvents },
      { label: 'Awards Won', value: counts.achievements },
    ];
  }
  return [
    { label: 'Slate Members', value: counts.slate },
    { label: 'Student Members', value: organisation.studentMemberCount },
    {
      label: 'Events Conducted',
      value: counts.pastEvents,
      detail: `${formatNumber(counts.upcomingEvents)} upcoming`,
    },
    { label: 'Achievements', value: counts.achievements },
  ];
}

function EventSummary(props: { events: DashboardEvent[]; empty: string; withTime: boolean }) {
  if (props.events.length === 0) return <p className="text-sm text-slate-600">{props.empty}</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
      {props.events.map((event) => (
        <li key={event.id} className="px-5 py-3">
          <h3 className="font-medium text-slate-900">{event.title}</h3>
          <p className="text-sm text-slate-600">
            <time dateTime={event.date}>{formatDate(event.date)}</time>
            {props.withTime && event.time && <span> · {event.time}</span>}
            {event.location && <span> · {event.location}</span>}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The Overview tab: the figures, (for councils) vision and mission, and the three most recent
 * past events and three nearest upcoming ones, as the dashboard's lists order them.
 */
export function OverviewTab(props: {
  kind: DashboardKind;
  organisation: OrganisationDetail;
  pastEvents: DashboardEvent[];
  upcomingEvents: DashboardEvent[];
}) {
  const { kind, organisation } = props;
  const tiles = tilesOf(kind, organisation);
  return (
    <div className="space-y-10">
      <section aria-labelledby="overview-figures">
        <h2 id="overview-figures" className="sr-only">
          At a glance
        </h2>
        <dl
          className={`grid gap-4 sm:grid-cols-2 ${tiles.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
        >
          {tiles.map((tile) => (
            <div
              key={tile.label}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <dt className="text-sm font-medium text-slate-600">{tile.label}</dt>
              <dd className="order-first text-3xl font-bold text-brand-900">
                {formatNumber(tile.value)}
              </dd>
              {tile.detail && <dd className="mt-1 text-sm text-slate-500">{tile.detail}</dd>}
            </div>
          ))}
        </dl>
      </section>

      {kind === 'council' && (
        <div className="grid gap-4 md:grid-cols-2">
          <Panel title="Vision">
            <p className="whitespace-pre-line text-slate-700">
              {organisation.vision.trim() || NO_VISION}
            </p>
          </Panel>
          <Panel title="Mission">
            <p className="whitespace-pre-line text-slate-700">
              {organisation.mission.trim() || NO_MISSION}
            </p>
          </Panel>
        </div>
      )}

      <div className="grid gap-8 lg:grid-cols-2">
        <Panel title="Recent Past Events">
          <EventSummary
            events={props.pastEvents.slice(0, OVERVIEW_EVENTS)}
            empty="No past events yet."
            withTime={false}
          />
        </Panel>
        <Panel title="Upcoming Events">
          <EventSummary
            events={props.upcomingEvents.slice(0, OVERVIEW_EVENTS)}
            empty="No upcoming events yet."
            withTime
          />
        </Panel>
      </div>
    </div>
  );
}
