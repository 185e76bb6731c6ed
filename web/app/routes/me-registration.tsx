import { data, redirect } from 'react-router';
import { LinkErrorPage } from '../components/status-page';
import { apiPaths, paths } from '../config/paths';
import { NOT_KEPT } from '../features/students/student-routes';
import { callApi, pageStatus } from '../lib/form-actions';
import type { Route } from './+types/me-registration';

/**
 * `/me/registrations/:registrationId`, from the student's page: a fresh personal link to that
 * registration (as a mail would carry), then its page, where the ticket, the calendar file,
 * cancelling and feedback are. Signed out, the sign-in page; another's registration, 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.registrationId);
  if (!/^\d{1,10}$/.test(params.registrationId) || id < 1) {
    throw data(
      { message: 'You have no registration of that number.' },
      { status: 404, headers: NOT_KEPT },
    );
  }
  const answer = await callApi<{ path: string }>(context, 'POST', apiPaths.meRegistrationLink(id));
  if (!answer.ok) {
    if (answer.status === 401) throw redirect(paths.meSignIn(), { headers: NOT_KEPT });
    throw data({ message: answer.error }, { status: pageStatus(answer.status), headers: NOT_KEPT });
  }
  throw redirect(answer.body.path, { headers: NOT_KEPT });
}

/** Never shown: the loader always answers with a redirect or an error. */
export default function StudentRegistrationRedirect() {
  return null;
}

/** Another's registration, or one erased meanwhile, says so, with the way back. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LinkErrorPage
      error={error}
      notFoundTitle="Registration not found"
      actions={[
        { to: paths.me(), label: 'Your events' },
        { to: paths.home(), label: 'Back to Home' },
      ]}
    />
  );
}
