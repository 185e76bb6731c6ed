import { OrganisationGrid } from '../features/organisations/organisation-card';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/councils';

const TITLE = 'Our Councils';
const SUBTITLE =
  'Our councils bring societies together and represent members across the branch and beyond.';

export async function loader({ context }: Route.LoaderArgs) {
  return { organisations: await context.reads.listOrganisations('council') };
}

export function meta(_args: Route.MetaArgs) {
  return pageMeta(TITLE, SUBTITLE);
}

export default function CouncilsPage({ loaderData }: Route.ComponentProps) {
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
            No councils found.
          </p>
        )}
      </div>
    </div>
  );
}
