import type {
  AccountLink,
  AdminAccount,
  AdminFaq,
  AdminHeroSlide,
  AdminOrganisation,
  AdminPartner,
  AdminStatistics,
  AuthUser,
  BranchAbout,
  DashboardMember,
  ManagedKind,
  MediaItem,
} from '@chapterhouse/shared';
import { adminApiPaths, type SiteContentList } from '../../config/paths';
import { apiRequest } from '../../lib/api-client';
import type { ItemCalls } from '../dashboard/use-item-editor';
import {
  type ConsoleList,
  type ConsoleListTab,
  countUnhandledMessages,
  loadConsoleList,
} from './inbox-api';

/** Everything the branch console shows, loaded together (and again after every change). */
export interface AdminData {
  /** The branch administrator signed in. */
  user: AuthUser;
  /** Archived ones too, by kind then order. */
  organisations: AdminOrganisation[];
  accounts: AdminAccount[];
  heroSlides: AdminHeroSlide[];
  partners: AdminPartner[];
  faqs: AdminFaq[];
  slate: DashboardMember[];
  about: BranchAbout;
  statistics: AdminStatistics;
  /** Contact messages nobody has handled yet (the Messages tab's count). */
  unhandledMessages: number;
  /** The list of the tab open, when it has one of its own (Messages, Newsletter...). */
  list: ConsoleList | null;
  /** Every organisation's uploads, newest first (the Media tab). */
  media: MediaItem[];
}

const get = <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal });

/**
 * Every list of the console in parallel, for the user the route has already let in, and the list
 * of the tab open (`listTab`) as the URL's query asks for it.
 */
export async function loadAdmin(
  user: AuthUser,
  options: { listTab: ConsoleListTab | null; url: URL; signal?: AbortSignal },
): Promise<AdminData> {
  const { listTab, url, signal } = options;
  const [
    organisations,
    accounts,
    heroSlides,
    partners,
    faqs,
    slate,
    about,
    statistics,
    media,
    list,
    unhandledCount,
  ] = await Promise.all([
    get<AdminOrganisation[]>(adminApiPaths.organisations(), signal),
    get<AdminAccount[]>(adminApiPaths.accounts(), signal),
    get<AdminHeroSlide[]>(adminApiPaths.siteList('hero-slides'), signal),
    get<AdminPartner[]>(adminApiPaths.siteList('partners'), signal),
    get<AdminFaq[]>(adminApiPaths.siteList('faqs'), signal),
    get<DashboardMember[]>(adminApiPaths.siteList('slate'), signal),
    get<BranchAbout>(adminApiPaths.about(), signal),
    get<AdminStatistics>(adminApiPaths.statistics(), signal),
    get<MediaItem[]>(adminApiPaths.media(), signal),
    listTab ? loadConsoleList(listTab, url, signal) : null,
    // The Messages tab's own list carries the count.
    listTab === 'messages' ? null : countUnhandledMessages(signal),
  ]);
  const unhandledMessages =
    list?.tab === 'messages' ? (list.page?.unhandled ?? 0) : (unhandledCount ?? 0);
  return {
    user,
    organisations,
    accounts,
    heroSlides,
    partners,
    faqs,
    slate,
    about,
    statistics,
    unhandledMessages,
    list,
    media,
  };
}

/** A POST; the actions on one record (archive, disable...) send no body, as the dashboards' do. */
const post = <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body });
const put = <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'PUT', body });

// ---- Organisations ----

export const createOrganisation = (payload: object) =>
  post<AdminOrganisation>(adminApiPaths.organisations(), payload);

export const updateOrganisation = (organisation: AdminOrganisation, payload: object) =>
  put<AdminOrganisation>(adminApiPaths.organisation(organisation.id), {
    ...payload,
    version: organisation.version,
  });

export const archiveOrganisation = (id: number) =>
  post<AdminOrganisation>(adminApiPaths.archiveOrganisation(id));

export const restoreOrganisation = (id: number) =>
  post<AdminOrganisation>(adminApiPaths.restoreOrganisation(id));

/** The whole order of one kind: every id of it, first shown first. */
export const orderOrganisations = (kind: ManagedKind, ids: number[]) =>
  put<AdminOrganisation[]>(adminApiPaths.organisationOrder(), { kind, ids });

// ---- Accounts ----

export const inviteAdmin = (payload: object) =>
  post<AccountLink>(adminApiPaths.invitations(), payload);

export const newInvitation = (id: number) => post<AccountLink>(adminApiPaths.newInvitation(id));

export const passwordResetLink = (id: number) => post<AccountLink>(adminApiPaths.passwordReset(id));

export const disableAccount = (id: number) => post<AdminAccount>(adminApiPaths.disableAccount(id));

export const enableAccount = (id: number) => post<AdminAccount>(adminApiPaths.enableAccount(id));

export const removeAccount = (id: number) =>
  apiRequest<void>(adminApiPaths.account(id), { method: 'DELETE' });

// ---- Site content ----

/** The add, save and delete calls of a site content list, for the dashboards' item editor. */
export function siteListCalls<T extends { id: number; version: number }>(
  list: SiteContentList,
): ItemCalls<T> {
  return {
    create: (payload) => post<T>(adminApiPaths.siteList(list), payload),
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
