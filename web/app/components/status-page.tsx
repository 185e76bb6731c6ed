import type { ReactNode } from 'react';
import { isRouteErrorResponse, Link } from 'react-router';
import { paths } from '../config/paths';

export interface StatusAction {
  to: string;
  label: string;
}

/** A short centred message with a title and links onward: errors, notices, placeholders. */
export function StatusPage(props: {
  title: string;
  message: ReactNode;
  actions: StatusAction[];
  eyebrow?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center sm:py-28">
      {props.eyebrow && (
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {props.eyebrow}
        </p>
      )}
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        {props.title}
      </h1>
      <div className="mt-4 text-lg text-slate-600">{props.message}</div>
      {props.children}
      <div className="mt-10 flex flex-wrap items-center justify-center gap-3">
        {props.actions.map((action, index) => (
          <Link
            key={action.to}
            to={action.to}
            className={
              index === 0
                ? 'rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800'
                : 'rounded-lg border border-brand-700 px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50'
            }
          >
            {action.label}
          </Link>
        ))}
      </div>
    </div>
  );
}

/** 'Page not found' for a 404, a generic apology otherwise. */
export function ErrorMessage({ notFound }: { notFound: boolean }) {
  return (
    <StatusPage
      eyebrow={notFound ? 'Error 404' : undefined}
      title={notFound ? 'Page not found' : 'Something went wrong'}
      message={
        notFound
          ? 'The page you are looking for does not exist.'
          : 'An unexpected error occurred. Please try again in a moment.'
      }
      actions={[{ to: paths.home(), label: 'Back to Home' }]}
    />
  );
}

/**
 * The error page of a personal link (a registration, a subscription, a feedback link): an
 * unknown link says so ("Error 404", `notFoundTitle`), a refusal in the server's own words,
 * anything else apologises.
 */
export function LinkErrorPage(props: {
  error: unknown;
  notFoundTitle: string;
  actions: StatusAction[];
}) {
  const { error } = props;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const known = isRouteErrorResponse(error) && typeof error.data?.message === 'string';
  return (
    <StatusPage
      eyebrow={notFound ? 'Error 404' : undefined}
      title={notFound ? props.notFoundTitle : 'This link cannot be used'}
      message={
        known ? error.data.message : 'An unexpected error occurred. Please try again in a moment.'
      }
      actions={props.actions}
    />
  );
}
