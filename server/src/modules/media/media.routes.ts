import {
  adminMediaQuerySchema,
  dashboardGalleryItemSchema,
  errorResponseSchema,
  galleryUploadFieldsSchema,
  idOrSlugSchema,
  MEDIA_MAX_BYTES,
  mediaItemSchema,
  mediaUpdateSchema,
  mediaUploadFieldsSchema,
  type OrganisationRef,
  recordIdSchema,
} from '@chapterhouse/shared';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Actor, actorOf } from '../../lib/actor-transaction.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import type { AccessRule } from '../../plugins/access.js';
import { branchOrganisation } from '../admin/site-content.service.js';
import { DASHBOARD_BASES } from '../dashboard/dashboard.routes.js';
import * as media from './media.service.js';
import type { MediaStorage } from './storage.js';

const guarded = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const editErrors = { ...guarded, 400: errorResponseSchema, 409: errorResponseSchema };

export const FILE_TOO_LARGE = `The file is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB. Upload a smaller picture (a phone photo is usually 2-8 MB).`;

/** The signed-in person the access hook attached; every route here needs one. */
function actorOfRequest(request: FastifyRequest): Actor {
  if (!request.auth) throw new HttpError(401, 'Please sign in to continue.');
  return actorOf(request.auth.user);
}

/**
 * The one file of a multipart upload and its text fields, checked by `schema`. Sizes are limited
 * while the file streams in (MEDIA_MAX_BYTES), so an oversized file is never held whole.
 */
async function readUpload<S extends z.ZodType>(request: FastifyRequest, schema: S) {
  if (!request.isMultipart()) {
    throw new HttpError(400, 'Send the picture as multipart/form-data, in a field named "file".');
  }
  const values: Record<string, string> = {};
  let file: media.UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        file = { name: part.filename, data: await part.toBuffer() };
      } else {
        values[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(400, FILE_TOO_LARGE);
    if (code === 'FST_FILES_LIMIT') throw new HttpError(400, 'Send one picture per request.');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpError(400, 'The upload has too many fields.');
    }
    throw error;
  }
  if (!file || file.data.length === 0) throw new HttpError(400, 'Choose a picture to upload.');
  const fields = schema.safeParse(values);
  if (!fields.success) {
    const issue = fields.error.issues[0];
    throw new HttpError(400, `${issue?.path.join('.') || 'fields'}: ${issue?.message}`);
  }
  return { file, fields: fields.data as z.output<S> };
}

const mediaParams = z.object({ mediaId: recordIdSchema });

/**
 * Uploads and the media libraries: each organisation's in its dashboard (its own uploads only),
 * all of them in the branch console. Uploads process images (slow): those routes hold no
 * request transaction (`requestTransaction: false`) and open one only for their writes.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{
  context: ServiceContext;
  storage: MediaStorage;
}> = async (app, { context, storage }) => {
  // Here only: no other route takes multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 8, fieldSize: 4096, parts: 10 },
  });

  /** Registers one library: list, upload, describe, delete. */
  const library = (
    base: string,
    access: AccessRule,
    params: z.ZodObject,
    scope: (
      request: FastifyRequest,
    ) => Promise<{ owner: OrganisationRef; scope: media.MediaScope }>,
  ) => {
    app.get(`${base}/media`, {
      config: { access },
      schema: {
        params,
        querystring: adminMediaQuerySchema,
        response: { 200: z.array(mediaItemSchema), ...guarded },
      },
      handler: async (request) => {
        const { scope: own } = await scope(request);
        const only = (request.query as z.output<typeof adminMediaQuerySchema>).organisation;
        return media.listMedia(context, { organisationId: own.organisationId ?? only ?? null });
      },
    });
    app.post(`${base}/media`, {
      config: { access, requestTransaction: false },
      schema: { params, response: { 201: mediaItemSchema, ...editErrors } },
      handler: async (request, reply) => {
        const { owner } = await scope(request);
        const { file, fields } = await readUpload(request, mediaUploadFieldsSchema);
        const item = await media.uploadMedia(
          context,
          storage,
          owner,
          actorOfRequest(request),
          file,
          fields,
        );
        reply.status(201);
        return item;
      },
    });
    app.put(`${base}/media/:mediaId`, {
      config: { access },
      schema: {
        params: params.extend(mediaParams.shape),
        body: mediaUpdateSchema,
        response: { 200: mediaItemSchema, ...editErrors },
      },
      handler: async (request) =>
        media.updateMedia(
          context,
          (await scope(request)).scope,
          (request.params as { mediaId: number }).mediaId,
          request.body,
        ),
    });
    app.delete(`${base}/media/:mediaId`, {
      config: { access, requestTransaction: false },
      schema: {
        params: params.extend(mediaParams.shape),
        response: { 204: z.null(), ...editErrors },
      },
      handler: async (request, reply) => {
        await media.deleteMedia(
          context,
          storage,
          actorOfRequest(request),
          (await scope(request)).scope,
          (request.params as { mediaId: number }).mediaId,
        );
        reply.status(204);
        return null;
      },
    });
  };

  for (const kind of ['society', 'council'] as const) {
    const base = DASHBOARD_BASES[kind];
    const access = { organisation: kind };
    const params = z.object({ id: idOrSlugSchema });
    // The access hook checked the organisation of the URL and attached it.
    const organisationOf = (request: FastifyRequest) => {
      if (!request.organisation) throw notFound('Organisation not found.');
      return request.organisation;
    };
    library(base, access, params, async (request) => {
      const owner = organisationOf(request);
      return { owner, scope: { organisationId: owner.id } };
    });

    app.post(`${base}/gallery/upload`, {
      config: { access, requestTransaction: false },
      schema: { params, response: { 201: dashboardGalleryItemSchema, ...editErrors } },
      handler: async (request, reply) => {
        const { file, fields } = await readUpload(request, galleryUploadFieldsSchema);
        const item = await media.uploadGalleryPhoto(
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

  // The branch console: every library to read and tidy; its own uploads go to the branch's.
  library('/admin', 'branch-admin', z.object({}), async () => ({
    owner: await branchOrganisation(context.db),
    scope: { organisationId: null },
  }));
};
