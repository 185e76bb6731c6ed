import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from './empty-state';
import { Pagination } from './pagination';

/** Where the visitor came from, e.g. the organisation's page. */
export interface BackLink {
  to: string;
  label: string;
}

/** The top of a list page, in whichever view it is seen: the way back, title, subtitle. */
export function ListHeading(props: { title: string; subtitle?: string; back?: BackLink }) {
  return (
    <>
      {props.back && (
        <p>
          <Link to={props.back.to} className="text-sm font-medium text-brand-700 hover:underline">
            ← {props.back.label}
          </Link>
        </p>
      )}
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        {props.title}
      </h1>
      {props.subtitle && <p className="mt-3 text-lg text-slate-600">{props.subtitle}</p>}
    </>
  );
}

/** The frame of every list page: title, the items (or the empty text), pagination. */
export function ListPage(props: {
  title: string;
  subtitle?: string;
  back?: BackLink;
  /** Under the title: other ways to see the list (the events' month view). */
  toolbar?: ReactNode;
  isEmpty: boolean;
  emptyText: string;
  basePath: string;
  page: number;
  pageCount: number;
  total: number;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <ListHeading title={props.title} subtitle={props.subtitle} back={props.back} />
      {props.toolbar}
      {!props.isEmpty && (
        <p className="mt-2 text-sm text-slate-600">
          {props.total} {props.total === 1 ? 'item' : 'items'}
        </p>
      )}
      <div className="mt-8">
        {props.isEmpty ? <EmptyState>{props.emptyText}</EmptyState> : props.children}
      </div>
      <Pagination basePath={props.basePath} page={props.page} pageCount={props.pageCount} />
    </div>
  );
}
