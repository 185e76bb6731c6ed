import type { FaqEntry } from '@chapterhouse/shared';
import { ChevronDownIcon } from '../../components/icons';

/** Questions as native disclosure widgets; each opens on its own. */
export function FaqList({ faqs }: { faqs: FaqEntry[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {faqs.map((faq) => (
        <details key={faq.id} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-6 py-5 text-left font-semibold text-slate-900 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDownIcon className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
          </summary>
          <p className="px-6 pb-5 text-slate-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
