import { type DashboardGalleryItem, PAGE_SIZE_MAX } from '@chapterhouse/shared';
import { pagingOf } from '../../components/console/console-list';
import { loadDashboardTab, useDashboardContext } from '../../features/dashboard/dashboard-shell';
import { loadDashboardEvents } from '../../features/events/api';
import { GalleryTab } from '../../features/gallery/gallery-tab';
import { getDashboardList } from '../../lib/dashboard-api';
import type { Route } from './+types/gallery';

/** The bulk upload offers the latest past events and the nearest upcoming ones, not all. */
const EVENT_CHOICES = { page: 1, limit: PAGE_SIZE_MAX };

/** The Gallery tab (societies only), a page of photos, with the events they may belong to. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const target = { kind: 'society' as const, org: params.org };
  const paging = pagingOf(new URL(request.url));
  return loadDashboardTab(request, target, async () => {
    const [gallery, events] = await Promise.all([
      getDashboardList<DashboardGalleryItem>(target, 'gallery', paging, request.signal),
      loadDashboardEvents(target, { past: EVENT_CHOICES, upcoming: EVENT_CHOICES }, request.signal),
    ]);
    return { gallery, ...events };
  });
}
clientLoader.hydrate = true as const;

export default function DashboardGallery({ loaderData }: Route.ComponentProps) {
  const { target } = useDashboardContext();
  return (
    <GalleryTab
      target={target}
      page={loaderData.gallery}
      events={[...loaderData.pastEvents.items, ...loaderData.upcomingEvents.items]}
    />
  );
}
