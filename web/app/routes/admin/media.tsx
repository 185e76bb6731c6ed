import { idParam, LIST_PARAMS, pagingOf } from '../../components/console/console-list';
import { loadConsoleTab } from '../../features/admin/console-shell';
import { listAllMedia } from '../../features/media/api';
import { MediaTab } from '../../features/media/media-tab';
import { listConsoleOrganisations } from '../../features/organisations/console-api';
import type { Route } from './+types/media';

/** `/admin/media`: every organisation's uploads, a page at a time (`?page=&organisation=`). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const organisation = idParam(url.searchParams.get(LIST_PARAMS.organisation));
  return loadConsoleTab(request, async () => {
    const [media, organisations] = await Promise.all([
      listAllMedia(pagingOf(url), organisation, request.signal),
      listConsoleOrganisations(request.signal),
    ]);
    return { media, organisation, organisations };
  });
}
clientLoader.hydrate = true as const;

export default function ConsoleMedia({ loaderData }: Route.ComponentProps) {
  return (
    <MediaTab
      page={loaderData.media}
      showOrganisation
      organisationFilter={{
        value: loaderData.organisation === null ? '' : String(loaderData.organisation),
        choices: loaderData.organisations.map((organisation) => ({
          value: String(organisation.id),
          label: organisation.name,
        })),
      }}
      description="Every organisation's uploads. Yours (for the landing page) go to the branch's library."
    />
  );
}
