import type { ReactNode } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4;

/** A heading whose level the caller chooses, so cards keep the page's outline in order. */
export function Heading(props: {
  level: HeadingLevel;
  className?: string;
  children: ReactNode;
  id?: string;
}) {
  const Tag = `h${props.level}` as const;
  return (
    <Tag id={props.id} className={props.className}>
      {props.children}
    </Tag>
  );
}

/** The title block of a page section: heading, optional subtitle. */
export function SectionHeading(props: {
  title: string;
  subtitle?: string;
  level?: HeadingLevel;
  id?: string;
  align?: 'center' | 'left';
}) {
  const centered = (props.align ?? 'center') === 'center';
  return (
    <div className={centered ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      <Heading
        level={props.level ?? 2}
        id={props.id}
        className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl"
      >
        {props.title}
      </Heading>
      {props.subtitle && <p className="mt-3 text-lg text-slate-600">{props.subtitle}</p>}
    </div>
  );
}
