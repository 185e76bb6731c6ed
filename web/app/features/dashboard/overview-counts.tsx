import type { OrganisationDetail } from '@chapterhouse/shared';
import { formatNumber } from '../../lib/format';

/** The tabs the spec gives each kind of dashboard; editing them arrives in the next release. */
export const DASHBOARD_TABS = {
  society: ['Overview', 'Events', 'Slate Members', 'Gallery', 'Achievements', 'Basic Info'],
  council: ['Overview', 'Events', 'Members', 'Achievements', 'Settings'],
} as const;

function listOf(words: readonly string[]): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : words.join('');
}

/** Read-only figures from the dashboard call, until the Overview tab replaces them. */
export function OverviewCounts({ organisation }: { organisation: OrganisationDetail }) {
  const kind = organisation.kind === 'council' ? 'council' : 'society';
  const tiles = [
    { label: 'Slate Members', value: formatNumber(organisation.counts.slate) },
    { label: 'Student Members', value: formatNumber(organisation.studentMemberCount) },
    {
      label: 'Events Conducted',
      value: formatNumber(organisation.counts.pastEvents),
      detail: `${formatNumber(organisation.counts.upcomingEvents)} upcoming`,
    },
    { label: 'Achievements', value: formatNumber(organisation.counts.achievements) },
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <p
        role="note"
        className="rounded-xl border border-brand-100 bg-brand-50 px-5 py-4 text-sm text-brand-900"
      >
        You are signed in as an administrator of {organisation.name}. Editing arrives in the next
        release, with the {listOf(DASHBOARD_TABS[kind])} tabs; until then this page shows your
        figures as visitors see them.
      </p>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">At a glance</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map((tile) => (
          <div
            key={tile.label}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <dt className="text-sm font-medium text-slate-600">{tile.label}</dt>
            <dd className="order-first text-3xl font-bold text-brand-900">{tile.value}</dd>
            {tile.detail && <dd className="mt-1 text-sm text-slate-500">{tile.detail}</dd>}
          </div>
        ))}
      </dl>
    </div>
  );
}
