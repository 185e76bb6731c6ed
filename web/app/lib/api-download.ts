import { ApiError, sessionToken } from './api-client';

/** What a refusal's JSON body says (`{error}`), if anything. */
async function errorOf(response: Response): Promise<string | null> {
  if (!/[/+]json\b/i.test(response.headers.get('content-type') ?? '')) return null;
  const body: unknown = await response.json().catch(() => null);
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const { error } = body as { error: unknown };
  return typeof error === 'string' && error ? error : null;
}

/**
 * A file the API sends (a CSV export), fetched with the session token as every other call is:
 * a plain link could not carry it. Kept apart from api-client so public pages never load it.
 */
export async function apiDownload(path: string): Promise<Blob> {
  return (await fetchFile(path)).blob();
}

/**
 * A file the API sends, with the name the server gives it (its `content-disposition`), else
 * `fallback`: the name is decided in one place, the server's.
 */
export async function apiDownloadNamed(
  path: string,
  fallback: string,
  request: FileRequest = {},
): Promise<{ blob: Blob; name: string }> {
  const response = await fetchFile(path, request);
  const name = fileNameOf(response.headers.get('content-disposition') ?? '') ?? fallback;
  return { blob: await response.blob(), name };
}

/**
 * The file name a Content-Disposition gives: its `filename*` (UTF-8, where the server keeps a
 * person's name as written), else its plain `filename` (quoted, or a bare token); none with a
 * path in it.
 */
export function fileNameOf(disposition: string): string | null {
  const encoded = /;\s*filename\*=UTF-8''([^;\s]+)/i.exec(disposition)?.[1];
  let name: string | undefined;
  if (encoded) {
    try {
      name = decodeURIComponent(encoded);
    } catch {
      // Not percent-encoded UTF-8: the plain name below.
    }
  }
  if (!name) {
    const plain = /;\s*filename=(?:"([^"]*)"|([^;\s]+))/i.exec(disposition);
    name = plain?.[1] ?? plain?.[2];
  }
  return name && !/[/\\]/.test(name) ? name : null;
}

/**
 * A file made from what the page sends (a sample certificate from unsaved fields): POSTed as JSON.
 * Without it, a GET.
 */
export interface FileRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
}

/** The API's answer with the file, or its refusal as an `ApiError` (an ended session dropped). */
async function fetchFile(path: string, request: FileRequest = {}): Promise<Response> {
  const token = sessionToken.get();
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
  } catch {
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }
  if (response.status === 401 && token && sessionToken.get() === token) sessionToken.clear();
  if (!response.ok) {
    throw new ApiError(
      response.status,
      (await errorOf(response)) ?? `HTTP error! status: ${response.status}`,
    );
  }
  return response;
}

/** Hands a Blob to the browser as a download named `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after this task: release the address a little later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
