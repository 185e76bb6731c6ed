import { slugify } from '@chapterhouse/shared';
import { paths } from '../../config/paths';

/**
 * The canonical address of an event's page: the id, which finds it, then its title as a slug,
 * which only reads well (`/events/42/analogue-circuits-clinic`). A title with nothing to slug
 * (only symbols, say) leaves the id alone. A renamed event keeps its id, so old links still work.
 */
export function eventPath(event: { id: number; title: string }): string {
  return paths.event(event.id, slugify(event.title) || undefined);
}

/** The id of the registration form (or the reason there is none) on an event's page. */
export const REGISTER_ANCHOR = 'register';

/** Where 'Register Now' on an event's card leads when the event takes registrations here. */
export function registerPath(event: { id: number; title: string }): string {
  return `${eventPath(event)}#${REGISTER_ANCHOR}`;
}
