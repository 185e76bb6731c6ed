import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { DashboardKind } from './api';

export type DashboardTab =
  | 'overview'
  | 'events'
  | 'members'
  | 'gallery'
  | 'achievements'
  | 'basic-info'
  | 'settings'
  | 'media'
  | 'history';

/** The tabs each kind of dashboard has (spec section 2), in order, with their labels. */
export const DASHBOARD_TABS: Record<DashboardKind, readonly TabItem<DashboardTab>[]> = {
  society: [
    { id: 'overview', label: 'Overview' },
    { id: 'events', label: 'Events' },
    { id: 'members', label: 'Slate Members' },
    { id: 'gallery', label: 'Gallery' },
    { id: 'achievements', label: 'Achievements' },
    { id: 'basic-info', label: 'Basic Info' },
    { id: 'media', label: 'Media' },
    { id: 'history', label: 'History' },
  ],
  council: [
    { id: 'overview', label: 'Overview' },
    { id: 'events', label: 'Events' },
    { id: 'members', label: 'Members' },
    { id: 'achievements', label: 'Achievements' },
    { id: 'settings', label: 'Settings' },
    { id: 'media', label: 'Media' },
    { id: 'history', label: 'History' },
  ],
};

/** The tab a `?tab=` value names for this kind, else the first. */
export function tabOf(kind: DashboardKind, value: string | null): DashboardTab {
  const tabs = DASHBOARD_TABS[kind];
  return tabs.find((tab) => tab.id === value)?.id ?? 'overview';
}

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
  onSelect: (tab: Id) => void;
  /** Names the tab list for screen readers, e.g. 'Dashboard sections'. */
  label: string;
  /** Makes the tabs' and panels' ids unique on the page. */
  idPrefix: string;
  layout?: 'page' | 'section';
  children: ReactNode;
}) {
  const { tabs, idPrefix } = props;
  const buttons = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${idPrefix}-tab-${id}`;
  const panelId = (id: Id) => `${idPrefix}-panel-${id}`;
  const page = (props.layout ?? 'page') === 'page';

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
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
    props.onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  const list = (
    <div
      role="tablist"
      aria-label={props.label}
      className={
        page
          ? 'mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 sm:px-6'
          : 'flex gap-1 overflow-x-auto border-b border-slate-200'
      }
    >
      {tabs.map((tab, index) => {
        const selected = tab.id === props.selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={selected}
            aria-controls={selected ? panelId(tab.id) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => props.onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`-mb-px cursor-pointer border-b-2 whitespace-nowrap ${
              page ? 'px-4 py-3 text-sm font-semibold' : 'px-3 py-2 text-sm font-medium'
            } ${
              selected
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
            }`}
          >
            {tab.label}
            {tab.count && tab.count.value > 0 && (
              <span className="ml-2 inline-block min-w-5 rounded-full bg-red-700 px-1.5 text-center text-xs leading-5 font-bold text-white">
                {tab.count.value}
                <span className="sr-only"> {tab.count.label}</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );

  return (
    <div>
      {page ? <div className="border-b border-slate-200 bg-white">{list}</div> : list}
      <div
        role="tabpanel"
        id={panelId(props.selected)}
        aria-labelledby={tabId(props.selected)}
        className={page ? 'mx-auto max-w-7xl px-4 py-8 sm:px-6' : 'pt-6'}
      >
        {props.children}
      </div>
    </div>
  );
}

/** An organisation dashboard's tabs: those of its kind. */
export function DashboardTabs(props: {
  kind: DashboardKind;
  selected: DashboardTab;
  onSelect: (tab: DashboardTab) => void;
  children: ReactNode;
}) {
  return (
    <Tabs
      tabs={DASHBOARD_TABS[props.kind]}
      selected={props.selected}
      onSelect={props.onSelect}
      label="Dashboard sections"
      idPrefix="dashboard"
    >
      {props.children}
    </Tabs>
  );
}

/**
 * A route's `shouldRevalidate` when some of its tabs load a list of their own: a page of
 * messages, say, with its page number and filters in the query. Opening such a tab, or changing
 * its query, loads again; the other tabs share the data loaded (and `keepParams`, e.g. a section
 * within a tab, never loads anything).
 */
export function reloadForListTabs(options: {
  tabParam: string;
  listTabs: readonly string[];
  keepParams?: readonly string[];
}) {
  const { tabParam, listTabs, keepParams = [] } = options;
  const listOf = (url: URL) => {
    const tab = url.searchParams.get(tabParam);
    if (!tab || !listTabs.includes(tab)) return null;
    const params = new URLSearchParams(url.search);
    for (const name of keepParams) params.delete(name);
    params.sort();
    return params.toString();
  };
  return ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) => {
    if (currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search) {
      return defaultShouldRevalidate;
    }
    const next = listOf(nextUrl);
    // A tab that reads the data shared by all (loaded with any tab) needs nothing new.
    if (next === null) return false;
    return next === listOf(currentUrl) ? false : defaultShouldRevalidate;
  };
}
