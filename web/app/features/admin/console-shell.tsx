import type { AuthUser } from '@chapterhouse/shared';
import { redirect, useOutletContext } from 'react-router';
import { HeaderActions } from '../../components/console/dashboard-header';
import type { TabItem } from '../../components/console/tabs';
import { type ConsoleTab, paths } from '../../config/paths';
import {
  afterAccess,
  checkAccess,
  getProfile,
  hasPassedAccess,
  loadWithSession,
} from '../../lib/dashboard-api';

export const CONSOLE_TABS: readonly TabItem<ConsoleTab>[] = [
  { id: 'organisations', label: 'Organisations' },
  { id: 'accounts', label: 'Accounts' },
  { id: 'site', label: 'Site content' },
  { id: 'media', label: 'Media' },
  { id: 'messages', label: 'Messages' },
  { id: 'newsletter', label: 'Newsletter' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'mail', label: 'Mail' },
  { id: 'reports', label: 'Reports' },
  { id: 'roster', label: 'Roster' },
  { id: 'payments', label: 'Payments' },
  { id: 'activity', label: 'Activity' },
];

/** The tab a console URL shows: `/admin/messages` is Messages, `/admin` Organisations. */
export function consoleTabOf(pathname: string): ConsoleTab {
  const segment = pathname.split('/')[2];
  return CONSOLE_TABS.find((tab) => tab.id === segment)?.id ?? 'organisations';
}

/**
 * Where an old console link (`/admin?tab=site&section=faqs`, from before each tab had its own
 * URL) leads now, keeping its other parameters; null when the URL is not such a link.
 */
export function movedConsoleUrl(url: URL): string | null {
  const tab = url.searchParams.get('tab');
  if (tab === null || url.pathname !== paths.admin()) return null;
  const params = new URLSearchParams(url.search);
  params.delete('tab');
  const search = params.toString();
  const target = paths.admin(CONSOLE_TABS.find((item) => item.id === tab)?.id);
  return search ? `${target}?${search}` : target;
}

/**
 * The console's access check, shared by the loaders of a navigation: the profile of a branch
 * administrator, else Access Denied.
 */
/** Whether the console has let this session in already (its header's count need not wait). */
export const consolePassed = () => hasPassedAccess('console');

export function loadConsoleUser(signal?: AbortSignal) {
  return checkAccess('console', async () => {
    const user = await getProfile(signal);
    if (user.role !== 'BRANCH_ADMIN') throw redirect(paths.unauthorized());
    return user;
  });
}

/**
 * A console tab's loader: a session, then (the first time) the console's access check, then the
 * tab's own lists (see `afterAccess`).
 */
export const loadConsoleTab = <T,>(request: Request, load: () => Promise<T>) =>
  loadWithSession(request, async () => {
    await afterAccess('console', () => loadConsoleUser(request.signal));
    return load();
  });

/** What the console's layout hands its tabs: the branch administrator signed in. */
export interface ConsoleContext {
  user: AuthUser;
}

export const useConsoleContext = () => useOutletContext<ConsoleContext>();

export function ConsoleHeader(props: { name: string; onLogout: () => void }) {
  return (
    <header className="border-b border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-5 sm:px-6">
        <img src={paths.logo()} alt="" width={48} height={48} className="size-12 shrink-0" />
        <div className="min-w-0 flex-1">
          <h1 className="text-xl font-bold text-brand-900 sm:text-2xl">Branch console</h1>
          <p className="text-sm text-slate-600">Signed in as {props.name}</p>
        </div>
        <HeaderActions
          publicPage={{ to: paths.home(), label: 'View Public Site' }}
          onLogout={props.onLogout}
        />
      </div>
    </header>
  );
}
