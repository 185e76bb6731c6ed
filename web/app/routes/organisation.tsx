import { idOrSlugSchema } from '@chapterhouse/shared';
import type { ReactNode } from 'react';
import { data, isRouteErrorResponse, Link, useLocation } from 'react-router';
import { AboutBlock } from '../components/about-block';
import { ContactDetails } from '../components/contact-details';
import { EmptyState } from '../components/empty-state';
import { SectionHeading } from '../components/heading';
import { JsonLd } from '../components/json-ld';
import { ErrorMessage, StatusPage } from '../components/status-page';
import { collectionOf, kindOfPath, type OrganisationList, paths } from '../config/paths';
import { toShowcaseAchievement } from '../features/achievements/achievement-showcase';
import { EventCarousel } from '../features/events/event-carousel';
import { newsFeedLink, SubscribeLinks } from '../features/feeds/subscribe-links';
import { GalleryMasonry } from '../features/gallery/gallery-masonry';
import { FollowDisclosure } from '../features/newsletter/follow-form';
import { SlateGrid } from '../features/organisations/slate-member-card';
import { AchievementShowcaseIsland, OrganisationHeroIsland, RowButtonsIsland } from '../islands';
import { formatNumber } from '../lib/format';
import { LIST_LABELS } from '../lib/lists';
import { pageMeta, sharedPageMeta } from '../lib/meta';
import { breadcrumbJsonLd, organizationJsonLd } from '../lib/structured-data';
import type { Route } from './+types/organisation';

/** How many items of each list the page shows before its 'See all' link. */
const SHOWN = { events: 6, achievements: 6, gallery: 10 } as const;

/** `/societies/:org` and `/councils/:org`: the kind comes from the path. */
/** Rendered as islands: React Router does not hydrate this page (islands/island.tsx). */
export const handle = { islands: true };

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const kind = kindOfPath(new URL(request.url).pathname);
  const organisation = idOrSlugSchema.safeParse(params.org).success
    ? await context.reads.getOrganisation(kind, params.org)
    : null;
  if (!organisation) throw data({ kind }, { status: 404 });
  const site = await context.reads.getSite();
  return { organisation, branchName: site.branch.name, origin: context.origin };
}

export function meta({ loaderData, location, error, matches }: Route.MetaArgs) {
  if (!loaderData) {
    if (!isRouteErrorResponse(error) || error.status !== 404) {
      return pageMeta('Something went wrong', 'An unexpected error occurred.');
    }
    return kindOfPath(location.pathname) === 'council'
      ? pageMeta('Council not found', 'The council you are looking for does not exist.')
      : pageMeta('Society Not Found', 'The society you are looking for does not exist.');
  }
  const { organisation } = loaderData;
  return [
    ...sharedPageMeta(
      { matches },
      {
        title: organisation.name,
        description: organisation.description,
        // The slug form, also when the visitor came by numeric id.
        path: paths.organisationOf(organisation),
        image: organisation.image ?? organisation.carouselImages[0],
      },
    ),
    newsFeedLink(organisation.name, feedOwnerOf(organisation)),
  ];
}

/** The organisation's own feeds' owner, by its slug. */
const feedOwnerOf = (organisation: { kind: string; slug: string }) => ({
  collection: collectionOf(organisation.kind === 'council' ? 'council' : 'society'),
  org: organisation.slug,
});

function Section(props: {
  id: string;
  title: string;
  subtitle?: string;
  tinted?: boolean;
  seeAll?: { to: string; label: string } | null;
  children: ReactNode;
}) {
  return (
    <section
      id={props.id}
      aria-labelledby={`${props.id}-title`}
      className={`scroll-mt-20 py-16 ${props.tinted ? 'bg-slate-50' : ''}`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading
            id={`${props.id}-title`}
            title={props.title}
            subtitle={props.subtitle}
            align="left"
          />
          {props.seeAll && (
            <Link
              to={props.seeAll.to}
              className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {props.seeAll.label} <span aria-hidden="true">→</span>
            </Link>
          )}
        </div>
        <div className="mt-8">{props.children}</div>
      </div>
    </section>
  );
}

export default function OrganisationPage({ loaderData }: Route.ComponentProps) {
  const { organisation, branchName, origin } = loaderData;
  const kind = organisation.kind === 'council' ? 'council' : 'society';
  const collection = collectionOf(kind);
  // The carousel's pictures, or the organisation's one picture when it has none.
  const seeAll = (list: OrganisationList, count: number) =>
    count > 0
      ? {
          to: paths.organisationList(collection, organisation.slug, list),
          label: `See all ${LIST_LABELS[list].title.toLowerCase()} (${formatNumber(count)})`,
        }
      : null;
  const isCouncil = kind === 'council';

  return (
    <>
      <OrganisationHeroIsland
        organisation={{
          id: organisation.id,
          kind,
          slug: organisation.slug,
          name: organisation.name,
          description: organisation.description,
          establishedYear: organisation.establishedYear,
          stats: organisation.stats,
          image: organisation.image,
          carouselImages: organisation.carouselImages,
        }}
      />

      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-4 sm:px-6">
          <FollowDisclosure
            organisation={{ id: organisation.id, name: organisation.name }}
            from={paths.organisationOf(organisation)}
          />
        </div>
      </div>

      <Section id="about" title={`About ${organisation.name}`}>
        <AboutBlock
          vision={organisation.vision}
          mission={organisation.mission}
          objectives={organisation.objectives}
        />
      </Section>

      {isCouncil && (
        <Section id="contact" title="Get in Touch" tinted>
          <div className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <ContactDetails
              email={organisation.email}
              phone={organisation.phone}
              location={organisation.location}
              website={organisation.website}
              founded={
                organisation.founded ??
                (organisation.establishedYear ? String(organisation.establishedYear) : null)
              }
            />
          </div>
        </Section>
      )}

      <Section id="team" title="Leadership Team" tinted={!isCouncil}>
        {organisation.slate.length > 0 ? (
          <SlateGrid members={organisation.slate} />
        ) : (
          <EmptyState>The leadership team will be announced soon.</EmptyState>
        )}
      </Section>

      <Section
        id="past-events"
        title="Past Events"
        subtitle="Celebrating our successful technical events and community gatherings"
        tinted={isCouncil}
        seeAll={seeAll('past-events', organisation.counts.pastEvents)}
      >
        {organisation.events.past.length > 0 ? (
          <EventCarousel
            Buttons={RowButtonsIsland}
            label="Past events"
            events={organisation.events.past.slice(0, SHOWN.events)}
            showOrganisation={false}
          />
        ) : (
          <EmptyState>{LIST_LABELS['past-events'].empty}</EmptyState>
        )}
      </Section>

      <Section
        id="upcoming-events"
        title="Upcoming Events"
        subtitle="Join us for these exciting technical events and networking opportunities"
        tinted={!isCouncil}
        seeAll={seeAll('upcoming-events', organisation.counts.upcomingEvents)}
      >
        {organisation.events.upcoming.length > 0 ? (
          <EventCarousel
            Buttons={RowButtonsIsland}
            label="Upcoming events"
            events={organisation.events.upcoming.slice(0, SHOWN.events)}
            showOrganisation={false}
          />
        ) : (
          <EmptyState>{LIST_LABELS['upcoming-events'].empty}</EmptyState>
        )}
        <SubscribeLinks owner={feedOwnerOf(organisation)} origin={origin} className="mt-8" />
      </Section>

      <Section
        id="achievements"
        title="Achievements"
        tinted={isCouncil}
        seeAll={seeAll('achievements', organisation.counts.achievements)}
      >
        {organisation.achievements.length > 0 ? (
          <AchievementShowcaseIsland
            achievements={organisation.achievements
              .slice(0, SHOWN.achievements)
              .map(toShowcaseAchievement)}
          />
        ) : (
          <EmptyState>{LIST_LABELS.achievements.empty}</EmptyState>
        )}
      </Section>

      <Section
        id="gallery"
        title="Gallery"
        tinted={!isCouncil}
        seeAll={seeAll('gallery', organisation.counts.gallery)}
      >
        {organisation.gallery.length > 0 ? (
          <GalleryMasonry
            items={organisation.gallery.slice(0, SHOWN.gallery)}
            showOrganisation={false}
          />
        ) : (
          <EmptyState>{LIST_LABELS.gallery.empty}</EmptyState>
        )}
      </Section>
      <JsonLd
        data={organizationJsonLd(
          {
            name: organisation.name,
            path: paths.organisationOf(organisation),
            description: organisation.description,
            logo: organisation.image,
            email: organisation.email,
            sameAs: [organisation.website],
            parent: { name: branchName, path: paths.home() },
          },
          origin,
        )}
      />
      <JsonLd
        data={breadcrumbJsonLd(
          [
            { name: 'Home', path: paths.home() },
            { name: isCouncil ? 'Councils' : 'Societies', path: paths.collection(collection) },
            { name: organisation.name, path: paths.organisationOf(organisation) },
          ],
          origin,
        )}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  if (!isRouteErrorResponse(error) || error.status !== 404)
    return <ErrorMessage notFound={false} />;
  if (kindOfPath(pathname) === 'council') {
    return (
      <StatusPage
        title="Council not found."
        message="The council you are looking for does not exist."
        actions={[
          { to: paths.councils(), label: 'All Councils' },
          { to: paths.home(), label: 'Back to Home' },
        ]}
      />
    );
  }
  return (
    <StatusPage
      title="Society Not Found"
      message="The society you are looking for does not exist."
      actions={[
        { to: paths.societies(), label: 'View All Societies' },
        { to: paths.home(), label: 'Back to Home' },
      ]}
    />
  );
}
