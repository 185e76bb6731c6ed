import { StatusPage } from '../components/status-page';
import { paths } from '../config/paths';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/unauthorized';

const MESSAGE =
  "You don't have permission to access this page. Please make sure you're logged in with the correct account.";

export function meta(_args: Route.MetaArgs) {
  return pageMeta('Access Denied', MESSAGE);
}

export default function UnauthorizedPage() {
  return (
    <StatusPage
      eyebrow="Error 403"
      title="Access Denied"
      message={MESSAGE}
      actions={[
        { to: paths.login(), label: 'Login' },
        { to: paths.home(), label: 'Back to Home' },
      ]}
    />
  );
}
