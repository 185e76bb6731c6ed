import {
  errorResponseSchema,
  newItemPublicationSchema,
  type OrganisationRef,
  type Page,
  type PaginationQuery,
  type PublicationChange,
  type PublicationChoice,
  pageSchema,
  paginationQuerySchema,
  publicationChangeSchema,
  recordIdSchema,
} from '@chapterhouse/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AccessRule } from './access-rule.js';
import {
  DASHBOARD_BASES,
  DASHBOARD_KINDS,
  type DashboardKind,
  organisationOf,
  organisationParams,
} from './dashboard.js';
import {
  changePublication,
  type PublicationColumns,
  type PublicationOutcome,
  publicationColumns,
} from './publication.js';
import { editErrors, guarded } from './route-responses.js';
import type { ServiceContext } from './service-context.js';
import { deleteItem, type ItemTable } from './versioned-items.js';

/**
 * A list of an organisation's items (slate members, events, ...), each kept with a version:
 * the schemas that check it and the service functions that read and change it.
 */
export interface Collection<Create extends z.ZodType, Update extends z.ZodType> {
  /** For messages: 'Member not found.' */
  label: string;
  table: ItemTable;
  createSchema: Create;
  updateSchema: Update;
  itemSchema: z.ZodType;
  /** One page of the items, in the order the dashboard shows them. */
  list(
    context: ServiceContext,
    organisation: OrganisationRef,
    paging: PaginationQuery,
  ): Promise<Page<unknown>>;
  /** Adds an item, public or not as `publication` says (decision 010). */
  create(
    context: ServiceContext,
    organisation: OrganisationRef,
    input: z.output<Create>,
    publication: PublicationColumns,
  ): Promise<unknown>;
  /** One item as the dashboard shows it; 404 when the organisation has no such item. */
  get(context: ServiceContext, organisation: OrganisationRef, id: number): Promise<unknown>;
  /** What an item's deletion changes first elsewhere (a session's series), if anything. */
  beforeDelete?(context: ServiceContext, organisation: OrganisationRef, id: number): Promise<void>;
  /** What follows an item's going public or back to a draft (announcing it), if anything. */
  afterPublication?(
    context: ServiceContext,
    organisation: OrganisationRef,
    id: number,
    outcome: PublicationOutcome,
  ): Promise<void>;
  update(
    context: ServiceContext,
    organisation: OrganisationRef,
    id: number,
    input: z.output<Update>,
  ): Promise<unknown>;
  /**
   * Refuses (403, with the reason) deleting or changing the publication of an item the
   * organisation's dashboard lists but does not own (a co-host's joint event); 404 for one it
   * does not list. Without it, only the organisation's own items are found.
   */
  requireRight?(
    context: ServiceContext,
    organisation: OrganisationRef,
    id: number,
    change: 'delete' | 'change publication',
  ): Promise<void>;
}

/** Where a collection lives: its URL, who may use it and whose items it holds. */
export interface CollectionMount<Params extends z.ZodObject> {
  /** The collection's URL, e.g. `/society-dashboard/society/:id/members`. */
  url: string;
  access: AccessRule;
  /** The URL's own parameters, before `:itemId`. */
  params: Params;
  organisation(request: FastifyRequest): OrganisationRef | Promise<OrganisationRef>;
}

/**
 * GET (a page at a time: `?page=&limit=`) and POST on the collection, PUT and DELETE on one
 * record of it, by record id, and PUT on its `publication` (publish, draft, schedule). Every item
 * is public content, so each successful write empties the public cache.
 */
export function registerCollection<
  Params extends z.ZodObject,
  Create extends z.ZodType,
  Update extends z.ZodType,
>(
  app: FastifyInstance,
  context: ServiceContext,
  mount: CollectionMount<Params>,
  collection: Collection<Create, Update>,
): void {
  const { url, access, organisation: organisationOf } = mount;
  // Fastify cannot resolve a body type from a generic schema. The collection's own declaration
  // ties its functions to its schemas, and Fastify has validated each body against them.
  const items: Collection<z.ZodType, z.ZodType> = collection;
  const read = { access };
  const write = { access, invalidatesPublicCache: true };
  const itemParams = mount.params.extend({ itemId: recordIdSchema });
  type ItemParams = { itemId: number };

  app.get<{ Querystring: PaginationQuery }>(url, {
    config: read,
    schema: {
      params: mount.params,
      querystring: paginationQuerySchema,
      response: {
        200: pageSchema(collection.itemSchema),
        ...guarded,
        400: errorResponseSchema,
      },
    },
    handler: async (request) =>
      collection.list(context, await organisationOf(request), request.query),
  });
  app.post(url, {
    config: write,
    schema: {
      params: mount.params,
      // The item's fields, and whether it is public at once, a draft or scheduled.
      body: z.intersection(collection.createSchema, newItemPublicationSchema),
      response: { 201: collection.itemSchema, ...editErrors },
    },
    handler: async (request, reply) => {
      const { publication, ...input } = request.body as { publication?: PublicationChoice };
      const created = await items.create(
        context,
        await organisationOf(request),
        input,
        publicationColumns(context, publication),
      );
      reply.status(201);
      return created;
    },
  });
  app.put<{ Params: ItemParams }>(`${url}/:itemId`, {
    config: write,
    schema: {
      params: itemParams,
      body: collection.updateSchema,
      response: { 200: collection.itemSchema, ...editErrors },
    },
    handler: async (request) =>
      items.update(context, await organisationOf(request), request.params.itemId, request.body),
  });
  app.put<{ Params: ItemParams; Body: PublicationChange }>(`${url}/:itemId/publication`, {
    config: write,
    schema: {
      params: itemParams,
      body: publicationChangeSchema,
      response: { 200: collection.itemSchema, ...editErrors },
    },
    handler: async (request) => {
      const organisation = await organisationOf(request);
      const { itemId } = request.params;
      await collection.requireRight?.(context, organisation, itemId, 'change publication');
      const outcome = await changePublication(
        context,
        collection.table,
        { organisationId: organisation.id, id: itemId, label: collection.label },
        request.body,
      );
      await collection.afterPublication?.(context, organisation, itemId, outcome);
      return collection.get(context, organisation, itemId);
    },
  });
  app.delete<{ Params: ItemParams }>(`${url}/:itemId`, {
    config: write,
    schema: {
      params: itemParams,
      response: { 204: z.null(), ...guarded, 400: errorResponseSchema },
    },
    handler: async (request, reply) => {
      const organisation = await organisationOf(request);
      const { itemId } = request.params;
      await collection.requireRight?.(context, organisation, itemId, 'delete');
      await collection.beforeDelete?.(context, organisation, itemId);
      await deleteItem(context.db, collection.table, {
        organisationId: organisation.id,
        id: itemId,
        label: collection.label,
      });
      reply.status(204);
      return null;
    },
  });
}

/**
 * The collection in every organisation's dashboard (`{base}/{path}` for societies and councils),
 * each kept by the rule `accessFor` gives that kind.
 */
export function registerDashboardCollection<Create extends z.ZodType, Update extends z.ZodType>(
  app: FastifyInstance,
  context: ServiceContext,
  path: string,
  accessFor: (kind: DashboardKind) => AccessRule,
  collection: Collection<Create, Update>,
): void {
  for (const kind of DASHBOARD_KINDS) {
    const mount = {
      url: `${DASHBOARD_BASES[kind]}/${path}`,
      access: accessFor(kind),
      params: organisationParams,
      organisation: organisationOf,
    };
    registerCollection(app, context, mount, collection);
  }
}
