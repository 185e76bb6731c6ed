import type { MediaPage } from '@chapterhouse/shared';
import { adminApiPaths } from '../../config/admin-api-paths';
import { apiRequest } from '../../lib/api-client';
import { type Paging, withQuery } from '../../lib/dashboard-api';

/** A page of every organisation's uploads, or one's (`organisation`), newest first. */
export const listAllMedia = (paging: Paging, organisation: number | null, signal?: AbortSignal) =>
  apiRequest<MediaPage>(withQuery(adminApiPaths.media(), { ...paging, organisation }), { signal });
