import type { DashboardEvent } from '@chapterhouse/shared';
import type { AccessRule } from '../../lib/access-rule.js';
import type { DashboardKind } from '../../lib/dashboard.js';
import { HttpError } from '../../lib/http-errors.js';

/** Anyone reads the events of the public societies and councils. */
export const readEvents: AccessRule = 'public';

/** An organisation's events are kept by its own admins (and branch admins). */
export const editOrganisationEvents = (kind: DashboardKind): AccessRule => ({ organisation: kind });

/**
 * What an officer does to an event its dashboard lists: `edit` what it says (and move it to past
 * events), or one of the host's own rights.
 */
export type EventAction = 'edit' | 'change co-hosts' | 'delete' | 'change publication';

/**
 * Refuses (403, with the reason) what the organisation may not do with an event it lists. The
 * host does anything; a co-host the host let edit ("May edit") does `edit` only; any other
 * co-host only reads it. Every write on an event asks this one rule (docs/reports.md).
 */
export function requireEventRight(event: DashboardEvent, action: EventAction): void {
  if (event.access === 'host') return;
  const host = event.organisation.name;
  if (action === 'edit') {
    if (event.access === 'editor') return;
    throw new HttpError(
      403,
      `${event.title} is ${host}'s event: you co-host it, but only they can change it unless they let you edit it.`,
    );
  }
  const what = {
    'change co-hosts': `change who co-hosts ${event.title}`,
    delete: `delete ${event.title}`,
    'change publication': `publish ${event.title}, make it a draft or schedule it`,
  }[action];
  throw new HttpError(403, `Only ${host} can ${what}: you co-host it.`);
}
