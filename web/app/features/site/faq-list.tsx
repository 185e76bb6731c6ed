import type { FaqEntry } from '@chapterhouse/shared';
import { type MouseEvent, useId, useState } from 'react';
import { ChevronDownIcon } from '../../components/icons';
import { prefersReducedMotion } from '../../components/use-reduced-motion';

/** An accordion: one answer open at a time; activating the open question closes it. */
export function FaqList({ faqs }: { faqs: FaqEntry[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {faqs.map((faq) => {
        const open = faq.id === openId;
        const buttonId = `${baseId}-q${faq.id}`;
        const panelId = `${baseId}-a${faq.id}`;
        return (
          <div key={faq.id}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : faq.id)}
                className="flex w-full items-center justify-between gap-4 px-6 py-5 text-left font-semibold text-slate-900 hover:text-brand-700"
              >
                {faq.question}
                <ChevronDownIcon
                  className={`size-5 shrink-0 text-brand-700 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!open}
              className="max-h-96 overflow-auto px-6 pb-5 text-slate-700"
            >
              <p>{faq.answer}</p>
            </section>
          </div>
        );
      })}
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
