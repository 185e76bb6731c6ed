import {
  adminMediaQuerySchema,
  errorResponseSchema,
  mediaItemSchema,
  mediaPageSchema,
  mediaUpdateSchema,
  mediaUploadFieldsSchema,
  type OrganisationRef,
  recordIdSchema,
} from '@chapterhouse/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccessRule } from '../../lib/access-rule.js';
import { actorOfRequest } from '../../lib/actor-transaction.js';
import {
  DASHBOARD_BASES,
  DASHBOARD_KINDS,
  organisationOf,
  organisationParams,
} from '../../lib/dashboard.js';
import { branchOrganisation } from '../../lib/organisation-queries.js';
import { editErrors, guarded } from '../../lib/route-responses.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { useEveryLibrary, useOrganisationLibrary } from './media.access.js';
import * as media from './media.service.js';
import type { MediaStorage } from './storage.js';
import { acceptUploads, readUpload, uploadForm } from './upload.js';

const mediaParams = z.object({ mediaId: recordIdSchema });
type MediaParams = z.output<typeof mediaParams>;

/**
 * Uploads and the media libraries: each organisation's in its dashboard (its own uploads only),
 * all of them in the branch console. Uploads process images (slow): those routes hold no
 * request transaction (`requestTransaction: false`) and open one only for their writes.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{
  context: ServiceContext;
  storage: MediaStorage;
}> = async (app, { context, storage }) => {
  await acceptUploads(app);

  /** Registers one library: list, upload, describe, delete. */
  const library = (
    base: string,
    access: AccessRule,
    params: z.ZodObject,
    scope: (
      request: FastifyRequest,
    ) => Promise<{ owner: OrganisationRef; scope: media.MediaScope }>,
  ) => {
    app.get<{ Querystring: z.output<typeof adminMediaQuerySchema> }>(`${base}/media`, {
      config: { access },
      schema: {
        params,
        querystring: adminMediaQuerySchema,
        response: { 200: mediaPageSchema, ...guarded, 400: errorResponseSchema },
      },
      handler: async (request) => {
        const { scope: own } = await scope(request);
        const { organisation: only, ...paging } = request.query;
        return media.listMedia(
          context,
          { organisationId: own.organisationId ?? only ?? null },
          paging,
        );
      },
    });
    app.post(`${base}/media`, {
      config: {
        access,
        requestTransaction: false,
        multipartBody: uploadForm(mediaUploadFieldsSchema),
      },
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
    app.put<{ Params: MediaParams; Body: z.output<typeof mediaUpdateSchema> }>(
      `${base}/media/:mediaId`,
      {
        config: { access, invalidatesPublicCache: true },
        schema: {
          params: params.extend(mediaParams.shape),
          body: mediaUpdateSchema,
          response: { 200: mediaItemSchema, ...editErrors },
        },
        handler: async (request) =>
          media.updateMedia(
            context,
            (await scope(request)).scope,
            request.params.mediaId,
            request.body,
          ),
      },
    );
    app.delete<{ Params: MediaParams }>(`${base}/media/:mediaId`, {
      config: { access, requestTransaction: false, invalidatesPublicCache: true },
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
          request.params.mediaId,
        );
        reply.status(204);
        return null;
      },
    });
  };

  for (const kind of DASHBOARD_KINDS) {
    library(
      DASHBOARD_BASES[kind],
      useOrganisationLibrary(kind),
      organisationParams,
      async (request) => {
        const owner = organisationOf(request);
        return { owner, scope: { organisationId: owner.id } };
      },
    );
  }

  // The branch console: every library to read and tidy; its own uploads go to the branch's.
  library('/admin', useEveryLibrary, z.object({}), async () => ({
    owner: await branchOrganisation(context.db),
    scope: { organisationId: null },
  }));
};
