import type { MediaItem } from '@chapterhouse/shared';
import { adminApiPaths } from '../../config/paths';
import { apiRequest } from '../../lib/api-client';

/** Every organisation's uploads, newest first (the console's Media tab). */
export const listAllMedia = (signal?: AbortSignal) =>
  apiRequest<MediaItem[]>(adminApiPaths.media(), { signal });
