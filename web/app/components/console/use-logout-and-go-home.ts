import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';

/** Signs out, then goes home inside the app; for the dashboards' and the console's own headers. */
export function useLogoutAndGoHome(): () => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await logout();
    navigate(paths.home());
  };
}
