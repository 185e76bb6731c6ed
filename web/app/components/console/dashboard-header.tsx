import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { organisationInitials } from '../../lib/format';

/** The right of a dashboard's or the console's header: its public page, and Logout. */
export function HeaderActions(props: {
  publicPage: { to: string; label: string };
  onLogout: () => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Link
        to={props.publicPage.to}
        className="rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {props.publicPage.label}
      </Link>
      <button
        type="button"
        onClick={props.onLogout}
        className="cursor-pointer rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Logout
      </button>
    </div>
  );
}

export interface DashboardOrganisation {
  kind: 'society' | 'council';
  slug: string;
  name: string;
  image: string | null;
  logo: string | null;
}

/**
 * The top of every organisation dashboard (spec: Society dashboard): picture, name,
 * 'Admin Dashboard', the dashboard's search field (when given), a link to the public page and
 * Logout.
 */
export function DashboardHeader(props: {
  organisation: DashboardOrganisation;
  onLogout: () => void;
  search?: ReactNode;
}) {
  const { organisation } = props;
  const picture = organisation.logo ?? organisation.image;
  return (
    <header className="border-b border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-5 sm:px-6">
        {picture ? (
          <img
            src={picture}
            alt=""
            width={56}
            height={56}
            className="size-14 shrink-0 rounded-xl bg-slate-100 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-lg font-bold text-white"
          >
            {organisationInitials(organisation.name)}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h1 className="text-xl font-bold text-brand-900 sm:text-2xl">{organisation.name}</h1>
          <p className="text-sm font-medium text-slate-600">Admin Dashboard</p>
        </div>
        {props.search}
        <HeaderActions
          publicPage={{ to: paths.organisationOf(organisation), label: 'View Public Page' }}
          onLogout={props.onLogout}
        />
      </div>
    </header>
  );
}
