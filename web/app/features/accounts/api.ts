import {
  type AccountLink,
  type AdminAccount,
  type AdminAccountPage,
  PAGE_SIZE_MAX,
} from '@chapterhouse/shared';
import { adminApiPaths } from '../../config/admin-api-paths';
import { apiRequest } from '../../lib/api-client';
import { type Paging, withQuery } from '../../lib/dashboard-api';

/** A page of everyone who can sign in, by role and name (the Accounts tab). */
export const listAccounts = (paging: Paging, signal?: AbortSignal) =>
  apiRequest<AdminAccountPage>(withQuery(adminApiPaths.accounts(), { ...paging }), { signal });

/**
 * Everyone who can sign in, every page read in turn: the Activity tab's choice of person names
 * them all. Accounts are about as many as organisations have officers, a few pages at most.
 */
export async function listEveryAccount(signal?: AbortSignal): Promise<AdminAccount[]> {
  const accounts: AdminAccount[] = [];
  for (let page = 1; ; page++) {
    const read = await listAccounts({ page, limit: PAGE_SIZE_MAX }, signal);
    accounts.push(...read.items);
    if (page >= read.pageCount) return accounts;
  }
}

export const inviteAdmin = (payload: object) =>
  apiRequest<AccountLink>(adminApiPaths.invitations(), { method: 'POST', body: payload });

// The actions on one account send no body, as the dashboards' do.
const post = <T>(path: string) => apiRequest<T>(path, { method: 'POST' });

export const newInvitation = (id: number) => post<AccountLink>(adminApiPaths.newInvitation(id));

export const passwordResetLink = (id: number) => post<AccountLink>(adminApiPaths.passwordReset(id));

export const disableAccount = (id: number) => post<AdminAccount>(adminApiPaths.disableAccount(id));

export const enableAccount = (id: number) => post<AdminAccount>(adminApiPaths.enableAccount(id));

export const removeAccount = (id: number) =>
  apiRequest<void>(adminApiPaths.account(id), { method: 'DELETE' });
