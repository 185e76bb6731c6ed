import {
  errorResponseSchema,
  type OrganisationRef,
  ROSTER_DELETED,
  ROSTER_MAX_BYTES,
  rosterMembersPageSchema,
  rosterMembersQuerySchema,
  rosterPreviewSchema,
  rosterSummarySchema,
  rosterUploadFieldsSchema,
} from '@chapterhouse/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccessRule } from '../../lib/access-rule.js';
import {
  DASHBOARD_BASES,
  DASHBOARD_KINDS,
  organisationOf,
  organisationParams,
} from '../../lib/dashboard.js';
import { branchOrganisation } from '../../lib/organisation-queries.js';
import { editErrors, guarded, PRIVATE_ANSWER } from '../../lib/route-responses.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { acceptUploads, readUpload, type UploadKind, uploadForm } from '../media/upload.js';
import { branchRoster, organisationRoster } from './roster.access.js';
import {
  applyRoster,
  deleteRoster,
  previewRoster,
  rosterMembersPage,
  rosterSummary,
} from './roster.service.js';

const ROSTER_FILE: UploadKind = {
  noun: 'roster file',
  maxBytes: ROSTER_MAX_BYTES,
  tooLarge: `The file is larger than ${ROSTER_MAX_BYTES / 1024 / 1024} MB: is it OU Analytics' roster export?`,
};

/** Answers about rosters name members: never kept by a cache on the way. */

/**
 * The branch's roster (`/admin/roster`) and each organisation's own
 * (`{base}/roster`): what is applied, its members, a file's preview, applying and deleting.
 * `rosterChanged` recounts who the rosters verify, in the request's transaction.
 */
export const rosterRoutes: FastifyPluginAsyncZod<{
  context: ServiceContext;
  rosterChanged: () => Promise<void>;
}> = async (app, { context, rosterChanged }) => {
  await acceptUploads(app, ROSTER_FILE);

  const roster = (
    base: string,
    access: AccessRule,
    params: z.ZodObject,
    ownerOf: (request: FastifyRequest) => Promise<OrganisationRef>,
  ) => {
    app.get(`${base}/roster`, {
      config: { access },
      schema: {
        params,
        response: { 200: rosterSummarySchema, ...guarded, 400: errorResponseSchema },
      },
      handler: async (request, reply) => {
        reply.headers(PRIVATE_ANSWER);
        return rosterSummary(context, await ownerOf(request));
      },
    });
    app.get(`${base}/roster/members`, {
      config: { access },
      schema: {
        params,
        querystring: rosterMembersQuerySchema,
        response: { 200: rosterMembersPageSchema, ...guarded, 400: errorResponseSchema },
      },
      handler: async (request, reply) => {
        reply.headers(PRIVATE_ANSWER);
        return rosterMembersPage(
          context,
          await ownerOf(request),
          request.query as z.output<typeof rosterMembersQuerySchema>,
        );
      },
    });
    // A preview writes nothing, but it reads an upload: a POST, like the upload that follows.
    app.post(`${base}/roster/preview`, {
      config: { access, multipartBody: uploadForm(rosterUploadFieldsSchema) },
      schema: {
        params,
        response: { 200: rosterPreviewSchema, ...guarded, 400: errorResponseSchema },
      },
      handler: async (request, reply) => {
        const organisation = await ownerOf(request);
        const { file, fields } = await readUpload(request, rosterUploadFieldsSchema, ROSTER_FILE);
        reply.headers(PRIVATE_ANSWER);
        return previewRoster(context, organisation, file, fields);
      },
    });
    app.put(`${base}/roster`, {
      config: { access, multipartBody: uploadForm(rosterUploadFieldsSchema) },
      schema: { params, response: { 200: rosterSummarySchema, ...editErrors } },
      handler: async (request) => {
        const organisation = await ownerOf(request);
        const { file, fields } = await readUpload(request, rosterUploadFieldsSchema, ROSTER_FILE);
        return applyRoster(context, organisation, file, fields, rosterChanged);
      },
    });
    app.delete(`${base}/roster`, {
      config: { access },
      schema: {
        params,
        response: { 200: z.object({ message: z.string() }), ...guarded, 400: errorResponseSchema },
      },
      handler: async (request) => {
        await deleteRoster(context, await ownerOf(request), rosterChanged);
        return { message: ROSTER_DELETED };
      },
    });
  };

  roster('/admin', branchRoster, z.object({}), () => branchOrganisation(context.db));
  for (const kind of DASHBOARD_KINDS) {
    roster(DASHBOARD_BASES[kind], organisationRoster(kind), organisationParams, async (request) =>
      organisationOf(request),
    );
  }
};
