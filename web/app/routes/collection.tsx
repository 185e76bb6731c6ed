import { EmptyState } from '../components/empty-state';
import { collectionOf, kindOfPath, paths } from '../config/paths';
import { OrganisationGrid } from '../features/organisations/organisation-card';
import { sharedPageMeta } from '../lib/meta';
import type { Route } from './+types/collection';

const COPY = {
  society: {
    title: 'Our Societies',
    subtitle:
      'Explore the technical societies of our student branch: each one organises talks, workshops and projects in its field.',
    empty: 'No societies found.',
  },
  council: {
    title: 'Our Councils',
    subtitle:
      'Our councils bring societies together and represent members across the branch and beyond.',
    empty: 'No councils found.',
  },
} as const;

/** `/societies` and `/councils`: every active organisation of the kind the path names. */
/** Rendered as islands: React Router does not hydrate this page (islands/island.tsx). */
export const handle = { islands: true };

export async function loader({ context, request }: Route.LoaderArgs) {
  const kind = kindOfPath(new URL(request.url).pathname);
  return { kind, organisations: await context.reads.listOrganisations(kind) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const copy = COPY[loaderData.kind];
  return sharedPageMeta(
    { matches },
    {
      title: copy.title,
      description: copy.subtitle,
      path: paths.collection(collectionOf(loaderData.kind)),
    },
  );
}

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const { kind, organisations } = loaderData;
  const copy = COPY[kind];
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{copy.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-600">{copy.subtitle}</p>
      <div className="mt-10">
        {organisations.length > 0 ? (
          <OrganisationGrid organisations={organisations} headingLevel={2} eagerCount={3} />
        ) : (
          <EmptyState>{copy.empty}</EmptyState>
        )}
      </div>
    </div>
  );
}
