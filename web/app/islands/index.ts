/**
 * The islands the pages place, each the component `registry.ts` names, wrapped by `island()`.
 * Routes import these; components and features stay plain React and know nothing of islands.
 */

import { RowButtons } from '../components/row-buttons';
import { SiteHeader } from '../components/site-header';
import { SiteToaster } from '../components/site-toaster';
import { AchievementShowcase } from '../features/achievements/achievement-showcase';
import { GalleryReveal } from '../features/gallery/gallery-masonry';
import { NewsletterForm } from '../features/newsletter/newsletter-form';
import { NotificationList } from '../features/notifications/notification-list';
import { OrganisationHero } from '../features/organisations/organisation-hero';
import { RegistrationForm } from '../features/registrations/registration-form';
import { RegistrationOpening } from '../features/registrations/registration-opening';
import { ContactForm } from '../features/site/contact-form';
import { HeroBanner } from '../features/site/hero-banner';
import { PartnerLogos } from '../features/site/partner-logos';
import { island } from './island';

export const SiteHeaderIsland = island('site-header', SiteHeader);
export const SiteToasterIsland = island('site-toaster', SiteToaster);
export const NewsletterFormIsland = island('newsletter-form', NewsletterForm);
export const HeroBannerIsland = island('hero-banner', HeroBanner);
export const RowButtonsIsland = island('row-buttons', RowButtons);
export const AchievementShowcaseIsland = island('achievement-showcase', AchievementShowcase);
export const PartnerLogosIsland = island('partner-logos', PartnerLogos);
export const GalleryRevealIsland = island('gallery-reveal', GalleryReveal);
export const ContactFormIsland = island('contact-form', ContactForm);
export const RegistrationFormIsland = island('registration-form', RegistrationForm);
export const RegistrationOpeningIsland = island('registration-opening', RegistrationOpening);
export const NotificationListIsland = island('notification-list', NotificationList);
export const OrganisationHeroIsland = island('organisation-hero', OrganisationHero);
