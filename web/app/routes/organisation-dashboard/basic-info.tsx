import { dashboardPaths } from '../../config/dashboard-paths';
import { CertificateTemplateSection } from '../../features/certificates/template-link';
import { useDashboardContext } from '../../features/dashboard/dashboard-shell';
import { BasicInfoTab } from '../../features/organisations/basic-info-tab';
import type { Route } from './+types/basic-info';

/** A society's Basic Info: its own fields, as the layout loaded them, and its certificates' template. */
export default function DashboardBasicInfo({ params }: Route.ComponentProps) {
  const { organisation, target } = useDashboardContext();
  return (
    <div className="space-y-10">
      <BasicInfoTab target={target} organisation={organisation} />
      <CertificateTemplateSection
        href={dashboardPaths.certificateTemplate('societies', params.org)}
      />
    </div>
  );
}
