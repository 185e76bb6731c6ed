import {
  adminBranchLocaleSchema,
  adminFaqSchema,
  adminHeroSlideSchema,
  adminPartnerSchema,
  adminStatisticsSchema,
  branchAboutSchema,
  branchAboutUpdateSchema,
  branchLocaleSchema,
  branchLocaleUpdateSchema,
  errorResponseSchema,
  faqInputSchema,
  heroSlideInputSchema,
  orderSchema,
  type PublicReads,
  partnerInputSchema,
  recordIdSchema,
  siteContentSchema,
  statisticsUpdateSchema,
  withVersion,
} from '@chapterhouse/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOfRequest } from '../../lib/actor-transaction.js';
import { editErrors, guarded } from '../../lib/route-responses.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { getBranchLocale, updateBranchLocale } from './branch-locale.service.js';
import { editSite, readSite } from './site.access.js';
import * as site from './site.service.js';

const itemParams = z.object({ itemId: recordIdSchema });
const read = { access: editSite };
const write = { access: editSite, invalidatesPublicCache: true };

/** One of the landing page's lists: read, add, order, edit and remove its items. */
function registerSiteCollection<Input extends z.ZodObject, Item>(
  app: FastifyInstance,
  context: ServiceContext,
  path: string,
  collection: site.SiteCollection<Item, z.output<Input>>,
  schemas: { input: Input; item: z.ZodType },
): void {
  const url = `/admin/site/${path}`;
  type ItemParams = { itemId: number };
  type Body = Record<string, unknown>;
  // Fastify cannot resolve a body type from a generic schema. The collection's declaration ties
  // its functions to its input schema, and Fastify has validated each body against it.
  const items: site.SiteCollection<Item, Body> = collection;
  app.get(url, {
    config: read,
    schema: { response: { 200: z.array(schemas.item), ...guarded } },
    handler: () => collection.list(context.db),
  });
  app.post<{ Body: Body }>(url, {
    config: write,
    schema: { body: schemas.input, response: { 201: schemas.item, ...editErrors } },
    handler: async (request, reply) => {
      reply.status(201);
      return await items.create(context, request.body);
    },
  });
  // Registered before `/:itemId` so 'order' is never read as a record id.
  app.put<{ Body: z.output<typeof orderSchema> }>(`${url}/order`, {
    config: write,
    schema: { body: orderSchema, response: { 200: z.array(schemas.item), ...editErrors } },
    handler: (request) => collection.reorder(context, request.body.ids),
  });
  app.put<{ Body: Body & { version: number }; Params: ItemParams }>(`${url}/:itemId`, {
    config: write,
    schema: {
      params: itemParams,
      body: withVersion(schemas.input),
      response: { 200: schemas.item, ...editErrors },
    },
    handler: (request) => items.update(context, request.params.itemId, request.body),
  });
  app.delete<{ Params: ItemParams }>(`${url}/:itemId`, {
    config: write,
    schema: {
      params: itemParams,
      response: { 204: z.null(), ...guarded, 400: errorResponseSchema },
    },
    handler: async (request, reply) => {
      await collection.remove(context, request.params.itemId);
      reply.status(204);
      return null;
    },
  });
}

/**
 * `/site`: the landing page's content for visitors; `/admin/site/...`: the same content as the
 * branch console edits it (the branch's slate is the members module's).
 */
export const siteRoutes: FastifyPluginAsyncZod<{
  reads: PublicReads;
  context: ServiceContext;
}> = async (app, { reads, context }) => {
  app.get('/site', {
    config: { access: readSite },
    schema: { response: { 200: siteContentSchema } },
    handler: () => reads.getSite(),
  });

  registerSiteCollection(app, context, 'hero-slides', site.heroSlideCollection, {
    input: heroSlideInputSchema,
    item: adminHeroSlideSchema,
  });
  registerSiteCollection(app, context, 'partners', site.partnerCollection, {
    input: partnerInputSchema,
    item: adminPartnerSchema,
  });
  registerSiteCollection(app, context, 'faqs', site.faqCollection, {
    input: faqInputSchema,
    item: adminFaqSchema,
  });

  app.get('/admin/site/about', {
    config: read,
    schema: { response: { 200: branchAboutSchema, ...guarded } },
    handler: () => site.getAbout(context.db),
  });
  app.put('/admin/site/about', {
    config: write,
    schema: { body: branchAboutUpdateSchema, response: { 200: branchAboutSchema, ...editErrors } },
    handler: (request) => site.updateAbout(context, request.body),
  });
  app.get('/admin/site/statistics', {
    config: read,
    schema: { response: { 200: adminStatisticsSchema, ...guarded } },
    handler: () => site.getStatistics(context),
  });
  app.put('/admin/site/statistics', {
    config: write,
    schema: {
      body: statisticsUpdateSchema,
      response: { 200: adminStatisticsSchema, ...editErrors },
    },
    handler: (request) => site.updateStatistics(context, request.body),
  });

  // The branch's locale: anyone reads it (dashboards say times on the branch's clock, in its
  // words); the console changes it.
  app.get('/site/locale', {
    config: { access: readSite },
    schema: { response: { 200: branchLocaleSchema } },
    handler: () => context.locale,
  });
  app.get('/admin/site/locale', {
    config: read,
    schema: { response: { 200: adminBranchLocaleSchema, ...guarded } },
    handler: () => getBranchLocale(context),
  });
  app.put('/admin/site/locale', {
    // Its own transaction: the server takes the new locale once it is saved, then sets events'
    // ends on the new clock outside the audit (no officer changed them).
    config: { ...write, requestTransaction: false },
    schema: {
      body: branchLocaleUpdateSchema,
      response: { 200: adminBranchLocaleSchema, ...editErrors },
    },
    handler: (request) => updateBranchLocale(context, request.body, actorOfRequest(request)),
  });
};
