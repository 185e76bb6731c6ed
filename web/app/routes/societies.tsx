import { OrganisationGrid } from '../features/organisations/organisation-card';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/societies';

const TITLE = 'Our Societies';
const SUBTITLE =
  'Explore the technical societies of our student branch: each one organises talks, workshops and projects in its field.';

export async function loader({ context }: Route.LoaderArgs) {
  return { organisations: await context.reads.listOrganisations('society') };
}

export function meta(_args: Route.MetaArgs) {
  return pageMeta(TITLE, SUBTITLE);
}

export default function SocietiesPage({ loaderData }: Route.ComponentProps) {
  const { organisations } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{TITLE}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-600">{SUBTITLE}</p>
      <div className="mt-10">
        {organisations.length > 0 ? (
          <OrganisationGrid organisations={organisations} headingLevel={2} eagerCount={3} />
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center text-slate-600">
            No societies found.
          </p>
        )}
      </div>
    </div>
  );
}
