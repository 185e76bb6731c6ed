import { MEDIA_MAX_BYTES } from '@chapterhouse/shared';
import { ApiError, sessionToken } from '../../lib/api-client';

/** A slow phone connection may need minutes for 15 MB; the server answers within seconds after. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

export const FILE_TOO_LARGE = `The file is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB. Upload a smaller picture (a phone photo is usually 2-8 MB).`;

/** Refused here already, before minutes of uploading: the server would refuse it too. */
export function checkFile(file: File): string | null {
  if (file.size > MEDIA_MAX_BYTES) return FILE_TOO_LARGE;
  if (file.size === 0) return 'The file is empty.';
  return null;
}

/**
 * Sends one file (multipart, the text fields first) with the session's token, reporting how much
 * of it has gone (0 to 1). XMLHttpRequest rather than fetch: only it reports upload progress in
 * every browser. Answers and errors read as `apiRequest`'s do (`{ error }` becomes the message).
 * `PUT` replaces what the URL holds with the file (a roster), `POST` adds an upload.
 */
export function uploadFile<T>(
  url: string,
  file: File,
  fields: Record<string, string>,
  onProgress?: (fraction: number) => void,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.timeout = UPLOAD_TIMEOUT_MS;
    request.setRequestHeader('accept', 'application/json');
    const token = sessionToken.get();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        reject(new ApiError(request.status, 'Invalid JSON response from server'));
        return;
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(body as T);
        return;
      }
      if (request.status === 401 && token && sessionToken.get() === token) sessionToken.clear();
      const error = (body as { error?: unknown } | null)?.error;
      reject(
        new ApiError(
          request.status,
          typeof error === 'string' && error ? error : `HTTP error! status: ${request.status}`,
        ),
      );
    };
    request.onerror = () =>
      reject(new ApiError(0, 'Could not reach the server. Check your connection and try again.'));
    request.ontimeout = () =>
      reject(new ApiError(0, 'The upload took too long. Please try again on a faster connection.'));
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, file.name);
    request.send(form);
  });
}

/**
 * Runs `work` on every item, at most `limit` at a time, in order of the items; each result is
 * kept (one failure does not stop the others).
 */
export async function eachLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = { status: 'fulfilled', value: await work(items[index] as T, index) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
