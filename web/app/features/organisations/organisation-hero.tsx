import type { OrganisationDetail } from '@chapterhouse/shared';
import { Carousel } from '../../components/carousel';
import { StatList } from '../../components/stat-list';
import { OptionalImage } from '../../components/use-image-fallback';
import { collectionOf, paths } from '../../config/paths';
import { AdminDashboardLink } from './admin-dashboard-link';

/** Society carousel auto-advance (spec section 9). */
const ORGANISATION_CAROUSEL_MS = 5000;

/** What the banner shows of an organisation: plain data, so the banner can be an island. */
export type OrganisationHeroProps = Pick<
  OrganisationDetail,
  'id' | 'slug' | 'name' | 'description' | 'establishedYear' | 'stats' | 'image' | 'carouselImages'
> & { kind: 'society' | 'council' };

/**
 * The top of an organisation's page: its pictures in turn behind its name, description and
 * figures, and 'Admin Dashboard' for the admins who may manage it.
 */
export function OrganisationHero({ organisation }: { organisation: OrganisationHeroProps }) {
  const { kind } = organisation;
  const heroImages =
    organisation.carouselImages.length > 0
      ? organisation.carouselImages
      : organisation.image
        ? [organisation.image]
        : [];
  return (
    <Carousel
      label={`${organisation.name} pictures`}
      items={heroImages}
      keyOf={(image) => image}
      interval={ORGANISATION_CAROUSEL_MS}
      renderSlide={(image, index) => (
        <>
          <OptionalImage
            src={image}
            alt={`${organisation.name} banner${heroImages.length > 1 ? ` ${index + 1}` : ''}`}
            width={1200}
            height={600}
            fetchPriority={index === 0 ? 'high' : undefined}
            loading={index === 0 ? 'eager' : 'lazy'}
            className="absolute inset-0 -z-10 h-full w-full object-cover"
          />
          <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/95 via-brand-900/80 to-brand-900/40" />
        </>
      )}
    >
      <div className="mx-auto max-w-7xl px-4 pt-20 pb-24 sm:px-6 lg:pt-28">
        <p className="text-sm font-medium text-brand-100">
          <a href={paths.collection(collectionOf(kind))} className="hover:underline">
            {kind === 'council' ? 'Councils' : 'Societies'}
          </a>
          {organisation.establishedYear && (
            <span> · Established {organisation.establishedYear}</span>
          )}
        </p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-white sm:text-5xl">
          {organisation.name}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-white/90">{organisation.description}</p>
        <div className="mt-6 empty:hidden">
          <AdminDashboardLink
            organisation={{ id: organisation.id, kind, slug: organisation.slug }}
          />
        </div>
        <div className="mt-10 max-w-2xl">
          <StatList stats={organisation.stats} onDark />
        </div>
      </div>
    </Carousel>
  );
}
