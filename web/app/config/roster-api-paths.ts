// An IEEE roster's API, below the roster's own address: the branch's (`adminApiPaths.roster()`)
// or an organisation's (`dashboardApiPaths.roster()`), which answer alike.

export const rosterApiPaths = {
  /** GET a page of the roster's members, found by name or member number (`?q=&page=`). */
  members: (roster: string) => `${roster}/members`,
  /** POST (multipart) a file: what applying it would change; nothing is written. */
  preview: (roster: string) => `${roster}/preview`,
} as const;
