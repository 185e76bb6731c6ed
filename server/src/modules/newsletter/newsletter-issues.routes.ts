import {
  digestSettingsInputSchema,
  digestSettingsSchema,
  errorResponseSchema,
  messageResponseSchema,
  newsletterArchivePageSchema,
  newsletterIssueInputSchema,
  newsletterIssuePageSchema,
  newsletterIssueSchema,
  newsletterIssueUpdateSchema,
  newsletterPreviewQuerySchema,
  newsletterPreviewSchema,
  newsletterProposalInputSchema,
  newsletterProposalPageSchema,
  newsletterProposalSchema,
  newsletterProposalsQuerySchema,
  newsletterRecipientPageSchema,
  newsletterRecipientsQuerySchema,
  newsletterSendSchema,
  type PublicReads,
  paginationQuerySchema,
  publishedNewsletterSchema,
  recordIdSchema,
} from '@chapterhouse/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DASHBOARD_BASES,
  DASHBOARD_KINDS,
  organisationItemParams,
  organisationOf,
  organisationParams,
  signedInUserOf,
} from '../../lib/dashboard.js';
import { notFound } from '../../lib/http-errors.js';
import { editErrors, guarded } from '../../lib/route-responses.js';
import type { ServiceContext } from '../../lib/service-context.js';
import * as digest from './digest.js';
import {
  composeNewsletter,
  proposeNewsletterItems,
  readNewsletterArchive,
} from './newsletter.access.js';
import * as issues from './newsletter-issues.service.js';
import * as proposals from './newsletter-proposals.service.js';

const issueParams = z.object({ issueId: recordIdSchema });
const proposalParams = z.object({ proposalId: recordIdSchema });
const archiveParams = z.object({ id: recordIdSchema });
const withBadBody = { ...guarded, 400: errorResponseSchema };

/**
 * The newsletter the branch writes (issue 16): the console composes, previews, tests and sends
 * issues, follows their delivery, takes or dismisses the organisations' proposals and schedules
 * the weekly digest; organisations propose items from their dashboards; anyone reads the sent
 * issues at `/newsletters`.
 */
export const newsletterIssueRoutes: FastifyPluginAsyncZod<{
  reads: PublicReads;
  context: ServiceContext;
}> = async (app, { reads, context }) => {
  // ---- The public archive (cached: a send empties the cache) ----
  app.get('/newsletters', {
    config: { access: readNewsletterArchive },
    schema: {
      querystring: paginationQuerySchema,
      response: { 200: newsletterArchivePageSchema, 400: errorResponseSchema },
    },
    handler: (request) => reads.listNewsletters(request.query),
  });
  app.get('/newsletters/:id', {
    config: { access: readNewsletterArchive },
    schema: {
      params: archiveParams,
      response: {
        200: publishedNewsletterSchema,
        400: errorResponseSchema,
        404: errorResponseSchema,
      },
    },
    handler: async (request) => {
      const issue = await reads.getNewsletter(request.params.id);
      if (!issue) throw notFound('Newsletter issue not found.');
      return issue;
    },
  });

  // ---- Issues, in the console ----
  const base = '/admin/newsletter';
  app.get(`${base}/issues`, {
    config: { access: composeNewsletter },
    schema: {
      querystring: paginationQuerySchema,
      response: { 200: newsletterIssuePageSchema, ...withBadBody },
    },
    handler: (request) => issues.listIssues(context, request.query),
  });
  app.post(`${base}/issues`, {
    config: { access: composeNewsletter },
    schema: {
      body: newsletterIssueInputSchema,
      response: { 201: newsletterIssueSchema, ...withBadBody },
    },
    handler: async (request, reply) => {
      const issue = await issues.createIssue(context, request.body, signedInUserOf(request).id);
      reply.status(201);
      return issue;
    },
  });
  app.get(`${base}/issues/:issueId`, {
    config: { access: composeNewsletter },
    schema: { params: issueParams, response: { 200: newsletterIssueSchema, ...withBadBody } },
    handler: (request) => issues.readIssue(context, request.params.issueId),
  });
  app.put(`${base}/issues/:issueId`, {
    config: { access: composeNewsletter },
    schema: {
      params: issueParams,
      body: newsletterIssueUpdateSchema,
      response: { 200: newsletterIssueSchema, ...editErrors },
    },
    handler: (request) => issues.updateIssue(context, request.params.issueId, request.body),
  });
  app.delete(`${base}/issues/:issueId`, {
    config: { access: composeNewsletter },
    schema: {
      params: issueParams,
      response: { 204: z.null(), ...editErrors },
    },
    handler: async (request, reply) => {
      await issues.deleteIssue(context, request.params.issueId);
      reply.status(204);
      return null;
    },
  });
  app.get(`${base}/issues/:issueId/preview`, {
    config: { access: composeNewsletter },
    schema: {
      params: issueParams,
      querystring: newsletterPreviewQuerySchema,
      response: { 200: newsletterPreviewSchema, ...withBadBody },
    },
    handler: (request) =>
      issues.previewIssue(
        context,
        request.params.issueId,
        request.query.subscriberId,
        request.siteOrigin,
      ),
  });
  app.post(`${base}/issues/:issueId/test`, {
    config: { access: composeNewsletter },
    schema: { params: issueParams, response: { 200: messageResponseSchema, ...withBadBody } },
    handler: async (request) => ({
      message: await issues.sendTestCopy(
        context,
        request.params.issueId,
        signedInUserOf(request).email,
        request.siteOrigin,
      ),
    }),
  });
  app.post(`${base}/issues/:issueId/send`, {
    // The archive gains the issue.
    config: { access: composeNewsletter, invalidatesPublicCache: true },
    schema: {
      params: issueParams,
      body: newsletterSendSchema,
      response: { 200: newsletterIssueSchema, ...editErrors },
    },
    handler: (request) =>
      issues.sendIssue(context, request.params.issueId, request.body.version, request.siteOrigin),
  });
  app.get(`${base}/issues/:issueId/recipients`, {
    config: { access: composeNewsletter },
    schema: {
      params: issueParams,
      querystring: newsletterRecipientsQuerySchema,
      response: { 200: newsletterRecipientPageSchema, ...withBadBody },
    },
    handler: (request) => issues.listRecipients(context, request.params.issueId, request.query),
  });

  // ---- Proposals, as the console sees them ----
  app.get(`${base}/proposals`, {
    config: { access: composeNewsletter },
    schema: {
      querystring: newsletterProposalsQuerySchema,
      response: { 200: newsletterProposalPageSchema, ...withBadBody },
    },
    handler: (request) => proposals.listProposals(context, request.query),
  });
  app.post(`${base}/proposals/:proposalId/dismiss`, {
    config: { access: composeNewsletter },
    schema: {
      params: proposalParams,
      response: { 200: newsletterProposalSchema, ...editErrors },
    },
    handler: (request) => proposals.dismissProposal(context, request.params.proposalId),
  });

  // ---- The weekly digest's schedule ----
  app.get(`${base}/digest`, {
    config: { access: composeNewsletter },
    schema: { response: { 200: digestSettingsSchema, ...guarded } },
    handler: () => digest.readDigestSettings(context),
  });
  app.put(`${base}/digest`, {
    config: { access: composeNewsletter },
    schema: {
      body: digestSettingsInputSchema,
      response: { 200: digestSettingsSchema, ...editErrors },
    },
    handler: (request) => digest.updateDigestSettings(context, request.body),
  });

  // ---- Each organisation's proposals, from its dashboard ----
  for (const kind of DASHBOARD_KINDS) {
    const dashboard = `${DASHBOARD_BASES[kind]}/newsletter-proposals`;
    const access = proposeNewsletterItems(kind);
    app.get(dashboard, {
      config: { access },
      schema: {
        params: organisationParams,
        querystring: paginationQuerySchema,
        response: { 200: newsletterProposalPageSchema, ...withBadBody },
      },
      handler: (request) =>
        proposals.listOrganisationProposals(context, organisationOf(request), request.query),
    });
    app.post(dashboard, {
      config: { access },
      schema: {
        params: organisationParams,
        body: newsletterProposalInputSchema,
        response: { 201: newsletterProposalSchema, ...withBadBody },
      },
      handler: async (request, reply) => {
        const proposal = await proposals.proposeItem(
          context,
          organisationOf(request),
          request.body,
          signedInUserOf(request).id,
        );
        reply.status(201);
        return proposal;
      },
    });
    app.delete(`${dashboard}/:itemId`, {
      config: { access },
      schema: {
        params: organisationItemParams,
        response: { 204: z.null(), ...editErrors },
      },
      handler: async (request, reply) => {
        await proposals.withdrawProposal(context, organisationOf(request), request.params.itemId);
        reply.status(204);
        return null;
      },
    });
  }
};
