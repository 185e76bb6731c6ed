import { Link } from 'react-router';
import { paths } from '../../config/paths';

export type EventsView = 'list' | 'month';

const VIEW_LINK =
  'inline-flex min-h-10 items-center rounded-md px-4 py-1.5 text-sm font-semibold hover:bg-brand-50';
const CURRENT_VIEW = 'bg-brand-700 text-white hover:bg-brand-800';

/**
 * "List | Month" above an events list: plain links (the month view is `?view=month`), so the
 * switch works without any script, and each view has an address to share.
 */
export function EventViewSwitch(props: { listPath: string; view: EventsView }) {
  const views = [
    { view: 'list', label: 'List', to: props.listPath },
    { view: 'month', label: 'Month', to: paths.eventsMonth(props.listPath) },
  ] as const;
  return (
    <nav aria-label="Show events as" className="mt-6">
      <ul className="inline-flex gap-1 rounded-lg border border-slate-300 bg-white p-1">
        {views.map((item) => (
          <li key={item.view}>
            <Link
              to={item.to}
              aria-current={props.view === item.view ? 'page' : undefined}
              className={`${VIEW_LINK} ${props.view === item.view ? CURRENT_VIEW : 'text-brand-700'}`}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
