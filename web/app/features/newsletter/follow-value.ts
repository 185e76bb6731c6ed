// The follow choice's types and field names, shared by the public newsletter calls, the choice's
// controls and the route action that reads a follow form sent without script.

/** What a subscriber follows, as the form and the manage page send it (`newsletterFollowSchema`). */
export interface FollowValue {
  branch: boolean;
  organisationIds: number[];
  digest: boolean;
}

export interface FollowableOrganisation {
  id: number;
  name: string;
}

/** The organisations one may pick, by kind; `null` while they load. */
export type FollowGroups = { label: string; organisations: FollowableOrganisation[] }[] | null;

/** The names of a follow choice's controls, as forms send them. */
export const FOLLOW_FIELD = {
  scope: 'follow',
  organisations: 'organisationIds',
  digest: 'digest',
} as const;

/**
 * The choice as a form holding `FollowChoiceFields` submits it. A form without them (the footer's,
 * never opened) follows the whole branch. The ticked organisations are sent only with "only the
 * ones I pick": under "everything" their fieldset is disabled, so the form leaves them out.
 */
export function readFollow(data: FormData): FollowValue {
  const branch = data.get(FOLLOW_FIELD.scope) !== 'pick';
  return {
    branch,
    organisationIds: branch ? [] : data.getAll(FOLLOW_FIELD.organisations).map(Number),
    digest: data.get(FOLLOW_FIELD.digest) === 'on',
  };
}
