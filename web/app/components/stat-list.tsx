import { formatNumber } from '../lib/format';

export interface Stats {
  members: number;
  events: number;
  awards: number;
}

/** Members, events and awards as three large figures. */
export function StatList({ stats, onDark = false }: { stats: Stats; onDark?: boolean }) {
  const items = [
    { label: 'Members', value: stats.members },
    { label: 'Events', value: stats.events },
    { label: 'Awards', value: stats.awards },
  ];
  return (
    <dl className="grid grid-cols-3 gap-4">
      {items.map((item) => (
        <div
          key={item.label}
          className={`flex flex-col rounded-xl px-4 py-6 text-center ${onDark ? 'bg-white/10 text-white' : 'bg-brand-50 text-brand-900'}`}
        >
          <dt className={`text-sm font-medium ${onDark ? 'text-brand-100' : 'text-slate-600'}`}>
            {item.label}
          </dt>
          <dd className="order-first text-3xl font-bold sm:text-4xl">{formatNumber(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
