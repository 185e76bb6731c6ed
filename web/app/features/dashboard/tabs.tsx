import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import type { DashboardKind } from './api';

export type DashboardTab =
  | 'overview'
  | 'events'
  | 'members'
  | 'gallery'
  | 'achievements'
  | 'basic-info'
  | 'settings';

/** The tabs each kind of dashboard has (spec section 2), in order, with their labels. */
export const DASHBOARD_TABS: Record<DashboardKind, readonly { id: DashboardTab; label: string }[]> =
  {
    society: [
      { id: 'overview', label: 'Overview' },
      { id: 'events', label: 'Events' },
      { id: 'members', label: 'Slate Members' },
      { id: 'gallery', label: 'Gallery' },
      { id: 'achievements', label: 'Achievements' },
      { id: 'basic-info', label: 'Basic Info' },
    ],
    council: [
      { id: 'overview', label: 'Overview' },
      { id: 'events', label: 'Events' },
      { id: 'members', label: 'Members' },
      { id: 'achievements', label: 'Achievements' },
      { id: 'settings', label: 'Settings' },
    ],
  };

/** The tab a `?tab=` value names for this kind, else the first. */
export function tabOf(kind: DashboardKind, value: string | null): DashboardTab {
  const tabs = DASHBOARD_TABS[kind];
  return tabs.find((tab) => tab.id === value)?.id ?? 'overview';
}

const tabId = (id: DashboardTab) => `dashboard-tab-${id}`;
const panelId = (id: DashboardTab) => `dashboard-panel-${id}`;

/**
 * The dashboard's tabs, as the ARIA tabs pattern has them: arrow keys, Home and End move between
 * tabs and select them; Tab moves on into the selected panel.
 */
export function DashboardTabs(props: {
  kind: DashboardKind;
  selected: DashboardTab;
  onSelect: (tab: DashboardTab) => void;
  children: ReactNode;
}) {
  const tabs = DASHBOARD_TABS[props.kind];
  const buttons = useRef(new Map<DashboardTab, HTMLButtonElement>());

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

  return (
    <div>
      <div className="border-b border-slate-200 bg-white">
        <div
          role="tablist"
          aria-label="Dashboard sections"
          className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 sm:px-6"
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
                className={`-mb-px cursor-pointer border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap ${
                  selected
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
                }`}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
      </div>
      <div
        role="tabpanel"
        id={panelId(props.selected)}
        aria-labelledby={tabId(props.selected)}
        className="mx-auto max-w-7xl px-4 py-8 sm:px-6"
      >
        {props.children}
      </div>
    </div>
  );
}
