import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { messageOf } from '../forms/change-failed';
import { notifyError, notifySuccess } from '../toaster';

export type ChangeResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; message: string };

/**
 * Whether a form should close after a failure: the record changed under it (409) or is gone
 * (404), so the fresh data must be opened again. A refused input (400) keeps the form open.
 */
export const isStale = (result: ChangeResult<unknown>) =>
  !result.ok && (result.status === 404 || result.status === 409);

/**
 * Runs one change through the API: a success toast, or the failure's readable message, and in
 * both cases the dashboard's data is loaded again from the server (the clientLoader), so lists
 * never show a hand-edited copy. An ended session goes to the login page, a refusal to Access
 * Denied.
 */
export function useDashboardChange() {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();

  return async function change<T>(
    call: () => Promise<T>,
    success: string | ((value: T) => string),
    /**
     * `quiet`: no toast (the caller shows the outcome itself). `reload: false`: the page's data is
     * not loaded again (the check-in screen, where one scan follows another, refreshes its own).
     */
    options: { quiet?: boolean; reload?: boolean } = {},
  ): Promise<ChangeResult<T>> {
    const reload = options.reload ?? true;
    try {
      const value = await call();
      if (!options.quiet) notifySuccess(typeof success === 'function' ? success(value) : success);
      if (reload) void revalidator.revalidate();
      return { ok: true, value };
    } catch (error) {
      const status = error instanceof ApiError ? error.status : -1;
      const message = messageOf(error);
      if (status === 401) {
        navigate(paths.login(`${location.pathname}${location.search}`));
      } else if (status === 403) {
        navigate(paths.unauthorized());
      } else {
        if (!options.quiet) notifyError(message);
        // Stale or missing: show what the server holds now.
        if (reload && (status === 404 || status === 409)) void revalidator.revalidate();
      }
      return { ok: false, status, message };
    }
  };
}
