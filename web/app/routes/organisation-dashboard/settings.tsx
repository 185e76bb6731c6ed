import { useDashboardContext } from '../../features/dashboard/dashboard-shell';
import { SettingsTab } from '../../features/organisations/settings-tab';

/** A council's Settings: its own fields, as the layout loaded them. */
export default function DashboardSettings() {
  const { organisation, target } = useDashboardContext();
  return <SettingsTab target={target} organisation={organisation} />;
}
