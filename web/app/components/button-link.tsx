import type { ReactNode } from 'react';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50',
  light: 'bg-white text-brand-800 hover:bg-brand-50',
} as const;

/** A link styled as a button. */
export function ButtonLink(props: {
  to: string;
  children: ReactNode;
  variant?: keyof typeof variants;
  className?: string;
}) {
  return (
    <a
      href={props.to}
      className={`inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold shadow-sm transition-colors ${variants[props.variant ?? 'primary']} ${props.className ?? ''}`}
    >
      {props.children}
    </a>
  );
}
