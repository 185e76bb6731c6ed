import type { ReactNode } from 'react';
import { AboutBlock } from '../components/about-block';
import { ButtonLink } from '../components/button-link';
import { EmptyState } from '../components/empty-state';
import { SectionHeading } from '../components/heading';
import { JsonLd } from '../components/json-ld';
import { StatList } from '../components/stat-list';
import { paths } from '../config/paths';
import { toShowcaseAchievement } from '../features/achievements/achievement-showcase';
import { EventCarousel } from '../features/events/event-carousel';
import { newsFeedLink } from '../features/feeds/subscribe-links';
import { GalleryMasonry } from '../features/gallery/gallery-masonry';
import { OrganisationGrid } from '../features/organisations/organisation-card';
import { SlateGrid } from '../features/organisations/slate-member-card';
import { ContactPanel } from '../features/site/contact-panel';
import { FaqList, SectionLink } from '../features/site/faq-list';
import {
  AchievementShowcaseIsland,
  ContactFormIsland,
  GalleryRevealIsland,
  HeroBannerIsland,
  PartnerLogosIsland,
  RowButtonsIsland,
} from '../islands';
import { LIST_LABELS } from '../lib/lists';
import { sharedPageMeta } from '../lib/meta';
import { organizationJsonLd } from '../lib/structured-data';
import type { Route } from './+types/home';

/** The landing page shows the first five societies and councils. */
const ORGANISATIONS_SHOWN = 5;

/**
 * Rendered as islands: React Router does not hydrate this page (islands/island.tsx). Like every
 * page of islands it carries its critical CSS inline, about 7 KB gzip of its 25 KB budget
 * (decisions 021 and 022).
 */
export const handle = { islands: true };

export async function loader({ context }: Route.LoaderArgs) {
  const { reads } = context;
  const [site, societies, councils, pastEvents, upcomingEvents, achievements, gallery] =
    await Promise.all([
      reads.getSite(),
      reads.listOrganisations('society'),
      reads.listOrganisations('council'),
      reads.listEvents({ when: 'past', page: 1, limit: 6 }),
      reads.listEvents({ when: 'upcoming', page: 1, limit: 6 }),
      reads.listAchievements({ page: 1, limit: 6 }),
      reads.listGallery({ page: 1, limit: 10 }),
    ]);
  return {
    site,
    societies: societies.slice(0, ORGANISATIONS_SHOWN),
    councils: councils.slice(0, ORGANISATIONS_SHOWN),
    pastEvents: pastEvents?.items ?? [],
    upcomingEvents: upcomingEvents?.items ?? [],
    achievements: achievements?.items ?? [],
    gallery: gallery?.items ?? [],
    origin: context.origin,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const branch = loaderData?.site.branch;
  const name = branch?.name ?? 'IEEE Student Branch';
  return [
    ...sharedPageMeta(
      { matches },
      {
        title: name,
        description:
          branch?.description ||
          'Societies, councils, events and achievements of our IEEE student branch.',
        path: paths.home(),
      },
    ),
    newsFeedLink(name),
  ];
}

function Section(props: {
  id: string;
  title: string;
  subtitle?: string;
  tinted?: boolean;
  children: ReactNode;
  more?: ReactNode;
}) {
  return (
    <section
      id={props.id}
      aria-labelledby={`${props.id}-title`}
      className={`scroll-mt-20 py-16 sm:py-20 ${props.tinted ? 'bg-slate-50' : 'bg-white'}`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id={`${props.id}-title`} title={props.title} subtitle={props.subtitle} />
        <div className="mt-10">{props.children}</div>
        {props.more && <div className="mt-10 flex justify-center">{props.more}</div>}
      </div>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { site, societies, councils, pastEvents, upcomingEvents, achievements, gallery, origin } =
    loaderData;
  const { branch } = site;
  return (
    <>
      <JsonLd
        data={organizationJsonLd(
          { name: branch.name, path: paths.home(), logo: paths.logo() },
          origin,
        )}
      />
      <section id="hero" aria-label="Welcome" className="scroll-mt-20">
        <HeroBannerIsland
          slides={site.heroSlides}
          branchName={branch.name}
          description={branch.description}
        />
      </section>

      <Section id="about" title="About Us" subtitle={branch.description || undefined}>
        <AboutBlock
          vision={branch.vision}
          mission={branch.mission}
          objectives={branch.objectives}
        />
        <div className="mx-auto mt-10 max-w-3xl">
          <StatList stats={site.statistics} />
        </div>
      </Section>

      <Section
        id="societies"
        title="Our Societies"
        subtitle="Technical societies where members learn, build and lead"
        tinted
      >
        <OrganisationGrid
          organisations={societies}
          more={{ kind: 'society', label: 'More Societies' }}
        />
      </Section>

      <Section
        id="councils"
        title="Our Councils"
        subtitle="Councils that bring our societies together around shared goals"
      >
        <OrganisationGrid
          organisations={councils}
          more={{ kind: 'council', label: 'More Councils' }}
        />
      </Section>

      <section id="events" aria-label="Events" className="scroll-mt-20">
        <Section
          id="past-events"
          title="Past Events"
          subtitle="Celebrating our successful technical events and community gatherings"
          tinted
          more={
            <ButtonLink to={paths.pastEvents()} variant="secondary">
              Show More Events
            </ButtonLink>
          }
        >
          {pastEvents.length > 0 ? (
            <EventCarousel Buttons={RowButtonsIsland} label="Past events" events={pastEvents} />
          ) : (
            <EmptyState>{LIST_LABELS['past-events'].empty}</EmptyState>
          )}
        </Section>
        <Section
          id="upcoming-events"
          title="Upcoming Events"
          subtitle="Join us for these exciting technical events and networking opportunities"
          more={<ButtonLink to={paths.upcomingEvents()}>Explore More Events</ButtonLink>}
        >
          {upcomingEvents.length > 0 ? (
            <EventCarousel
              Buttons={RowButtonsIsland}
              label="Upcoming events"
              events={upcomingEvents}
            />
          ) : (
            <EmptyState>{LIST_LABELS['upcoming-events'].empty}</EmptyState>
          )}
        </Section>
      </section>

      <Section
        id="achievements"
        title="Our Achievements"
        subtitle="Recognition earned by our members, societies and councils"
        tinted
        more={<ButtonLink to={paths.achievements()}>Show More Achievements</ButtonLink>}
      >
        {achievements.length > 0 ? (
          <AchievementShowcaseIsland achievements={achievements.map(toShowcaseAchievement)} />
        ) : (
          <EmptyState>{LIST_LABELS.achievements.empty}</EmptyState>
        )}
      </Section>

      {site.partners.length > 0 && (
        <section aria-label="Our IEEE Partners" className="bg-white py-16">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <SectionHeading title="Our IEEE Partners" />
            <div className="mt-10">
              <PartnerLogosIsland partners={site.partners} />
            </div>
          </div>
        </section>
      )}

      <Section
        id="gallery"
        title="Our Gallery"
        subtitle="Moments from our events and activities"
        tinted
        more={
          // Above the preview's photos: the one the preview clips lies on under it.
          <ButtonLink to={paths.gallery()} className="relative z-10">
            View Gallery
          </ButtonLink>
        }
      >
        {gallery.length > 0 ? (
          <GalleryMasonry items={gallery} preview Reveal={GalleryRevealIsland} />
        ) : (
          <EmptyState>{LIST_LABELS.gallery.empty}</EmptyState>
        )}
      </Section>

      <Section
        id="sb-slate"
        title="Meet Our Student Branch Slate"
        subtitle="The students who lead our branch"
      >
        {site.slate.length > 0 ? (
          <SlateGrid members={site.slate} />
        ) : (
          <EmptyState>The slate will be announced soon.</EmptyState>
        )}
      </Section>

      <Section id="faqs" title="Frequently Asked Questions" tinted>
        <div className="mx-auto max-w-3xl">
          <FaqList faqs={site.faqs} />
          <p className="mt-8 text-center text-slate-700">
            Still have questions?{' '}
            <SectionLink
              sectionId="contact"
              href={paths.section('contact')}
              className="font-semibold text-brand-700 underline hover:no-underline"
            >
              Contact Us
            </SectionLink>
          </p>
        </div>
      </Section>

      <Section id="contact" title="Get in Touch" subtitle="We would love to hear from you">
        <ContactPanel
          email={branch.email}
          phone={branch.phone}
          location={branch.location}
          form={<ContactFormIsland />}
        />
      </Section>
    </>
  );
}
