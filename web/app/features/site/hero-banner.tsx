import type { HeroSlide } from '@chapterhouse/shared';
import { useEffect, useState } from 'react';
import { ButtonLink } from '../../components/button-link';
import { Carousel } from '../../components/carousel';
import { OptionalImage } from '../../components/use-image-fallback';
import { paths } from '../../config/paths';

/** Hero slider auto-advance (spec section 9). */
export const HERO_INTERVAL_MS = 5000;

/**
 * The slides' pictures fill the screen's width, but a screen of 2.5 or more device pixels per px
 * (a phone) is told two thirds of it: it then takes the 960 px rendition instead of 1280. The
 * picture is a backdrop, cropped to the slide and under a dark gradient, where the difference
 * does not show, and it is the page's largest paint on a slow connection (docs/media.md).
 */
export const HERO_SIZES = '(min-resolution:2.5dppx) 67vw';

/**
 * The landing page's opening slider. The first slide's picture is the page's largest paint:
 * it loads at once with high priority (React adds a matching preload to the head), over its
 * placeholder picture. The others are not even in the server's HTML: they cannot show before
 * the carousel moves, and fetched at once they would share a slow connection with the first.
 */
export function HeroBanner(props: {
  slides: HeroSlide[];
  branchName: string;
  description: string;
}) {
  const slides: Array<HeroSlide | null> = props.slides.length > 0 ? props.slides : [null];
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <>
      {/* The page's title stays put while the slides' headlines rotate. */}
      <h1 className="sr-only">{props.branchName}</h1>
      <Carousel
        label="Highlights"
        items={slides}
        keyOf={(slide) => slide?.id ?? 0}
        interval={HERO_INTERVAL_MS}
        renderSlide={(slide, index) => (
          <>
            {slide && (index === 0 || hydrated) && (
              <OptionalImage
                src={slide.image}
                alt={slide.alt}
                width={1920}
                height={800}
                sizes={HERO_SIZES}
                blur={index === 0}
                fetchPriority={index === 0 ? 'high' : undefined}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding={index === 0 ? undefined : 'async'}
                className="absolute inset-0 -z-10 h-full w-full object-cover"
              />
            )}
            <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/95 via-brand-900/75 to-brand-900/30" />
            <div className="mx-auto flex min-h-[28rem] max-w-7xl flex-col justify-center px-4 pt-20 pb-24 sm:px-6 lg:min-h-[34rem]">
              <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">
                {props.branchName}
              </p>
              <h2 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-white sm:text-5xl lg:text-6xl">
                {slide?.title ?? props.branchName}
              </h2>
              {(slide?.caption ?? props.description) && (
                <p className="mt-5 max-w-2xl text-lg text-white/90">
                  {slide?.caption ?? props.description}
                </p>
              )}
              <div className="mt-8 flex flex-wrap gap-3">
                <ButtonLink to={paths.section('about')} variant="light">
                  Learn More
                </ButtonLink>
                <ButtonLink
                  to={paths.section('events')}
                  className="border border-white/70 bg-transparent text-white shadow-none hover:bg-white/10"
                >
                  See Events
                </ButtonLink>
              </div>
            </div>
          </>
        )}
      />
    </>
  );
}
