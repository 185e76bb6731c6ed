import {
  type MediaItem,
  type MediaPage,
  type MediaUpdate,
  PAGE_SIZE_MAX,
} from '@chapterhouse/shared';
import { createContext, type ReactNode, useContext } from 'react';
import { adminApiPaths } from '../../config/admin-api-paths';
import { apiPaths } from '../../config/paths';
import { apiRequest } from '../../lib/api-client';
import { type DashboardTarget, withQuery } from '../../lib/dashboard-api';
import { uploadFile } from './upload';

/**
 * One media library as the image fields and the Media tab use it: an organisation's in its
 * dashboard, the branch's in the console. Components get it from the context, so the same image
 * field works in every form (and tests hand it a fake).
 */
export interface MediaLibrary {
  /** The uploads an image field may offer (its own organisation's latest, `LIBRARY_CHOICES`). */
  list(signal?: AbortSignal): Promise<MediaItem[]>;
  upload(
    file: File,
    onProgress: (fraction: number) => void,
    fields?: { alt?: string; caption?: string },
  ): Promise<MediaItem>;
  describe(item: MediaItem, text: Omit<MediaUpdate, 'version'>): Promise<MediaItem>;
  remove(item: MediaItem): Promise<void>;
}

/** The newest uploads an image field offers: the first page of the library, as large as pages go. */
const LIBRARY_CHOICES = { page: 1, limit: PAGE_SIZE_MAX };

/** An organisation's library, through its dashboard's API. */
export function dashboardLibrary(target: DashboardTarget): MediaLibrary {
  const list = apiPaths.dashboardMedia(target.kind, target.org);
  const item = (id: number) => apiPaths.dashboardMediaItem(target.kind, target.org, id);
  return {
    list: async (signal) =>
      (await apiRequest<MediaPage>(withQuery(list, LIBRARY_CHOICES), { signal })).items,
    upload: (file, onProgress, fields = {}) =>
      uploadFile<MediaItem>(list, file, textFields(fields), onProgress),
    describe: (media, text) =>
      apiRequest<MediaItem>(item(media.id), {
        method: 'PUT',
        body: { ...text, version: media.version },
      }),
    remove: (media) => apiRequest<void>(item(media.id), { method: 'DELETE' }),
  };
}

/**
 * The console's: uploads go to the branch's library and fields offer the branch's uploads (the
 * landing page's content belongs to the branch); the Media section lists everyone's.
 */
export function consoleLibrary(): MediaLibrary {
  return {
    list: async (signal) =>
      (
        await apiRequest<MediaPage>(withQuery(adminApiPaths.media(), LIBRARY_CHOICES), { signal })
      ).items.filter((media) => media.organisation.kind === 'branch'),
    upload: (file, onProgress, fields = {}) =>
      uploadFile<MediaItem>(adminApiPaths.media(), file, textFields(fields), onProgress),
    describe: (media, text) =>
      apiRequest<MediaItem>(adminApiPaths.mediaItem(media.id), {
        method: 'PUT',
        body: { ...text, version: media.version },
      }),
    remove: (media) => apiRequest<void>(adminApiPaths.mediaItem(media.id), { method: 'DELETE' }),
  };
}

/** The text fields of an upload's form: the empty ones are left out. */
export function textFields(fields: Record<string, string | undefined>): Record<string, string> {
  const set: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) if (value) set[name] = value;
  return set;
}

const MediaLibraryContext = createContext<MediaLibrary | null>(null);

export function MediaLibraryProvider(props: { library: MediaLibrary; children: ReactNode }) {
  return (
    <MediaLibraryContext.Provider value={props.library}>
      {props.children}
    </MediaLibraryContext.Provider>
  );
}

/** The library of the page, or none (then image fields take pasted addresses only). */
export const useMediaLibrary = () => useContext(MediaLibraryContext);
