import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Toaster } from '../../components/toaster';
import { AchievementsTab } from './achievements-tab';
import type { DashboardData, DashboardKind, DashboardTarget } from './api';
import { BasicInfoTab } from './basic-info-tab';
import { DashboardHeader } from './dashboard-header';
import { EventsTab } from './events-tab';
import { GalleryTab } from './gallery-tab';
import { HistoryTab } from './history-tab';
import { dashboardLibrary, MediaLibraryProvider } from './media-library';
import { MediaTab } from './media-tab';
import { MembersTab } from './members-tab';
import { OverviewTab } from './overview-tab';
import { SettingsTab } from './settings-tab';
import { type DashboardTab, DashboardTabs, tabOf } from './tabs';

/** The query parameter that keeps the selected tab across reloads. */
export const TAB_PARAM = 'tab';

/**
 * One dashboard for societies and councils: the kind decides the tabs and their fields. The
 * selected tab lives in the URL (`?tab=events`); every tab reads the data the route loaded.
 */
export function DashboardPage(props: {
  kind: DashboardKind;
  data: DashboardData;
  onLogout: () => void;
}) {
  const { kind, data } = props;
  const { organisation } = data;
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = tabOf(kind, searchParams.get(TAB_PARAM));
  // Changes address the organisation by its id, whatever the URL named it by.
  const target: DashboardTarget = { kind, org: organisation.id };
  // One library object per organisation, so pickers keep what they loaded across renders.
  const library = useMemo(
    () => dashboardLibrary({ kind, org: organisation.id }),
    [kind, organisation.id],
  );

  const select = (tab: DashboardTab) => {
    // A tab starts afresh: History's page and days belong to History.
    const next = new URLSearchParams();
    if (tab !== 'overview') next.set(TAB_PARAM, tab);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  const panel = () => {
    switch (selected) {
      case 'events':
        return (
          <EventsTab
            kind={kind}
            target={target}
            upcomingEvents={data.upcomingEvents}
            pastEvents={data.pastEvents}
          />
        );
      case 'members':
        return (
          <MembersTab
            title={kind === 'society' ? 'Slate Members' : 'Members'}
            target={target}
            members={data.members}
          />
        );
      case 'gallery':
        return (
          <GalleryTab
            target={target}
            items={data.gallery ?? []}
            events={[...data.pastEvents, ...data.upcomingEvents]}
          />
        );
      case 'achievements':
        return (
          <AchievementsTab
            target={target}
            organisationName={organisation.name}
            achievements={data.achievements}
          />
        );
      case 'basic-info':
        return <BasicInfoTab target={target} organisation={organisation} />;
      case 'settings':
        return <SettingsTab target={target} organisation={organisation} />;
      case 'media':
        return <MediaTab items={data.media} />;
      case 'history':
        return <HistoryTab organisationName={organisation.name} list={data.history} />;
      default:
        return (
          <OverviewTab
            kind={kind}
            organisation={organisation}
            pastEvents={data.pastEvents}
            upcomingEvents={data.upcomingEvents}
          />
        );
    }
  };

  return (
    <div className="min-h-screen bg-slate-50">
      <DashboardHeader organisation={{ ...organisation, kind }} onLogout={props.onLogout} />
      <main id="main">
        <MediaLibraryProvider library={library}>
          <DashboardTabs kind={kind} selected={selected} onSelect={select}>
            {panel()}
          </DashboardTabs>
        </MediaLibraryProvider>
      </main>
      <Toaster />
    </div>
  );
}
