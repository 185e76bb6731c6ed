import { eventPagePath, seriesPagePath } from '@chapterhouse/shared';

/**
 * The canonical address of an event's page (`/events/42/analogue-circuits-clinic`): the shared
 * rule the server's feeds, `.ics` files and mails follow too. A renamed event keeps its id, so old
 * links still work (they redirect here).
 */
export const eventPath = eventPagePath;

/** The canonical address of a series' page (`/series/4/weekly-coding-club`), the same way. */
export const seriesPath = seriesPagePath;

/** The id of the registration form (or the reason there is none) on an event's page. */
export const REGISTER_ANCHOR = 'register';

/** Where 'Register Now' on an event's card leads when the event takes registrations here. */
export function registerPath(event: { id: number; title: string }): string {
  return `${eventPath(event)}#${REGISTER_ANCHOR}`;
}
