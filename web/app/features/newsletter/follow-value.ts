// The follow choice's types, shared by the public newsletter calls and the choice's controls.

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
