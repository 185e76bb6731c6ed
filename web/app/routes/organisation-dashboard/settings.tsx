import { dashboardPaths } from '../../config/dashboard-paths';
import { CertificateTemplateSection } from '../../features/certificates/template-link';
import { useDashboardContext } from '../../features/dashboard/dashboard-shell';
import { SettingsTab } from '../../features/organisations/settings-tab';
import type { Route } from './+types/settings';

/** A council's Settings: its own fields, as the layout loaded them, and its certificates' template. */
export default function DashboardSettings({ params }: Route.ComponentProps) {
  const { organisation, target } = useDashboardContext();
  return (
    <div className="space-y-10">
      <SettingsTab target={target} organisation={organisation} />
      <CertificateTemplateSection
        href={dashboardPaths.certificateTemplate('councils', params.org)}
      />
    </div>
  );
}
