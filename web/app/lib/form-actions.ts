import type { PageLoadContext } from '@chapterhouse/shared';

// For route actions only (they run on the server): the forms a visitor sends before the page's
// script has loaded, or without script at all, are handled by the same API call the script
// makes (docs/architecture.md, "Forms without script").

/** What a visitor typed in one field; a missing or file field reads as empty. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The same words as the browser's API client when an answer has no message of its own. */
const NO_MESSAGE = 'Something went wrong. Please try again.';

export type ApiResult<T> =
  | { ok: true; status: number; body: T; setCookies: string[] }
  | { ok: false; status: number; error: string };

/**
 * Calls the JSON API inside the server (the load context's `api`), as the visitor: the answer's
 * body (and the cookies it sets, for the page's answer to carry) on success, else its status and
 * its `{ error }` sentence.
 */
/** The status a page answers for an API refusal: its own when a visitor's, else 500. */
export const pageStatus = (status: number) => (status >= 400 && status < 500 ? status : 500);

export async function callApi<T>(
  context: Pick<PageLoadContext, 'api'>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  const answer = await context.api({ method, path, body });
  if (answer.status >= 200 && answer.status < 300) {
    return {
      ok: true,
      status: answer.status,
      body: answer.body as T,
      setCookies: answer.setCookies ?? [],
    };
  }
  const error =
    typeof answer.body === 'object' &&
    answer.body !== null &&
    'error' in answer.body &&
    typeof answer.body.error === 'string' &&
    answer.body.error
      ? answer.body.error
      : NO_MESSAGE;
  return { ok: false, status: answer.status, error };
}
