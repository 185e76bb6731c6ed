import {
  dashboardGalleryItemSchema,
  errorResponseSchema,
  galleryItemInputSchema,
  galleryItemSchema,
  galleryUploadFieldsSchema,
  orgListQuerySchema,
  type PublicReads,
  pageSchema,
  withVersion,
} from '@chapterhouse/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { galleryItems } from '../../db/schema/index.js';
import { actorOfRequest } from '../../lib/actor-transaction.js';
import { type Collection, registerDashboardCollection } from '../../lib/collection-routes.js';
import {
  DASHBOARD_BASES,
  DASHBOARD_KINDS,
  organisationOf,
  organisationParams,
} from '../../lib/dashboard.js';
import { notFound } from '../../lib/http-errors.js';
import { editErrors } from '../../lib/route-responses.js';
import type { ServiceContext } from '../../lib/service-context.js';
import type { MediaStorage } from '../media/storage.js';
import { acceptUploads, readUpload, uploadForm } from '../media/upload.js';
import { editOrganisationGallery, readGallery } from './gallery.access.js';
import * as galleryService from './gallery.service.js';

const updateSchema = withVersion(galleryItemInputSchema);

const organisationGallery: Collection<typeof galleryItemInputSchema, typeof updateSchema> = {
  label: 'Photo',
  table: galleryItems,
  createSchema: galleryItemInputSchema,
  updateSchema,
  itemSchema: dashboardGalleryItemSchema,
  list: galleryService.listDashboardGallery,
  create: galleryService.createGalleryItem,
  get: galleryService.getGalleryItem,
  update: galleryService.updateGalleryItem,
};

/** `/gallery` across the public organisations, and each dashboard's gallery and bulk upload. */
export const galleryRoutes: FastifyPluginAsyncZod<{
  reads: PublicReads;
  context: ServiceContext;
  storage: MediaStorage;
}> = async (app, { reads, context, storage }) => {
  app.get('/gallery', {
    config: { access: readGallery },
    schema: {
      querystring: orgListQuerySchema,
      response: {
        200: pageSchema(galleryItemSchema),
        400: errorResponseSchema,
        404: errorResponseSchema,
      },
    },
    handler: async (request) => {
      const page = await reads.listGallery(request.query);
      if (!page) throw notFound('Organisation not found.');
      return page;
    },
  });

  registerDashboardCollection(
    app,
    context,
    'gallery',
    editOrganisationGallery,
    organisationGallery,
  );

  // In a scope of their own: only the uploads take multipart bodies.
  await app.register(async (uploads) => {
    await acceptUploads(uploads);
    for (const kind of DASHBOARD_KINDS) {
      // Processing images is slow: no request transaction; the writes open their own.
      uploads.post(`${DASHBOARD_BASES[kind]}/gallery/upload`, {
        config: {
          access: editOrganisationGallery(kind),
          requestTransaction: false,
          invalidatesPublicCache: true,
          multipartBody: uploadForm(galleryUploadFieldsSchema),
        },
        schema: {
          params: organisationParams,
          response: { 201: dashboardGalleryItemSchema, ...editErrors },
        },
        handler: async (request, reply) => {
          const { file, fields } = await readUpload(request, galleryUploadFieldsSchema);
          const item = await galleryService.uploadGalleryPhoto(
            context,
            storage,
            organisationOf(request),
            actorOfRequest(request),
            file,
            fields,
          );
          reply.status(201);
          return item;
        },
      });
    }
  });
};
