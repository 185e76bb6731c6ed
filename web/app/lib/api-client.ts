import { AUTH_TOKEN_KEY } from '@chapterhouse/shared/auth-rules';
import { noteBranchLocale } from './branch-clock';
import { takeHandedOverToken } from './session-handoff';

/** A failed API call: the HTTP status (0 when the server was not reached) and a readable message. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** How long a call may take before the UI gives up and offers to try again. */
const TIMEOUT_MS = 20_000;

const clearedListeners = new Set<() => void>();

/**
 * The session token in localStorage (spec section 7). Reads and writes never throw: storage can be
 * unavailable (private modes, the server render), which simply means "not signed in".
 */
export const sessionToken = {
  get(): string | null {
    // A sign-in the server handled (sent before this script ran) left its token in a cookie.
    const handedOver = takeHandedOverToken();
    if (handedOver) sessionToken.set(handedOver);
    try {
      return globalThis.localStorage?.getItem(AUTH_TOKEN_KEY) ?? null;
    } catch {
      return null;
    }
  },
  set(token: string): void {
    try {
      globalThis.localStorage?.setItem(AUTH_TOKEN_KEY, token);
    } catch {
      // Without storage the session lasts as long as the page; nothing else to do.
    }
  },
  clear(): void {
    try {
      globalThis.localStorage?.removeItem(AUTH_TOKEN_KEY);
    } catch {
      // See above.
    }
    for (const listener of clearedListeners) listener();
  },
  /** Called whenever the token is cleared, e.g. when the server says it expired. */
  onCleared(listener: () => void): () => void {
    clearedListeners.add(listener);
    return () => clearedListeners.delete(listener);
  },
};

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Aborts the call, e.g. a loader's `request.signal` when the navigation is abandoned. */
  signal?: AbortSignal;
  /** Whether to send the stored token; sign-in sends none. */
  withToken?: boolean;
}

function withTimeout(signal: AbortSignal | undefined): AbortSignal | undefined {
  if (typeof AbortSignal.timeout !== 'function') return signal;
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  if (!signal) return timeout;
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : signal;
}

function isJson(response: Response): boolean {
  return /[/+]json\b/i.test(response.headers.get('content-type') ?? '');
}

function errorField(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const { error } = body as { error: unknown };
  return typeof error === 'string' && error.length > 0 ? error : null;
}

/**
 * The one way the browser calls the API: JSON in and out, the bearer token when there is one, and
 * the error messages of spec section 8. A 401 on a call that carried a token means the session
 * expired or was revoked: the token is cleared, and callers send the user back to the login page.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const token = options.withToken === false ? null : sessionToken.get();
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: withTimeout(options.signal),
    });
  } catch (error) {
    // A navigation that moved on: let the router see the abort for what it is.
    if (options.signal?.aborted) throw error;
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(
      0,
      timedOut
        ? 'The server took too long to answer. Please try again.'
        : 'Could not reach the server. Check your connection and try again.',
    );
  }

  // Whatever it answers, it names the branch's clock, which the console says moments on.
  noteBranchLocale(response);
  // Only the token this call carried: a sign-in meanwhile may have stored a new one.
  if (response.status === 401 && token && sessionToken.get() === token) sessionToken.clear();

  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // The answer was cut off half-way (the connection dropped, the page moved on).
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }
  let body: unknown;
  if (isJson(response) && text.length > 0) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError(response.status, 'Invalid JSON response from server');
    }
  } else if (response.ok && text.length > 0) {
    // The API always answers JSON; anything else (an HTML page, say) is not what we asked for.
    throw new ApiError(response.status, 'Invalid JSON response from server');
  }

  if (!response.ok) {
    throw new ApiError(
      response.status,
      errorField(body) ?? `HTTP error! status: ${response.status}`,
    );
  }
  return body as T;
}
