import type { ReactNode } from 'react';

/** What a list shows when it has nothing in it, e.g. 'No past events found.' */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
      {children}
    </p>
  );
}
