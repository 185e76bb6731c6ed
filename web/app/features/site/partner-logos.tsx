import type { Partner } from '@chapterhouse/shared';
import { type CSSProperties, useState } from 'react';
import { PauseButton } from '../../components/pause-button';
import { useImageFallback } from '../../components/use-image-fallback';

/** Marquee speed in px per second (spec section 9). */
const SPEED = 40;
/** One logo's slot: 160 px logo, 12 px padding each side, 1 px border each side, 24 px gap. */
const SLOT_WIDTH = 160 + 2 * 12 + 2 + 24;
/** The widest the marquee gets (the page's content column, max-w-7xl). */
const MAX_WIDTH = 1280;

/** A partner's logo, or its name in the logo's place when the logo fails to load. */
function PartnerLogo(props: { partner: Partner; copy?: boolean }) {
  const { partner } = props;
  const { failed, imageProps } = useImageFallback(partner.image, '160px');
  const newTab = props.copy ? '' : ' (opens in a new tab)';
  if (failed) {
    return (
      <span className="flex h-20 w-40 items-center justify-center text-center font-semibold text-brand-800">
        {partner.text}
        {newTab && <span className="sr-only">{newTab}</span>}
      </span>
    );
  }
  return (
    <img
      {...imageProps}
      alt={props.copy ? '' : `${partner.text}${newTab}`}
      width={320}
      height={160}
      loading="lazy"
      decoding="async"
      className="h-20 w-40 object-contain"
    />
  );
}

function LogoList(props: { partners: Partner[]; copy?: boolean }) {
  return (
    <ul
      aria-hidden={props.copy ? true : undefined}
      className={`flex shrink-0 items-center ${props.copy ? 'partner-marquee-copy' : 'partner-marquee-list'}`}
    >
      {props.partners.map((partner) => (
        <li key={partner.id} className="pr-6">
          <a
            href={partner.link}
            target="_blank"
            rel="noopener noreferrer"
            tabIndex={props.copy ? -1 : undefined}
            className="block rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition-shadow hover:shadow-md"
          >
            <PartnerLogo partner={partner} copy={props.copy} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Partner logos scrolling by continuously (app.css `partner-marquee`): the list twice in a row,
 * moved left by half its width per loop, so the loop is seamless. It stops on hover, on
 * keyboard focus and with Pause; visitors who prefer reduced motion get a still, wrapped row.
 */
export function PartnerLogos({ partners }: { partners: Partner[] }) {
  const [paused, setPaused] = useState(false);
  // A short list is repeated until half the track is wider than the widest content column,
  // so no gap shows at the end of a loop.
  const repeat = Math.max(1, Math.ceil(MAX_WIDTH / (partners.length * SLOT_WIDTH)));
  const style = {
    '--marquee-duration': `${(repeat * partners.length * SLOT_WIDTH) / SPEED}s`,
  } as CSSProperties;
  const copies = Array.from({ length: 2 * repeat - 1 }, (_, copy) => copy);
  return (
    <div>
      <div className="partner-marquee" data-paused={paused ? '' : undefined} style={style}>
        <div className="partner-marquee-track">
          <LogoList partners={partners} />
          {copies.map((copy) => (
            <LogoList key={copy} partners={partners} copy />
          ))}
        </div>
      </div>
      <div className="mt-4 flex justify-center motion-reduce:hidden">
        <PauseButton paused={paused} onToggle={() => setPaused(!paused)} what="partner logos" />
      </div>
    </div>
  );
}
