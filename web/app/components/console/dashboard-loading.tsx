import { type ReactNode, useEffect, useState } from 'react';

/** A centred line while a dashboard gets ready; `role="status"` reads it to screen readers. */
export function DashboardMessage({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      {children}
    </main>
  );
}

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
    />
  );
}

/**
 * 'Initializing...' until the page is interactive, then 'Loading society data...' (or council)
 * with the id asked for, as the spec's loading screens read. Without a kind only the first shows.
 */
export function DashboardLoading(props: { kind?: 'society' | 'council'; id?: string }) {
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  const loadingData = started && props.kind;
  return (
    <DashboardMessage>
      <div role="status" className="flex flex-col items-center gap-4 text-center">
        <Spinner />
        <p className="text-lg font-medium text-slate-700">
          {loadingData ? `Loading ${props.kind} data...` : 'Initializing...'}
        </p>
        {loadingData && props.id && <p className="text-sm text-slate-500">{props.id}</p>}
        {/* A sign-in sent without script lands here (routes/login.tsx): say what is missing. */}
        <noscript>
          <p className="max-w-md text-slate-700">
            The dashboards need JavaScript. Turn it on in your browser, then reload this page.
          </p>
        </noscript>
      </div>
    </DashboardMessage>
  );
}
