import type {
  AdminActivityCategories,
  AdminBranchLocale,
  AdminFaq,
  AdminHeroSlide,
  AdminPartner,
  AdminStatistics,
  BranchAbout,
  DashboardMember,
  Page,
} from '@chapterhouse/shared';
import type { ItemCalls } from '../../components/console/use-item-editor';
import { adminApiPaths } from '../../config/admin-api-paths';
import type { SiteContentList } from '../../config/paths';
import { apiRequest } from '../../lib/api-client';
import { type Paging, withQuery } from '../../lib/dashboard-api';

/** What the console's Site content tab edits, loaded together. */
export interface SiteContent {
  heroSlides: AdminHeroSlide[];
  partners: AdminPartner[];
  faqs: AdminFaq[];
  /** The branch slate, a page at a time like every organisation's. */
  slate: Page<DashboardMember>;
  about: BranchAbout;
  statistics: AdminStatistics;
  locale: AdminBranchLocale;
  activityCategories: AdminActivityCategories;
}

const get = <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal });

/** Every section of Site content, in parallel (`slatePaging`: the slate's page). */
export async function loadSiteContent(
  slatePaging: Paging,
  signal?: AbortSignal,
): Promise<SiteContent> {
  const [heroSlides, partners, faqs, slate, about, statistics, locale, activityCategories] =
    await Promise.all([
      get<AdminHeroSlide[]>(adminApiPaths.siteList('hero-slides'), signal),
      get<AdminPartner[]>(adminApiPaths.siteList('partners'), signal),
      get<AdminFaq[]>(adminApiPaths.siteList('faqs'), signal),
      get<Page<DashboardMember>>(
        withQuery(adminApiPaths.siteList('slate'), { ...slatePaging }),
        signal,
      ),
      get<BranchAbout>(adminApiPaths.about(), signal),
      get<AdminStatistics>(adminApiPaths.statistics(), signal),
      get<AdminBranchLocale>(adminApiPaths.locale(), signal),
      get<AdminActivityCategories>(adminApiPaths.activityCategories(), signal),
    ]);
  return { heroSlides, partners, faqs, slate, about, statistics, locale, activityCategories };
}

const put = <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'PUT', body });

/** The add, save and delete calls of a site content list, for the item editor. */
export function siteListCalls<T extends { id: number; version: number }>(
  list: SiteContentList,
): ItemCalls<T> {
  return {
    create: (payload) =>
      apiRequest<T>(adminApiPaths.siteList(list), { method: 'POST', body: payload }),
    update: (item, payload) =>
      put<T>(adminApiPaths.siteItem(list, item.id), { ...payload, version: item.version }),
    remove: (item) => apiRequest<void>(adminApiPaths.siteItem(list, item.id), { method: 'DELETE' }),
  };
}

export const orderSiteList = <T>(list: SiteContentList, ids: number[]) =>
  put<T[]>(adminApiPaths.siteListOrder(list), { ids });

export const updateAbout = (payload: object) => put<BranchAbout>(adminApiPaths.about(), payload);

export const updateStatistics = (payload: object) =>
  put<AdminStatistics>(adminApiPaths.statistics(), payload);

export const updateLocale = (payload: object) =>
  put<AdminBranchLocale>(adminApiPaths.locale(), payload);

export const updateActivityCategories = (payload: object) =>
  put<AdminActivityCategories>(adminApiPaths.activityCategories(), payload);
