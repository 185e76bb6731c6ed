import {
  achievementInputSchema,
  councilUpdateSchema,
  dashboardAchievementSchema,
  dashboardEventSchema,
  dashboardGalleryItemSchema,
  dashboardMemberSchema,
  errorResponseSchema,
  eventInputSchema,
  galleryItemInputSchema,
  idOrSlugSchema,
  memberInputSchema,
  type OrganisationRef,
  organisationDetailSchema,
  type PublicReads,
  pastEventInputSchema,
  recordIdSchema,
  societyUpdateSchema,
  withVersion,
} from '@chapterhouse/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { achievements, events, galleryItems, slateMembers } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { deleteItem, type ItemTable } from '../../lib/versioned-items.js';
import type { AccessRule } from '../../plugins/access.js';
import * as dashboard from './dashboard.service.js';

/** The spec's dashboard bases; `:id` is the organisation's id (or slug). */
export const DASHBOARD_BASES = {
  society: '/society-dashboard/society/:id',
  council: '/council-dashboard/council/:id',
} as const;

const guarded = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const editErrors = { ...guarded, 400: errorResponseSchema, 409: errorResponseSchema };

/** The access hook has checked and attached the organisation of every dashboard route. */
function organisationOf(request: FastifyRequest): OrganisationRef {
  if (!request.organisation) throw notFound('Organisation not found.');
  return request.organisation;
}

const organisationParams = z.object({ id: idOrSlugSchema });
const itemParams = organisationParams.extend({ itemId: recordIdSchema });

export interface Collection {
  /** As in the URL: `members`, `events/past`, ... */
  path: string;
  /** For messages: 'Member not found.' */
  label: string;
  table: ItemTable;
  createSchema: z.ZodObject;
  updateSchema: z.ZodObject;
  itemSchema: z.ZodType;
  list(context: ServiceContext, organisation: OrganisationRef): Promise<unknown[]>;
  create(context: ServiceContext, organisation: OrganisationRef, input: never): Promise<unknown>;
  update(
    context: ServiceContext,
    organisation: OrganisationRef,
    id: number,
    input: never,
  ): Promise<unknown>;
}

/** A slate: an organisation's, or the branch's own in the console. */
export const MEMBERS: Collection = {
  path: 'members',
  label: 'Member',
  table: slateMembers,
  createSchema: memberInputSchema,
  updateSchema: withVersion(memberInputSchema),
  itemSchema: dashboardMemberSchema,
  list: dashboard.listMembers,
  create: dashboard.createMember,
  update: dashboard.updateMember,
};

const COLLECTIONS: Collection[] = [
  MEMBERS,
  ...(['past', 'upcoming'] as const).map(
    (when): Collection => ({
      path: `events/${when}`,
      label: 'Event',
      table: events,
      createSchema: when === 'past' ? pastEventInputSchema : eventInputSchema,
      updateSchema: withVersion(eventInputSchema),
      itemSchema: dashboardEventSchema,
      list: (context, organisation) => dashboard.listEvents(context, organisation, when),
      create: (context, organisation, input) =>
        dashboard.createEvent(context, organisation, when, input),
      update: dashboard.updateEvent,
    }),
  ),
  {
    path: 'achievements',
    label: 'Achievement',
    table: achievements,
    createSchema: achievementInputSchema,
    updateSchema: withVersion(achievementInputSchema),
    itemSchema: dashboardAchievementSchema,
    list: dashboard.listAchievements,
    create: dashboard.createAchievement,
    update: dashboard.updateAchievement,
  },
  {
    path: 'gallery',
    label: 'Photo',
    table: galleryItems,
    createSchema: galleryItemInputSchema,
    updateSchema: withVersion(galleryItemInputSchema),
    itemSchema: dashboardGalleryItemSchema,
    list: dashboard.listGallery,
    create: dashboard.createGalleryItem,
    update: dashboard.updateGalleryItem,
  },
];

/** Where a collection lives: its URL, who may use it and whose items it holds. */
export interface CollectionMount {
  /** The collection's URL, e.g. `/society-dashboard/society/:id/members`. */
  url: string;
  access: AccessRule;
  /** The URL's own parameters, before `:itemId`. */
  params: z.ZodObject;
  organisation(request: FastifyRequest): OrganisationRef | Promise<OrganisationRef>;
}

/** GET and POST on the collection, PUT and DELETE on one record of it, by record id. */
export function registerCollection(
  app: FastifyInstance,
  context: ServiceContext,
  mount: CollectionMount,
  collection: Collection,
): void {
  const { url, access } = mount;
  const organisationParams = mount.params;
  const itemParams = mount.params.extend({ itemId: recordIdSchema });
  const organisationOf = mount.organisation;
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(url, {
    config: { access },
    schema: {
      params: organisationParams,
      response: { 200: z.array(collection.itemSchema), ...guarded },
    },
    handler: async (request) => collection.list(context, await organisationOf(request)),
  });
  route.post(url, {
    config: { access },
    schema: {
      params: organisationParams,
      body: collection.createSchema,
      response: { 201: collection.itemSchema, ...editErrors },
    },
    handler: async (request, reply) => {
      const created = await collection.create(
        context,
        await organisationOf(request),
        request.body as never,
      );
      reply.status(201);
      return created;
    },
  });
  route.put(`${url}/:itemId`, {
    config: { access },
    schema: {
      params: itemParams,
      body: collection.updateSchema,
      response: { 200: collection.itemSchema, ...editErrors },
    },
    handler: async (request) =>
      collection.update(
        context,
        await organisationOf(request),
        (request.params as { itemId: number }).itemId,
        request.body as never,
      ),
  });
  route.delete(`${url}/:itemId`, {
    config: { access },
    schema: {
      params: itemParams,
      response: { 204: z.null(), ...guarded, 400: errorResponseSchema },
    },
    handler: async (request, reply) => {
      await deleteItem(context.db, collection.table, {
        organisationId: (await organisationOf(request)).id,
        id: (request.params as { itemId: number }).itemId,
        label: collection.label,
      });
      reply.status(204);
      return null;
    },
  });
}

/**
 * The organisation dashboards' API. Every route takes its organisation from the URL, checked
 * once by the access hook (`{ organisation: kind }`), and works on that organisation only;
 * every item is addressed by its record id.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{
  reads: PublicReads;
  context: ServiceContext;
}> = async (app, { reads, context }) => {
  for (const kind of ['society', 'council'] as const) {
    const base = DASHBOARD_BASES[kind];
    const access = { organisation: kind };

    const readOrganisation = async (organisation: OrganisationRef) => {
      const detail = await reads.getOrganisation(kind, String(organisation.id));
      // Archived organisations are kept but hidden; the branch console (not a dashboard) restores them.
      if (!detail) throw notFound(`${organisation.name} is archived.`);
      return detail;
    };

    app.get(base, {
      config: { access },
      schema: {
        params: organisationParams,
        response: { 200: organisationDetailSchema, ...guarded },
      },
      handler: (request) => readOrganisation(organisationOf(request)),
    });

    app.put(base, {
      config: { access },
      schema: {
        params: organisationParams,
        body: kind === 'society' ? societyUpdateSchema : councilUpdateSchema,
        response: { 200: organisationDetailSchema, ...editErrors },
      },
      handler: async (request) => {
        const organisation = organisationOf(request);
        await dashboard.updateOrganisation(context, organisation, request.body);
        return readOrganisation(organisation);
      },
    });

    for (const collection of COLLECTIONS) {
      registerCollection(
        app,
        context,
        {
          url: `${base}/${collection.path}`,
          access,
          params: organisationParams,
          organisation: organisationOf,
        },
        collection,
      );
    }

    app.post(`${base}/events/upcoming/:itemId/move-to-past`, {
      config: { access },
      schema: {
        params: itemParams,
        response: { 200: dashboardEventSchema, ...guarded, 400: errorResponseSchema },
      },
      handler: (request) =>
        dashboard.moveEventToPast(context, organisationOf(request), request.params.itemId),
    });
  }
};
