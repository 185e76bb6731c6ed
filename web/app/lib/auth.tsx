import type { AuthUser, LoginResponse } from '@chapterhouse/shared';
import { AUTH_TOKEN_KEY } from '@chapterhouse/shared/auth-rules';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { apiPaths } from '../config/paths';
import { ApiError, apiRequest, sessionToken } from './api-client';

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: AuthUser }
  | { status: 'anonymous'; user: null };

export interface AuthContextValue {
  status: AuthState['status'];
  user: AuthUser | null;
  /** Signs in, keeps the token and returns the server's answer; throws on failure. */
  login(email: string, password: string): Promise<LoginResponse>;
  /**
   * Keeps a session the server opened some other way (a one-time link), exactly as `login` keeps
   * its own; throws on an answer without a token or user.
   */
  startSession(result: LoginResponse): LoginResponse;
  /** Signs out here whatever the server answers. */
  logout(): Promise<void>;
  /** Reads the profile again after the person's own teams changed (an invitation accepted). */
  refresh(): Promise<void>;
}

const LOADING: AuthState = { status: 'loading', user: null };
const ANONYMOUS: AuthState = { status: 'anonymous', user: null };

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Reads the profile behind a stored token; a refusal clears it (spec section 4). A request that
 * never got an answer (no connection, or the page moving on to the next one, which aborts it)
 * keeps the token: the session may well be valid, and the next page checks it again.
 */
async function restoreSession(token: string | null): Promise<AuthState> {
  if (!token) return ANONYMOUS;
  try {
    const user = await apiRequest<AuthUser>(apiPaths.profile());
    return { status: 'authenticated', user };
  } catch (error) {
    const answered = error instanceof ApiError && error.status !== 0;
    // Unless a new sign-in replaced the token meanwhile.
    if (answered && sessionToken.get() === token) sessionToken.clear();
    return ANONYMOUS;
  }
}

/**
 * Who is signed in, for the whole app. The server render and the first browser render are
 * 'loading' (the token lives in the browser only); the stored session is restored after hydration.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(LOADING);

  useEffect(() => {
    let active = true;
    const restore = () => {
      const token = sessionToken.get();
      restoreSession(token).then((next) => {
        // A sign-in while the profile was on its way wins over the older answer.
        if (active && sessionToken.get() === token) setState(next);
      });
    };
    restore();
    // The token cleared anywhere (an expired session seen by a dashboard call, a logout).
    const stopListening = sessionToken.onCleared(() => setState(ANONYMOUS));
    // Signing in or out in another tab.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === AUTH_TOKEN_KEY) restore();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      active = false;
      stopListening();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const startSession = useCallback((result: LoginResponse) => {
    if (!result?.token || !result.user) throw new Error('Invalid response from server');
    sessionToken.set(result.token);
    setState({ status: 'authenticated', user: result.user });
    return result;
  }, []);

  const login = useCallback(
    async (email: string, password: string) =>
      startSession(
        await apiRequest<LoginResponse>(apiPaths.login(), {
          method: 'POST',
          body: { email, password },
          withToken: false,
        }),
      ),
    [startSession],
  );

  const logout = useCallback(async () => {
    try {
      await apiRequest(apiPaths.logout(), { method: 'POST' });
    } catch {
      // Signed out here all the same: the token is dropped below.
    } finally {
      sessionToken.clear();
      setState(ANONYMOUS);
    }
  }, []);

  const refresh = useCallback(async () => {
    const token = sessionToken.get();
    const next = await restoreSession(token);
    if (sessionToken.get() === token) setState(next);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ status: state.status, user: state.user, login, startSession, logout, refresh }),
    [state, login, startSession, logout, refresh],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() needs an <AuthProvider> above it');
  return value;
}
