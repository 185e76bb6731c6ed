import type { UpiPayee, UpiPayees, upiPayeeInputSchema } from '@chapterhouse/shared';
import type { z } from 'zod';
import { adminApiPaths } from '../../config/admin-api-paths';
import { apiRequest } from '../../lib/api-client';

/** The console's Payments tab: the branch's payee, then every organisation's. */
export const loadPayees = (signal?: AbortSignal) =>
  apiRequest<UpiPayees>(adminApiPaths.payees(), { signal });

/** Sets an organisation's own payee over the version the tab showed (0: it has none yet). */
export const savePayee = (organisationId: number, payload: z.output<typeof upiPayeeInputSchema>) =>
  apiRequest<UpiPayee>(adminApiPaths.payee(organisationId), { method: 'PUT', body: payload });

/** Removes an organisation's own payee: it is paid through the branch's from then on. */
export const removePayee = (organisationId: number) =>
  apiRequest<void>(adminApiPaths.payee(organisationId), { method: 'DELETE' });
