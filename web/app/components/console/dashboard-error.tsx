import { Link, useRevalidator } from 'react-router';
import { paths } from '../../config/paths';
import { DashboardMessage } from './dashboard-loading';

/**
 * A dashboard whose data could not be loaded (server unreachable, too slow, failing): what went
 * wrong and a way to try again, never an endless spinner.
 */
export function DashboardLoadError(props: { title: string; error: unknown }) {
  const revalidator = useRevalidator();
  const message =
    props.error instanceof Error && props.error.message
      ? props.error.message
      : 'An unexpected error occurred. Please try again in a moment.';
  const retrying = revalidator.state === 'loading';
  return (
    <DashboardMessage>
      <div className="max-w-lg text-center">
        <div role="alert">
          <h1 className="text-2xl font-bold text-brand-900">{props.title}</h1>
          <p className="mt-3 text-slate-600">{message}</p>
        </div>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={() => void revalidator.revalidate()}
            disabled={retrying}
            className="cursor-pointer rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
          >
            {retrying ? 'Trying again...' : 'Try again'}
          </button>
          <Link
            to={paths.home()}
            className="rounded-lg border border-brand-700 px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            Back to Home
          </Link>
        </div>
      </div>
    </DashboardMessage>
  );
}
