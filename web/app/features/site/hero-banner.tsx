import type { HeroSlide } from '@chapterhouse/shared';
import { ButtonLink } from '../../components/button-link';
import { paths } from '../../config/paths';

/** The landing page's opening picture: the first hero slide with its title and caption. */
export function HeroBanner(props: {
  slide: HeroSlide | null;
  branchName: string;
  description: string;
}) {
  const { slide } = props;
  return (
    <div className="relative isolate overflow-hidden bg-brand-900">
      {slide && (
        <img
          src={slide.image}
          alt={slide.alt}
          width={1920}
          height={800}
          fetchPriority="high"
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/95 via-brand-900/75 to-brand-900/30" />
      <div className="mx-auto flex min-h-[28rem] max-w-7xl flex-col justify-center px-4 py-20 sm:px-6 lg:min-h-[34rem]">
        <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">
          {props.branchName}
        </p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-white sm:text-5xl lg:text-6xl">
          {slide?.title ?? props.branchName}
        </h1>
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
    </div>
  );
}
