import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { Link, useNavigate } from 'react-router';

/** One tab of a tab list: its id (as in `?tab=`) and its label. */
export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  /** A number beside the label (e.g. unhandled messages), and what it counts for screen readers. */
  count?: { value: number; label: string };
}

/**
 * Tabs as the ARIA tabs pattern has them: arrow keys, Home and End move between tabs and select
 * them; Tab moves on into the selected panel. `page` tabs span the page under its header;
 * `section` tabs sit inside a panel (the branch console's Site content, say).
 */
export function Tabs<Id extends string>(props: {
  tabs: readonly TabItem<Id>[];
  selected: Id;
  /**
   * Where each tab leads, when every tab is a page of its own (the console's and the dashboards'
   * tabs are nested routes); without it, `onSelect` switches tabs within the page.
   */
  hrefOf?: (tab: Id) => string;
  onSelect?: (tab: Id) => void;
  /** Names the tab list for screen readers, e.g. 'Dashboard sections'. */
  label: string;
  /** Makes the tabs' and panels' ids unique on the page. */
  idPrefix: string;
  layout?: 'page' | 'section';
  children: ReactNode;
}) {
  const { tabs, idPrefix } = props;
  const buttons = useRef(new Map<Id, HTMLElement>());
  const tabId = (id: Id) => `${idPrefix}-tab-${id}`;
  const panelId = (id: Id) => `${idPrefix}-panel-${id}`;
  const page = (props.layout ?? 'page') === 'page';
  const navigate = useNavigate();
  const { hrefOf } = props;
  // A tab's page replaces the one before in the history, as a tab switch within a page would.
  const select = (id: Id) => {
    if (hrefOf) void navigate(hrefOf(id), { replace: true, preventScrollReset: true });
    else props.onSelect?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    select(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  const list = (
    <div
      role="tablist"
      aria-label={props.label}
      className={
        page
          ? 'relative mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 sm:px-6'
          : 'relative flex gap-1 overflow-x-auto border-b border-slate-200 print:hidden'
      }
    >
      {tabs.map((tab, index) => {
        const selected = tab.id === props.selected;
        const shared = {
          ref: (element: HTMLElement | null) => {
            if (element) buttons.current.set(tab.id, element);
            else buttons.current.delete(tab.id);
          },
          role: 'tab',
          id: tabId(tab.id),
          'aria-selected': selected,
          'aria-controls': selected ? panelId(tab.id) : undefined,
          tabIndex: selected ? 0 : -1,
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, index),
          className: `-mb-px cursor-pointer border-b-2 whitespace-nowrap ${
            page ? 'px-4 py-3 text-sm font-semibold' : 'px-3 py-2 text-sm font-medium'
          } ${
            selected
              ? 'border-brand-700 text-brand-800'
              : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
          }`,
        } as const;
        const label = (
          <>
            {tab.label}
            {tab.count && tab.count.value > 0 && (
              <span className="ml-2 inline-block min-w-5 rounded-full bg-red-700 px-1.5 text-center text-xs leading-5 font-bold text-white">
                {tab.count.value}
                <span className="sr-only"> {tab.count.label}</span>
              </span>
            )}
          </>
        );
        return hrefOf ? (
          <Link
            key={tab.id}
            {...shared}
            to={hrefOf(tab.id)}
            replace
            preventScrollReset
            aria-current={selected ? 'page' : undefined}
          >
            {label}
          </Link>
        ) : (
          <button key={tab.id} {...shared} type="button" onClick={() => select(tab.id)}>
            {label}
          </button>
        );
      })}
    </div>
  );

  // A printed page is its panel alone (an annual report, say): the tabs are for the screen.
  return (
    <div>
      {page ? <div className="border-b border-slate-200 bg-white print:hidden">{list}</div> : list}
      <div
        role="tabpanel"
        id={panelId(props.selected)}
        aria-labelledby={tabId(props.selected)}
        className={page ? 'mx-auto max-w-7xl px-4 py-8 sm:px-6 print:max-w-none print:p-0' : 'pt-6'}
      >
        {props.children}
      </div>
    </div>
  );
}
