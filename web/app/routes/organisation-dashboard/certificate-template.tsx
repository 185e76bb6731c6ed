import { Link, useLocation } from 'react-router';
import { DashboardLoadError } from '../../components/console/dashboard-error';
import { settingsTabOf } from '../../config/dashboard-paths';
import { collectionOf, kindOfPath, paths } from '../../config/paths';
import { loadCertificateTemplate } from '../../features/certificates/api';
import { CertificateTemplateEditor } from '../../features/certificates/template-editor';
import { loadDashboardTab, useDashboardContext } from '../../features/dashboard/dashboard-shell';
import type { Route } from './+types/certificate-template';

/**
 * The organisation's certificate template, a page of its own settings tab (Basic Info, Settings):
 * read in the browser with the session; the default (version 0) until one is saved.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const target = { kind: kindOfPath(url.pathname), org: params.org };
  return loadDashboardTab(request, target, async () => ({
    template: await loadCertificateTemplate(target, request.signal),
  }));
}
clientLoader.hydrate = true as const;

export default function DashboardCertificateTemplate({ loaderData, params }: Route.ComponentProps) {
  const { kind, target } = useDashboardContext();
  const collection = collectionOf(kind);
  const tab = settingsTabOf(collection);
  return (
    <div className="space-y-6">
      <Link
        to={paths.organisationDashboard(collection, params.org, tab)}
        className="text-sm font-medium text-brand-700 underline hover:text-brand-800"
      >
        <span aria-hidden="true">← </span>
        {tab === 'basic-info' ? 'Basic Info' : 'Settings'}
      </Link>
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Certificate template</h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">
          Every certificate of participation {loaderData.template.organisation.name} issues follows
          it. Certificates issued before a change keep the text they were issued with.
          {loaderData.template.version === 0 && ' This is the default: nothing is saved yet.'}
        </p>
      </div>
      <CertificateTemplateEditor target={target} template={loaderData.template} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const kind = kindOfPath(pathname);
  return (
    <DashboardLoadError title={`Could not load the ${kind}’s certificate template`} error={error} />
  );
}
