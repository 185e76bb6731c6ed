import { isRouteErrorResponse } from 'react-router';
import { DashboardLoadError } from '../../components/console/dashboard-error';
import { StatusPage } from '../../components/status-page';

/**
 * When the Registrations view or the check-in screen cannot load: an event this organisation does
 * not have (or an address that names none) is "Event not found", with the way back to its events.
 */
export function DeskLoadError(props: { error: unknown; eventsHref: string }) {
  if (isRouteErrorResponse(props.error) && props.error.status === 404) {
    return (
      <StatusPage
        title="Event not found."
        message="This organisation has no such event. It may have been deleted."
        actions={[{ to: props.eventsHref, label: 'All events' }]}
      />
    );
  }
  return <DashboardLoadError title="Could not load the registrations" error={props.error} />;
}
