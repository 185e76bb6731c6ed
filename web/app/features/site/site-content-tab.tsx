import type { AdminFaq, AdminHeroSlide, AdminPartner } from '@chapterhouse/shared';
import type { ReactNode } from 'react';
import { type TabItem, Tabs } from '../../components/console/tabs';
import { AboutPanel } from './about-panel';
import { ActivityCategoriesPanel } from './activity-categories-panel';
import type { SiteContent } from './console-api';
import { LocalePanel } from './locale-panel';
import { FaqForm, HeroSlideForm, PartnerForm } from './site-forms';
import { SiteListPanel } from './site-list-panel';
import { StatisticsPanel } from './statistics-panel';

export type SiteSection =
  | 'hero-slides'
  | 'partners'
  | 'faqs'
  | 'slate'
  | 'about'
  | 'statistics'
  | 'locale'
  | 'activity-categories';

export const SITE_SECTIONS: readonly TabItem<SiteSection>[] = [
  { id: 'hero-slides', label: 'Hero slides' },
  { id: 'partners', label: 'Partners' },
  { id: 'faqs', label: 'FAQ' },
  { id: 'slate', label: 'Branch slate' },
  { id: 'about', label: 'About' },
  { id: 'statistics', label: 'Statistics' },
  { id: 'locale', label: 'Locale' },
  { id: 'activity-categories', label: 'Activity categories' },
];

export const sectionOf = (value: string | null): SiteSection =>
  SITE_SECTIONS.find((section) => section.id === value)?.id ?? 'hero-slides';

export const CONFIRM_DELETE_SLIDE = 'Are you sure you want to delete this slide?';
export const CONFIRM_DELETE_PARTNER = 'Are you sure you want to delete this partner?';
export const CONFIRM_DELETE_FAQ = 'Are you sure you want to delete this question?';

function SlideSummary({ slide }: { slide: AdminHeroSlide }) {
  return (
    <div className="flex gap-4">
      <img
        src={slide.image}
        alt={slide.alt}
        width={128}
        height={72}
        loading="lazy"
        className="h-18 w-32 shrink-0 rounded-lg bg-slate-100 object-cover"
      />
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">{slide.title}</h3>
        {slide.caption && <p className="text-sm text-slate-700">{slide.caption}</p>}
        <p className="mt-1 text-xs text-slate-500">Description: {slide.alt}</p>
      </div>
    </div>
  );
}

function PartnerSummary({ partner }: { partner: AdminPartner }) {
  return (
    <div className="flex items-center gap-4">
      <img
        src={partner.image}
        alt=""
        width={96}
        height={48}
        loading="lazy"
        className="h-12 w-24 shrink-0 rounded bg-slate-50 object-contain"
      />
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">{partner.name}</h3>
        <a
          href={partner.link}
          target="_blank"
          rel="noopener noreferrer"
          className="block truncate text-sm text-brand-700 hover:underline"
        >
          {partner.link}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}

function FaqSummary({ faq }: { faq: AdminFaq }) {
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{faq.question}</h3>
      <p className="mt-1 line-clamp-3 text-sm whitespace-pre-line text-slate-700">{faq.answer}</p>
    </div>
  );
}

/**
 * Site content: what the landing page shows besides the organisations, one section each. Every
 * list and form works as in the organisation dashboards; a save shows on the landing page at once.
 */
export function SiteContentTab(props: {
  data: SiteContent;
  /** The branch slate's list: the members' editor, which the route brings. */
  slate: ReactNode;
  section: SiteSection;
  onSelect: (section: SiteSection) => void;
}) {
  const { data } = props;
  const panel = () => {
    switch (props.section) {
      case 'partners':
        return (
          <SiteListPanel<AdminPartner>
            list="partners"
            title="Partners"
            description="The logos of 'Our IEEE Partners', in this order; each opens the partner's site."
            noun="Partner"
            emptyText="No partners yet."
            confirmDelete={CONFIRM_DELETE_PARTNER}
            items={data.partners}
            nameOf={(partner) => partner.name}
            renderItem={(partner) => <PartnerSummary partner={partner} />}
            renderForm={(form) => <PartnerForm {...form} />}
          />
        );
      case 'faqs':
        return (
          <SiteListPanel<AdminFaq>
            list="faqs"
            title="FAQ"
            description="'Frequently Asked Questions' on the landing page, in this order."
            noun="Question"
            emptyText="No questions yet."
            confirmDelete={CONFIRM_DELETE_FAQ}
            items={data.faqs}
            nameOf={(faq) => faq.question}
            renderItem={(faq) => <FaqSummary faq={faq} />}
            renderForm={(form) => <FaqForm {...form} />}
          />
        );
      case 'slate':
        return props.slate;
      case 'about':
        return <AboutPanel about={data.about} />;
      case 'statistics':
        return <StatisticsPanel statistics={data.statistics} />;
      case 'locale':
        return <LocalePanel locale={data.locale} />;
      case 'activity-categories':
        return <ActivityCategoriesPanel mapping={data.activityCategories} />;
      default:
        return (
          <SiteListPanel<AdminHeroSlide>
            list="hero-slides"
            title="Hero slides"
            description="The pictures at the top of the landing page, shown in this order."
            noun="Slide"
            emptyText="No slides yet."
            confirmDelete={CONFIRM_DELETE_SLIDE}
            items={data.heroSlides}
            nameOf={(slide) => slide.title}
            renderItem={(slide) => <SlideSummary slide={slide} />}
            renderForm={(form) => <HeroSlideForm {...form} />}
          />
        );
    }
  };

  return (
    <Tabs
      tabs={SITE_SECTIONS}
      selected={props.section}
      onSelect={props.onSelect}
      label="Site content sections"
      idPrefix="site"
      layout="section"
    >
      {panel()}
    </Tabs>
  );
}
