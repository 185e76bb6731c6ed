import { Link } from 'react-router';
import { paths } from '../config/paths';

/**
 * Previous / Next links and 'Page X of Y' under a list. Nothing is rendered when everything fits
 * on one page. `basePath` is the list's own path; the page travels as `?page=N`.
 */
export function Pagination(props: { basePath: string; page: number; pageCount: number }) {
  const { basePath, page, pageCount } = props;
  if (pageCount <= 1) return null;
  const link =
    'inline-flex items-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50';
  const disabled =
    'inline-flex items-center rounded-lg border border-slate-200 px-4 py-2 text-sm font-medium text-slate-500';
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={paths.paged(basePath, page - 1)} rel="prev" className={link}>
          Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          Previous
        </span>
      )}
      <p className="text-sm text-slate-700">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={paths.paged(basePath, page + 1)} rel="next" className={link}>
          Next
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          Next
        </span>
      )}
    </nav>
  );
}
