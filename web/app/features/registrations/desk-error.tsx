import { isRouteErrorResponse } from 'react-router';
import { DashboardLoadError } from '../../components/console/dashboard-error';
import { StatusPage } from '../../components/status-page';

/**
 * When a page of one event under the Events tab (its Registrations, check-in, preview or report)
 * cannot load: an event this organisation does not have (or an address that names none) is
 * "Event not found", with the way back to its events; anything else is `title`'s failure.
 */
export function DeskLoadError(props: { error: unknown; eventsHref: string; title?: string }) {
  if (isRouteErrorResponse(props.error) && props.error.status === 404) {
    return (
      <StatusPage
        title="Event not found."
        message="This organisation has no such event. It may have been deleted."
        actions={[{ to: props.eventsHref, label: 'All events' }]}
      />
    );
  }
  return (
    <DashboardLoadError
      title={props.title ?? 'Could not load the registrations'}
      error={props.error}
    />
  );
}
