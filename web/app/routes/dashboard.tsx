import type { MetaDescriptor } from 'react-router';
import { StatusPage } from '../components/status-page';
import { paths } from '../config/paths';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/dashboard';

export function meta(_args: Route.MetaArgs): MetaDescriptor[] {
  return [
    ...pageMeta('Dashboard', 'Admin dashboards of societies and councils.'),
    { name: 'robots', content: 'noindex' },
  ];
}

/** Dashboards arrive with accounts; until then this page explains and points onward. */
export default function DashboardPage() {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50">
      <StatusPage
        eyebrow="Admin Dashboard"
        title="Dashboards are coming soon"
        message="Society and council dashboards open together with admin accounts in a later release."
        actions={[
          { to: paths.login(), label: 'Go to Login' },
          { to: paths.home(), label: 'Back to Home' },
        ]}
      />
    </main>
  );
}
