import type { OrganisationDetail } from '@chapterhouse/shared';
import { can, type Permission } from '@chapterhouse/shared/auth-rules';
import { useOutletContext } from 'react-router';
import type { TabItem } from '../../components/console/tabs';
import type { DashboardTab } from '../../config/paths';
import {
  afterAccess,
  checkAccess,
  type DashboardKind,
  type DashboardTarget,
  getOrganisationDashboard,
  loadWithSession,
} from '../../lib/dashboard-api';

/** The tabs each kind of dashboard has (spec section 2), in order, with their labels. */
export const DASHBOARD_TABS: Record<DashboardKind, readonly TabItem<DashboardTab>[]> = {
  society: [
    { id: 'overview', label: 'Overview' },
    { id: 'events', label: 'Events' },
    { id: 'members', label: 'Slate Members' },
    { id: 'gallery', label: 'Gallery' },
    { id: 'achievements', label: 'Achievements' },
    { id: 'reports', label: 'Reports' },
    { id: 'payments', label: 'Payments' },
    { id: 'basic-info', label: 'Basic Info' },
    { id: 'media', label: 'Media' },
    { id: 'team', label: 'Team' },
    { id: 'history', label: 'History' },
    { id: 'search', label: 'Search' },
  ],
  council: [
    { id: 'overview', label: 'Overview' },
    { id: 'events', label: 'Events' },
    { id: 'members', label: 'Members' },
    { id: 'achievements', label: 'Achievements' },
    { id: 'reports', label: 'Reports' },
    { id: 'payments', label: 'Payments' },
    { id: 'settings', label: 'Settings' },
    { id: 'media', label: 'Media' },
    { id: 'team', label: 'Team' },
    { id: 'history', label: 'History' },
    { id: 'search', label: 'Search' },
  ],
};

/** The tab this kind of dashboard has under that name, else its Overview. */
/**
 * The tabs only some of a team see: the treasurer's Payments (issue 49: the bank statement
 * matched to paid registrations) for those who keep the accounts, owners and branch admins. The
 * server refuses anyone else; the tab's loader then shows Access Denied.
 */
const TAB_PERMISSIONS: Partial<Record<DashboardTab, Permission>> = {
  payments: 'payments:manage',
};

/** The tabs a person sees on an organisation's dashboard, in order. */
export function dashboardTabsFor(
  kind: DashboardKind,
  user: Parameters<typeof can>[0],
  organisation: { id: number },
): readonly TabItem<DashboardTab>[] {
  return DASHBOARD_TABS[kind].filter((tab) => {
    const permission = TAB_PERMISSIONS[tab.id];
    return !permission || can(user, permission, organisation);
  });
}

export function dashboardTabOf(
  kind: DashboardKind,
  value: string | null | undefined,
): DashboardTab {
  return DASHBOARD_TABS[kind].find((tab) => tab.id === value)?.id ?? 'overview';
}

const accessKey = (target: DashboardTarget) => `${target.kind}:${target.org}`;

/** The organisation a dashboard shows, read once: its own read is the dashboard's access check. */
export const loadDashboardOrganisation = (target: DashboardTarget, signal?: AbortSignal) =>
  checkAccess(accessKey(target), () =>
    getOrganisationDashboard(target.kind, String(target.org), signal),
  );

/**
 * A dashboard tab's loader: a session, then (the first time) the dashboard's access check, then
 * the tab's own lists (see `afterAccess`).
 */
export const loadDashboardTab = <T,>(
  request: Request,
  target: DashboardTarget,
  load: () => Promise<T>,
) =>
  loadWithSession(request, async () => {
    await afterAccess(accessKey(target), () => loadDashboardOrganisation(target, request.signal));
    return load();
  });

/**
 * What a dashboard's layout hands its tabs: the organisation (loaded once for the header) and
 * where changes go (its id, whatever the URL named it by).
 */
export interface DashboardContext {
  kind: DashboardKind;
  organisation: OrganisationDetail;
  target: DashboardTarget;
}

export const useDashboardContext = () => useOutletContext<DashboardContext>();
