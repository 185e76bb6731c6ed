import type { AccountLink, AdminAccount } from '@chapterhouse/shared';
import { adminApiPaths } from '../../config/paths';
import { apiRequest } from '../../lib/api-client';

/** Everyone who can sign in. */
export const listAccounts = (signal?: AbortSignal) =>
  apiRequest<AdminAccount[]>(adminApiPaths.accounts(), { signal });

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
