import type { DashboardGalleryItem } from '@chapterhouse/shared';
import { loadDashboardTab, useDashboardContext } from '../../features/dashboard/dashboard-shell';
import { loadDashboardEvents } from '../../features/events/api';
import { GalleryTab } from '../../features/gallery/gallery-tab';
import { getDashboardList } from '../../lib/dashboard-api';
import type { Route } from './+types/gallery';

/** The Gallery tab (societies only), with the events its photos may belong to. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const target = { kind: 'society' as const, org: params.org };
  return loadDashboardTab(request, target, async () => {
    const [gallery, events] = await Promise.all([
      getDashboardList<DashboardGalleryItem>(target, 'gallery', request.signal),
      loadDashboardEvents(target, request.signal),
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
      items={loaderData.gallery}
      events={[...loaderData.pastEvents, ...loaderData.upcomingEvents]}
    />
  );
}
