import {
  checkInRequestSchema,
  checkInResultSchema,
  deskPaymentResultSchema,
  deskRegistrationSchema,
  errorResponseSchema,
  eventAccountsSchema,
  manualPaymentSchema,
  recordIdSchema,
  registrationAttendanceSchema,
  registrationChangeSchema,
  registrationDeskPageSchema,
  registrationDeskQuerySchema,
  registrationMoveSchema,
  registrationRoleSchema,
} from '@chapterhouse/shared';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AccessRule } from '../../lib/access-rule.js';
import { csvResponse, sendCsv } from '../../lib/csv.js';
import {
  DASHBOARD_BASES,
  DASHBOARD_KINDS,
  organisationItemParams,
  organisationOf,
  signedInUserOf,
} from '../../lib/dashboard.js';
import { editErrors, guarded } from '../../lib/route-responses.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { checkIn } from './check-in.service.js';
import {
  acceptRegistration,
  declineRegistration,
  markAttendance,
  markRole,
  moveRegistration,
  removeRegistration,
} from './desk-changes.service.js';
import { eventAccounts, eventPaymentsCsv } from './event-accounts.js';
import {
  exportRegistrationsCsv,
  listRegistrations,
  readDeskRegistration,
} from './registration-desk.service.js';
import { manualPaymentOf, recordPayment } from './registration-payments.js';
import { keepAccounts, keepRegistrations } from './registrations.access.js';

const registrationParams = organisationItemParams.extend({ registrationId: recordIdSchema });

/**
 * The registration desk of each dashboard, under `{base}/events/:itemId/...` (`:itemId` is the
 * event): its registrations listed, exported, accepted, declined, moved and removed, and people
 * checked in at the door. Registrants' data is the organisation's own: its admins and the branch
 * admins only (the rule that keeps its events).
 */
export const registrationDeskRoutes: FastifyPluginAsyncZod<{ context: ServiceContext }> = async (
  app,
  { context },
) => {
  for (const kind of DASHBOARD_KINDS) {
    const desk: Desk = {
      context,
      events: `${DASHBOARD_BASES[kind]}/events/:itemId`,
      access: keepRegistrations(kind),
    };
    deskReadRoutes(app, desk);
    deskChangeRoutes(app, desk);
    deskPaymentRoutes(app, { ...desk, access: keepAccounts(kind) });
  }
};

/** The app the routes are declared on, with zod's type provider. */
type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** One dashboard kind's desk: where its events are, and who may keep their registrations. */
interface Desk {
  context: ServiceContext;
  /** `{base}/events/:itemId`: the event whose registrations the desk shows. */
  events: string;
  access: AccessRule;
}

/** What the desk reads: an event's registrations, listed and exported. */
function deskReadRoutes(app: ZodApp, { context, events, access }: Desk) {
  app.get(`${events}/registrations`, {
    config: { access },
    schema: {
      params: organisationItemParams,
      querystring: registrationDeskQuerySchema,
      response: { 200: registrationDeskPageSchema, ...guarded, 400: errorResponseSchema },
    },
    handler: (request) =>
      listRegistrations(context, organisationOf(request), request.params.itemId, request.query),
  });

  // No 200 schema and no typed reply: the answer is CSV text, not JSON.
  app.withTypeProvider<FastifyTypeProviderDefault>().get(`${events}/registrations/export`, {
    config: { access },
    schema: {
      params: organisationItemParams,
      response: {
        200: csvResponse(
          "The event's registrations as CSV: name, e-mail, member number, status, one column per question, registered and checked in at.",
        ),
        ...guarded,
        400: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const { itemId } = request.params as z.output<typeof organisationItemParams>;
      return sendCsv(reply, await exportRegistrationsCsv(context, organisationOf(request), itemId));
    },
  });
}

/**
 * The treasurer's hand at the desk (issue 49): a payment taken in cash (or seen in the bank) or
 * money given back, with a note; a payment that covers what is due hands over the place and its
 * ticket. Append-only: a mistake is put right by a refund. History records each.
 */
function deskPaymentRoutes(app: ZodApp, { context, events, access }: Desk) {
  app.get(`${events}/payments`, {
    config: { access },
    schema: {
      params: organisationItemParams,
      response: { 200: eventAccountsSchema, ...guarded, 400: errorResponseSchema },
    },
    handler: (request) => eventAccounts(context, organisationOf(request), request.params.itemId),
  });

  // No 200 schema and no typed reply: the answer is CSV text, not JSON.
  app.withTypeProvider<FastifyTypeProviderDefault>().get(`${events}/payments/export`, {
    config: { access },
    schema: {
      params: organisationItemParams,
      response: {
        200: csvResponse(
          "The event's payments and refunds as CSV for the branch's accounts: date, receipt, kind, method, amount, reference, transaction id, registrant, note.",
        ),
        ...guarded,
        400: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const { itemId } = request.params as z.output<typeof organisationItemParams>;
      return sendCsv(reply, await eventPaymentsCsv(context, organisationOf(request), itemId));
    },
  });

  app.post(`${events}/registrations/:registrationId/payments`, {
    config: { access, invalidatesPublicCache: true },
    schema: {
      params: registrationParams,
      body: manualPaymentSchema,
      response: { 200: deskPaymentResultSchema, ...editErrors },
    },
    handler: async (request) => {
      const { itemId, registrationId } = request.params;
      const record = await recordPayment(
        context,
        { eventId: itemId, registrationId, organisationId: organisationOf(request).id },
        manualPaymentOf(request.body, signedInUserOf(request).id),
      );
      return { record, registration: await readDeskRegistration(context.db, registrationId) };
    },
  });
}

/**
 * What the desk changes: a registration accepted, declined, moved or removed; its role and
 * attendance; a check-in.
 */
function deskChangeRoutes(app: ZodApp, { context, events, access }: Desk) {
  // Each changes who holds a place, which the event's public cards count.
  const change = { access, invalidatesPublicCache: true };
  const target = (params: z.output<typeof registrationParams>, version: number) => ({
    eventId: params.itemId,
    registrationId: params.registrationId,
    version,
  });

  app.post(`${events}/registrations/:registrationId/accept`, {
    config: change,
    schema: {
      params: registrationParams,
      body: registrationChangeSchema,
      response: { 200: deskRegistrationSchema, ...editErrors },
    },
    handler: (request) =>
      acceptRegistration(
        context,
        organisationOf(request),
        target(request.params, request.body.version),
      ),
  });

  app.post(`${events}/registrations/:registrationId/decline`, {
    config: change,
    schema: {
      params: registrationParams,
      body: registrationChangeSchema,
      response: { 200: deskRegistrationSchema, ...editErrors },
    },
    handler: (request) =>
      declineRegistration(
        context,
        organisationOf(request),
        target(request.params, request.body.version),
      ),
  });

  app.post(`${events}/registrations/:registrationId/move`, {
    config: change,
    schema: {
      params: registrationParams,
      body: registrationMoveSchema,
      response: { 200: deskRegistrationSchema, ...editErrors },
    },
    handler: (request) =>
      moveRegistration(context, organisationOf(request), {
        ...target(request.params, request.body.version),
        to: request.body.to,
      }),
  });

  app.post(`${events}/registrations/:registrationId/role`, {
    config: change,
    schema: {
      params: registrationParams,
      body: registrationRoleSchema,
      response: { 200: deskRegistrationSchema, ...editErrors },
    },
    handler: (request) =>
      markRole(context, organisationOf(request), {
        ...target(request.params, request.body.version),
        role: request.body.role,
      }),
  });

  // Who attended: at the door, online, or not (a past event's card and its report count them).
  app.post(`${events}/registrations/:registrationId/attendance`, {
    config: change,
    schema: {
      params: registrationParams,
      body: registrationAttendanceSchema,
      response: { 200: deskRegistrationSchema, ...editErrors },
    },
    handler: (request) =>
      markAttendance(context, organisationOf(request), {
        ...target(request.params, request.body.version),
        attended: request.body.attended,
      }),
  });

  app.post(`${events}/registrations/:registrationId/remove`, {
    config: change,
    schema: {
      params: registrationParams,
      body: registrationChangeSchema,
      response: { 200: deskRegistrationSchema, ...editErrors },
    },
    handler: (request) =>
      removeRegistration(
        context,
        organisationOf(request),
        target(request.params, request.body.version),
      ),
  });

  // The verified attendance a past event's card shows changes with each check-in.
  app.post(`${events}/check-in`, {
    config: change,
    schema: {
      params: organisationItemParams,
      body: checkInRequestSchema,
      response: { 200: checkInResultSchema, ...editErrors },
    },
    handler: (request) =>
      checkIn(context, organisationOf(request), request.params.itemId, request.body),
  });
}
