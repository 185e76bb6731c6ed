import { useSearchParams } from 'react-router';

/** The query parameter of a console or dashboard list's page number (page 1 leaves it out). */
export const PAGE_PARAM = 'page';

const buttonClass =
  'cursor-pointer rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 aria-disabled:cursor-default aria-disabled:border-slate-200 aria-disabled:bg-transparent aria-disabled:text-slate-500';

/**
 * Previous / Next under a list of a tab whose page lives in the URL (`?page=N`, beside the tab
 * and its filters; `param` names another parameter where a tab pages two lists). The ends say so with `aria-disabled` rather than `disabled`, so the button
 * just pressed keeps the focus when it reaches the first or last page.
 */
export function ListPager(props: {
  page: number;
  pageCount: number;
  label: string;
  param?: string;
}) {
  const { page, pageCount, param = PAGE_PARAM } = props;
  const [, setSearchParams] = useSearchParams();
  if (pageCount <= 1) return null;

  const go = (next: number) => {
    if (next < 1 || next > pageCount || next === page) return;
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 1) params.delete(param);
        else params.set(param, String(next));
        return params;
      },
      { preventScrollReset: true },
    );
  };

  return (
    <nav aria-label={props.label} className="flex items-center justify-between gap-4 pt-2">
      <button
        type="button"
        aria-disabled={page <= 1 || undefined}
        onClick={() => go(page - 1)}
        className={buttonClass}
      >
        Previous
      </button>
      <p className="text-sm text-slate-700">
        Page {page} of {pageCount}
      </p>
      <button
        type="button"
        aria-disabled={page >= pageCount || undefined}
        onClick={() => go(page + 1)}
        className={buttonClass}
      >
        Next
      </button>
    </nav>
  );
}
