import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Toaster } from '../../components/toaster';
import { paths } from '../../config/paths';
import { HeaderActions } from '../dashboard/dashboard-header';
import { consoleLibrary, MediaLibraryProvider } from '../dashboard/media-library';
import { MediaTab } from '../dashboard/media-tab';
import { type TabItem, Tabs } from '../dashboard/tabs';
import { AccountsTab } from './accounts-tab';
import type { AdminData } from './api';
import { OrganisationsTab } from './organisations-tab';
import { SiteContentTab, type SiteSection, sectionOf } from './site-content-tab';

export type AdminTab = 'organisations' | 'accounts' | 'site' | 'media';

export const ADMIN_TABS: readonly TabItem<AdminTab>[] = [
  { id: 'organisations', label: 'Organisations' },
  { id: 'accounts', label: 'Accounts' },
  { id: 'site', label: 'Site content' },
  { id: 'media', label: 'Media' },
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

/**
 * The branch console: Organisations, Accounts and Site content. The selected tab (and section of
 * Site content) lives in the URL; every tab reads the data the route loaded.
 */
export function AdminPage(props: { data: AdminData; onLogout: () => void }) {
  const { data } = props;
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams.get(TAB_PARAM));
  const section = sectionOf(searchParams.get(SECTION_PARAM));
  // The landing page's pictures come from (and go to) the branch's library.
  const [library] = useState(consoleLibrary);

  const select = (next: { tab: AdminTab; section?: SiteSection }) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next.tab === 'organisations') params.delete(TAB_PARAM);
        else params.set(TAB_PARAM, next.tab);
        if (next.tab !== 'site' || !next.section || next.section === 'hero-slides') {
          params.delete(SECTION_PARAM);
        } else {
          params.set(SECTION_PARAM, next.section);
        }
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

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
      default:
        return <OrganisationsTab organisations={data.organisations} />;
    }
  };

  return (
    <div className="min-h-screen bg-slate-50">
      <AdminHeader name={data.user.name} onLogout={props.onLogout} />
      <main id="main">
        <MediaLibraryProvider library={library}>
          <Tabs
            tabs={ADMIN_TABS}
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
