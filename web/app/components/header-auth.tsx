import { dashboardPathFor } from '@chapterhouse/shared/auth-rules';
import { paths } from '../config/paths';
import { useAuth } from '../lib/auth';

// Narrower on a phone, where the branch's name shares the bar with four controls.
const primary =
  'rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 sm:px-4';
const secondary =
  'rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50';

/**
 * Signs out, then loads the home page. A document load, not a router navigation: the header is an
 * island, and public pages run without React Router.
 */
function useLogoutAndGoHome(): () => Promise<void> {
  const { logout } = useAuth();
  return async () => {
    await logout();
    window.location.assign(paths.home());
  };
}

/**
 * 'Login' for visitors, 'Dashboard' and 'Logout' for a signed-in admin. Until the browser knows
 * (the server render, the first moments after hydration) an invisible stand-in the size of the
 * Login button keeps the header from jumping.
 */
export function HeaderAuth() {
  const { status, user } = useAuth();
  const logoutAndGoHome = useLogoutAndGoHome();

  if (status === 'loading') {
    return (
      <span aria-hidden="true" data-testid="auth-placeholder" className={`invisible ${primary}`}>
        Login
      </span>
    );
  }
  if (status === 'anonymous' || !user) {
    return (
      <a href={paths.login()} className={primary}>
        Login
      </a>
    );
  }
  return (
    <>
      <a href={dashboardPathFor(user)} className={primary}>
        Dashboard
      </a>
      <button
        type="button"
        onClick={logoutAndGoHome}
        className={`hidden cursor-pointer sm:inline-block ${secondary}`}
      >
        Logout
      </button>
    </>
  );
}

/** The same choices at the foot of the mobile menu (Logout does not fit the bar on phones). */
export function MobileMenuAuth({ linkClass }: { linkClass: string }) {
  const { status, user } = useAuth();
  const logoutAndGoHome = useLogoutAndGoHome();
  if (status !== 'authenticated' || !user) return null;
  return (
    <div className="border-t border-brand-800">
      <a href={dashboardPathFor(user)} className={linkClass}>
        Dashboard
      </a>
      <button
        type="button"
        onClick={(event) => {
          event.currentTarget.closest('details')?.removeAttribute('open');
          void logoutAndGoHome();
        }}
        className={`w-full cursor-pointer text-left ${linkClass}`}
      >
        Logout
      </button>
    </div>
  );
}
