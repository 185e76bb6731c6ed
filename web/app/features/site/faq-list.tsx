import type { FaqEntry } from '@chapterhouse/shared';
import type { MouseEvent } from 'react';
import { ChevronDownIcon } from '../../components/icons';
import { prefersReducedMotion } from '../../components/use-reduced-motion';

/**
 * The FAQ accordion (spec: one answer open at a time; activating the open question closes it),
 * built from native disclosures: `<details>` sharing one `name` are exclusive in the browser
 * itself. So it needs no script and no island, its answers are in the page once (an island would
 * repeat them in its props), and screen readers announce each question as an expandable button.
 */
export function FaqList({ faqs }: { faqs: FaqEntry[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {faqs.map((faq) => (
        <details key={faq.id} name="faqs" className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-6 py-5 text-left font-semibold text-slate-900 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDownIcon className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
          </summary>
          <p className="max-h-96 overflow-auto px-6 pb-5 text-slate-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}

/**
 * A link to a section of the same page that scrolls there smoothly (instantly for visitors who
 * prefer reduced motion). Without script it is a plain fragment link.
 */
export function SectionLink(props: {
  sectionId: string;
  href: string;
  children: string;
  className?: string;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(props.sectionId);
    if (!target || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  };
  return (
    <a href={props.href} onClick={onClick} className={props.className}>
      {props.children}
    </a>
  );
}
