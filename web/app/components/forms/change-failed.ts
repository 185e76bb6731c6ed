/** What the person is told when a change fails without a message of the server's own. */
export const CHANGE_FAILED = 'Your change could not be saved. Please try again.';

export function messageOf(error: unknown, fallback = CHANGE_FAILED): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
