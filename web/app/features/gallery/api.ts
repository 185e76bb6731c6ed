import type { DashboardGalleryItem } from '@chapterhouse/shared';
import { textFields } from '../../components/forms/media-library';
import { uploadFile } from '../../components/forms/upload';
import { apiPaths } from '../../config/paths';
import type { DashboardTarget } from '../../lib/dashboard-api';

/** One photo of the gallery's bulk upload: it becomes a gallery item of `eventId`. */
export const uploadGalleryPhoto = (
  target: DashboardTarget,
  file: File,
  fields: { eventId?: number; caption?: string },
  onProgress: (fraction: number) => void,
) =>
  uploadFile<DashboardGalleryItem>(
    apiPaths.galleryUpload(target.kind, target.org),
    file,
    textFields({ eventId: fields.eventId?.toString(), caption: fields.caption }),
    onProgress,
  );
