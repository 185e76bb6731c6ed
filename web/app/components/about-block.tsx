import { Heading, type HeadingLevel } from './heading';
import { RichText } from './rich-text';

const OBJECTIVES_FALLBACK = 'Objectives will be updated soon';

/** Vision, mission and objectives side by side, as the branch and every organisation have them. */
export function AboutBlock(props: {
  vision: string;
  mission: string;
  /** Sanitised HTML. */
  objectives: string;
  headingLevel?: HeadingLevel;
}) {
  const level = props.headingLevel ?? 3;
  const card = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';
  const title = 'text-xl font-semibold text-brand-800';
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className={card}>
        <Heading level={level} className={title}>
          Our Vision
        </Heading>
        <p className="mt-3 text-slate-700">{props.vision || 'Our vision will be shared soon.'}</p>
      </div>
      <div className={card}>
        <Heading level={level} className={title}>
          Our Mission
        </Heading>
        <p className="mt-3 text-slate-700">{props.mission || 'Our mission will be shared soon.'}</p>
      </div>
      <div className={card}>
        <Heading level={level} className={title}>
          Our Objectives
        </Heading>
        {props.objectives.trim() ? (
          <RichText html={props.objectives} className="mt-3 text-slate-700" />
        ) : (
          <p className="mt-3 text-slate-700">{OBJECTIVES_FALLBACK}</p>
        )}
      </div>
    </div>
  );
}
