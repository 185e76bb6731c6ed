import { canManageOrganisation } from '@chapterhouse/shared/auth-rules';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';

/**
 * 'Admin Dashboard' on an organisation's public page, for the admins who may manage it. Known only
 * in the browser (the session lives there), so it appears after hydration.
 */
export function AdminDashboardLink(props: {
  organisation: { id: number; kind: 'society' | 'council'; slug: string };
}) {
  const { user } = useAuth();
  if (!canManageOrganisation(user, props.organisation)) return null;
  return (
    <a
      href={paths.dashboardOf(props.organisation)}
      className="inline-flex items-center justify-center rounded-lg bg-white px-5 py-2.5 text-sm font-semibold text-brand-800 shadow-sm hover:bg-brand-50"
    >
      Admin Dashboard
    </a>
  );
}
