import { useDashboardContext } from '../../features/dashboard/dashboard-shell';
import { BasicInfoTab } from '../../features/organisations/basic-info-tab';

/** A society's Basic Info: its own fields, as the layout loaded them. */
export default function DashboardBasicInfo() {
  const { organisation, target } = useDashboardContext();
  return <BasicInfoTab target={target} organisation={organisation} />;
}
