import { useState } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import { Toaster } from '../../components/toaster';
import { paths } from '../../config/paths';
import { HeaderActions } from '../dashboard/dashboard-header';
import { consoleLibrary, MediaLibraryProvider } from '../dashboard/media-library';
import { MediaTab } from '../dashboard/media-tab';
import { type TabItem, Tabs } from '../dashboard/tabs';
import { AccountsTab } from './accounts-tab';
import { ActivityTab } from './activity-tab';
import type { AdminData } from './api';
import type { ConsoleList } from './inbox-api';
import { MailTab } from './mail-tab';
import { MessagesTab } from './messages-tab';
import { NewsletterTab } from './newsletter-tab';
import { NotificationsTab } from './notifications-tab';
import { OrganisationsTab } from './organisations-tab';
import { SiteContentTab, type SiteSection, sectionOf } from './site-content-tab';

export type AdminTab =
  | 'organisations'
  | 'accounts'
  | 'site'
  | 'media'
  | 'messages'
  | 'newsletter'
  | 'notifications'
  | 'mail'
  | 'activity';

export const ADMIN_TABS: readonly TabItem<AdminTab>[] = [
  { id: 'organisations', label: 'Organisations' },
  { id: 'accounts', label: 'Accounts' },
  { id: 'site', label: 'Site content' },
  { id: 'media', label: 'Media' },
  { id: 'messages', label: 'Messages' },
  { id: 'newsletter', label: 'Newsletter' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'mail', label: 'Mail' },
  { id: 'activity', label: 'Activity' },
];

/** The query parameters that keep the selected tab and Site content section across reloads. */
export const TAB_PARAM = 'tab';
export const SECTION_PARAM = 'section';

const tabOf = (value: string | null): AdminTab =>
  ADMIN_TABS.find((tab) => tab.id === value)?.id ?? 'organisations';

function AdminHeader(props: { name: string; onLogout: () => void }) {
  return (
    <header className="border-b border-slate-200 bg-white">
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

/** The list loaded for `tab`, once the route has loaded it (not yet while it loads). */
function listFor<T extends ConsoleList['tab']>(
  data: AdminData,
  tab: T,
): Extract<ConsoleList, { tab: T }> | null {
  return data.list?.tab === tab ? (data.list as Extract<ConsoleList, { tab: T }>) : null;
}

/** Shown in a list tab's place while its first page loads. */
function ListLoading() {
  return (
    <p role="status" className="py-8 text-center text-sm text-slate-600">
      Loading...
    </p>
  );
}

/**
 * The branch console: Organisations, Accounts, Site content, and what reaches the branch and what
 * it sends and changes (Messages, Newsletter, Notifications, Mail, Activity). The selected tab
 * (with its section, page and filters) lives in the URL; every tab reads the data the route
 * loaded.
 */
export function AdminPage(props: { data: AdminData; onLogout: () => void }) {
  const { data } = props;
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams.get(TAB_PARAM));
  const section = sectionOf(searchParams.get(SECTION_PARAM));
  // The landing page's pictures come from (and go to) the branch's library.
  const [library] = useState(consoleLibrary);

  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === paths.admin();

  // A tab starts on its first page, unfiltered: pages and filters belong to the tab left.
  const select = (next: { tab: AdminTab; section?: SiteSection }) => {
    const params = new URLSearchParams();
    if (next.tab !== 'organisations') params.set(TAB_PARAM, next.tab);
    if (next.tab === 'site' && next.section && next.section !== 'hero-slides') {
      params.set(SECTION_PARAM, next.section);
    }
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };

  const tabs = ADMIN_TABS.map((item) =>
    item.id === 'messages'
      ? { ...item, count: { value: data.unhandledMessages, label: 'unhandled' } }
      : item,
  );

  const panel = () => {
    switch (tab) {
      case 'accounts':
        return (
          <AccountsTab
            accounts={data.accounts}
            organisations={data.organisations}
            user={data.user}
          />
        );
      case 'site':
        return (
          <SiteContentTab
            data={data}
            section={section}
            onSelect={(next) => select({ tab: 'site', section: next })}
          />
        );
      case 'media':
        return (
          <MediaTab
            items={data.media}
            showOrganisation
            description="Every organisation's uploads. Yours (for the landing page) go to the branch's library."
          />
        );
      case 'messages': {
        const list = listFor(data, 'messages');
        return list ? <MessagesTab list={list} /> : <ListLoading />;
      }
      case 'newsletter': {
        const list = listFor(data, 'newsletter');
        return list ? <NewsletterTab list={list} /> : <ListLoading />;
      }
      case 'notifications': {
        const list = listFor(data, 'notifications');
        return list ? <NotificationsTab list={list} /> : <ListLoading />;
      }
      case 'mail': {
        const list = listFor(data, 'mail');
        return list ? <MailTab list={list} /> : <ListLoading />;
      }
      case 'activity': {
        const list = listFor(data, 'activity');
        return list ? (
          <ActivityTab list={list} organisations={data.organisations} accounts={data.accounts} />
        ) : (
          <ListLoading />
        );
      }
      default:
        return <OrganisationsTab organisations={data.organisations} />;
    }
  };

  return (
    <div className="min-h-screen bg-slate-50">
      <AdminHeader name={data.user.name} onLogout={props.onLogout} />
      <main id="main">
        {loading && (
          <p
            role="status"
            className="fixed top-0 right-0 left-0 z-30 bg-brand-700 py-1 text-center text-xs font-semibold text-white"
          >
            Loading...
          </p>
        )}
        <MediaLibraryProvider library={library}>
          <Tabs
            tabs={tabs}
            selected={tab}
            onSelect={(next) => select({ tab: next })}
            label="Console sections"
            idPrefix="admin"
          >
            {panel()}
          </Tabs>
        </MediaLibraryProvider>
      </main>
      <Toaster />
    </div>
  );
}
