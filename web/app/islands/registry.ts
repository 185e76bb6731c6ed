import type { ComponentProps, ComponentType } from 'react';

/**
 * Every island, by name: how the browser loads its component (a chunk of its own, fetched only by
 * pages that show it) and when it hydrates. `load`: at once (what the first screen shows);
 * `visible`: once near the viewport, or when the browser is idle, whichever comes first. `auth`:
 * it shows who is signed in, so it runs inside the session provider.
 *
 * `island()` in `island.tsx` takes the same component for the server render; its types check that
 * both sides agree.
 */
export const islands = {
  'site-header': {
    load: () => import('../components/site-header').then((module) => module.SiteHeader),
    hydrate: 'load',
    auth: true,
  },
  'site-toaster': {
    load: () => import('../components/site-toaster').then((module) => module.SiteToaster),
    hydrate: 'visible',
  },
  'newsletter-form': {
    load: () =>
      import('../features/newsletter/newsletter-form').then((module) => module.NewsletterForm),
    hydrate: 'visible',
  },
  'hero-banner': {
    load: () => import('../features/site/hero-banner').then((module) => module.HeroBanner),
    hydrate: 'load',
  },
  'row-buttons': {
    load: () => import('../components/row-buttons').then((module) => module.RowButtons),
    hydrate: 'visible',
  },
  'achievement-showcase': {
    load: () =>
      import('../features/achievements/achievement-showcase').then(
        (module) => module.AchievementShowcase,
      ),
    hydrate: 'visible',
  },
  'partner-logos': {
    load: () => import('../features/site/partner-logos').then((module) => module.PartnerLogos),
    hydrate: 'visible',
  },
  'gallery-reveal': {
    load: () =>
      import('../features/gallery/gallery-masonry').then((module) => module.GalleryReveal),
    hydrate: 'visible',
  },
  'contact-form': {
    load: () => import('../features/site/contact-form').then((module) => module.ContactForm),
    hydrate: 'visible',
  },
  'registration-form': {
    load: () =>
      import('../features/registrations/registration-form').then(
        (module) => module.RegistrationForm,
      ),
    hydrate: 'visible',
  },
  'registration-opening': {
    load: () =>
      import('../features/registrations/registration-opening').then(
        (module) => module.RegistrationOpening,
      ),
    hydrate: 'visible',
  },
  'notification-list': {
    load: () =>
      import('../features/notifications/notification-list').then(
        (module) => module.NotificationList,
      ),
    hydrate: 'load',
  },
  'organisation-hero': {
    load: () =>
      import('../features/organisations/organisation-hero').then(
        (module) => module.OrganisationHero,
      ),
    hydrate: 'load',
    auth: true,
  },
} satisfies Record<string, IslandEntry>;

interface IslandEntry {
  // biome-ignore lint/suspicious/noExplicitAny: each island has props of its own.
  load: () => Promise<ComponentType<any>>;
  hydrate: 'load' | 'visible';
  auth?: true;
}

export type IslandName = keyof typeof islands;

/** The props of island `Name`'s component, as its chunk exports it. */
export type IslandProps<Name extends IslandName> = ComponentProps<
  Awaited<ReturnType<(typeof islands)[Name]['load']>>
>;
