import {
  errorResponseSchema,
  STATEMENT_MAX_BYTES,
  savedStatementColumnsSchema,
  statementAppliedSchema,
  statementApplySchema,
  statementPreviewSchema,
  statementUploadFieldsSchema,
} from '@chapterhouse/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DASHBOARD_BASES,
  DASHBOARD_KINDS,
  organisationItemParams,
  organisationOf,
  organisationParams,
  signedInUserOf,
} from '../../lib/dashboard.js';
import { editErrors, guarded, PRIVATE_ANSWER } from '../../lib/route-responses.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { acceptUploads, readUpload, type UploadKind, uploadForm } from '../media/upload.js';
import { keepAccounts } from '../registrations/registrations.access.js';
import {
  applyStatement,
  savedColumnMapping,
  statementPreview,
  uploadStatement,
} from './statements.service.js';

const STATEMENT_FILE: UploadKind = {
  noun: 'bank statement',
  maxBytes: STATEMENT_MAX_BYTES,
  tooLarge: `The file is larger than ${STATEMENT_MAX_BYTES / 1024 / 1024} MB: download the statement for a shorter period.`,
};

/** Statements name payers and their transactions: never kept by a cache on the way. */

/**
 * Each dashboard's bank statements (`{base}/payments/statements`, issue 49, item 3): the
 * treasurer (the organisation's owners, and branch admins) uploads one and sees its preview,
 * reads it again, and applies it; the `generic` columns kept for the account fill the form.
 */
export const statementRoutes: FastifyPluginAsyncZod<{ context: ServiceContext }> = async (
  app,
  { context },
) => {
  await acceptUploads(app, STATEMENT_FILE);
  for (const kind of DASHBOARD_KINDS) {
    const statements = `${DASHBOARD_BASES[kind]}/payments/statements`;
    const access = keepAccounts(kind);

    // Uploading keeps the statement as read, and changes nothing else: its answer is the preview.
    app.post(statements, {
      config: { access, multipartBody: uploadForm(statementUploadFieldsSchema) },
      schema: {
        params: organisationParams,
        response: { 201: statementPreviewSchema, ...editErrors },
      },
      handler: async (request, reply) => {
        const { file, fields } = await readUpload(
          request,
          statementUploadFieldsSchema,
          STATEMENT_FILE,
        );
        const preview = await uploadStatement(
          context,
          organisationOf(request),
          file,
          fields,
          signedInUserOf(request).id,
        );
        reply.status(201).headers(PRIVATE_ANSWER);
        return preview;
      },
    });

    app.get(`${statements}/:itemId`, {
      config: { access },
      schema: {
        params: organisationItemParams,
        response: { 200: statementPreviewSchema, ...guarded, 400: errorResponseSchema },
      },
      handler: async (request, reply) =>
        reply
          .headers(PRIVATE_ANSWER)
          .send(await statementPreview(context, organisationOf(request), request.params.itemId)),
    });

    app.post(`${statements}/:itemId/apply`, {
      config: { access, invalidatesPublicCache: true },
      schema: {
        params: organisationItemParams,
        body: statementApplySchema,
        response: { 200: statementAppliedSchema, ...editErrors },
      },
      handler: async (request, reply) => {
        reply.headers(PRIVATE_ANSWER);
        return applyStatement(
          context,
          organisationOf(request),
          request.params.itemId,
          request.body,
          signedInUserOf(request).id,
        );
      },
    });

    app.get(`${DASHBOARD_BASES[kind]}/payments/statement-columns`, {
      config: { access },
      schema: {
        params: organisationParams,
        response: {
          200: savedStatementColumnsSchema,
          ...guarded,
          400: errorResponseSchema,
        },
      },
      handler: async (request, reply) =>
        reply
          .headers(PRIVATE_ANSWER)
          .send({ mapping: await savedColumnMapping(context, organisationOf(request)) }),
    });
  }
};
