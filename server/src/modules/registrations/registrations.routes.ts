import {
  attendanceSwitchSchema,
  errorResponseSchema,
  eventParamsSchema,
  joinResultSchema,
  joinTokenParamsSchema,
  joinViewSchema,
  messageResponseSchema,
  type Registration,
  type RegistrationPayment,
  recordIdSchema,
  registrationCreatedSchema,
  registrationRequestSchema,
  registrationSchema,
  registrationUtrSchema,
  registrationWindowSchema,
} from '@chapterhouse/shared';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '../../lib/download-names.js';
import { PRIVATE_ANSWER } from '../../lib/route-responses.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { join, readJoin } from './online-joins.js';
import {
  cancelRegistration,
  cancelWholeSeries,
  confirmRegistration,
  giveUtr,
  paymentQrSvg,
  type RegistrantCertificates,
  readRegistration,
  registrationReceiptPdf,
  registrationTicketSvg,
  switchAttendance,
} from './personal-link.service.js';
import { eraseRegistration } from './registration-erasure.js';
import { type PayeeOf, withUpiLink } from './registration-payments.js';
import { registrationWindow } from './registration-rules.js';
import {
  joinOnline,
  ownRegistration,
  personalLinkLimit,
  personalLinkParams,
  readRegistrationWindow,
  registerForEvent,
} from './registrations.access.js';
import { register } from './registrations.service.js';

/**
 * Registration on this site: registering for an event (`/events/:id/registrations`), and the
 * personal link mailed to each registrant (`/registrations/:token`: read, confirm the address, cancel, delete, ticket).
 */
export const registrationRoutes: FastifyPluginAsyncZod<{
  context: ServiceContext;
  certificates: RegistrantCertificates;
  payeeOf: PayeeOf;
  /** The payment gateway a due payment may be paid through too (payments' routes take it). */
  gateway: RegistrationPayment['gateway'];
}> = async (app, { context, certificates, payeeOf, gateway }) => {
  registeringRoutes(app, context);
  personalLinkRoutes(app, context, certificates, { payeeOf, gateway });
  joinRoutes(app, context);
};

/** The app the routes are declared on, with zod's type provider. */
type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** Registering for an event, and when its registration opens. */
function registeringRoutes(app: ZodApp, context: ServiceContext) {
  app.post('/events/:id/registrations', {
    config: {
      access: registerForEvent,
      rateLimit: { max: 10, timeWindow: '10 minutes' },
      // The event's cards show how many are registered; a burst of registrations empties the
      // cache once per COALESCED_INVALIDATION_MS, not once each.
      invalidatesPublicCache: 'soon',
    },
    schema: {
      params: eventParamsSchema,
      body: registrationRequestSchema,
      response: {
        201: registrationCreatedSchema,
        400: errorResponseSchema,
        404: errorResponseSchema,
        409: errorResponseSchema,
        429: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const created = await register(context, request.params.id, request.body);
      return reply.status(201).headers(PRIVATE_ANSWER).send(created);
    },
  });

  // What the event page's countdown asks: the server's clock decides when registration opens.
  // Never kept, by the public cache (public-read-routes.ts) or anyone else: `now` is of the moment.
  app.get('/events/:id/registration-window', {
    config: { access: readRegistrationWindow },
    schema: {
      params: eventParamsSchema,
      response: {
        200: registrationWindowSchema,
        400: errorResponseSchema,
        404: errorResponseSchema,
      },
    },
    handler: async (request, reply) =>
      reply
        .headers({ 'cache-control': 'no-store' })
        .send(await registrationWindow(context, request.params.id)),
  });
}

/** The personal link mailed to each registrant: read, confirm the address, cancel, delete, ticket. */
function personalLinkRoutes(
  app: ZodApp,
  context: ServiceContext,
  certificates: RegistrantCertificates,
  { payeeOf, gateway }: { payeeOf: PayeeOf; gateway: RegistrationPayment['gateway'] },
) {
  // A registration as its own pages show it: with a payment due, who is paid, the link and the
  // gateway's checkout.
  const shown = (registration: Registration) =>
    withUpiLink(context, registration, payeeOf, gateway);

  app.get('/registrations/:token', {
    config: { access: ownRegistration, ...personalLinkLimit },
    schema: {
      params: personalLinkParams,
      response: { 200: registrationSchema, 400: errorResponseSchema, 404: errorResponseSchema },
    },
    handler: async (request, reply) =>
      reply
        .headers(PRIVATE_ANSWER)
        .send(await shown(await readRegistration(context, request.params.token, certificates))),
  });

  // The page the mailed link opens has a button that posts here: a mail scanner's visit to the
  // link (a GET) confirms nothing.
  app.post('/registrations/:token/confirm', {
    config: { access: ownRegistration, ...personalLinkLimit, invalidatesPublicCache: 'soon' },
    schema: {
      params: personalLinkParams,
      response: {
        200: registrationSchema,
        400: errorResponseSchema,
        404: errorResponseSchema,
        409: errorResponseSchema,
      },
    },
    handler: async (request, reply) =>
      reply
        .headers(PRIVATE_ANSWER)
        .send(await shown(await confirmRegistration(context, request.params.token))),
  });

  app.post('/registrations/:token/cancel', {
    config: { access: ownRegistration, ...personalLinkLimit, invalidatesPublicCache: 'soon' },
    schema: {
      params: personalLinkParams,
      response: { 200: registrationSchema, 400: errorResponseSchema, 404: errorResponseSchema },
    },
    handler: async (request, reply) =>
      reply
        .headers(PRIVATE_ANSWER)
        .send((await cancelRegistration(context, request.params.token)).registration),
  });

  // A hybrid event: switch between the room and online while the other way has a place free.
  app.post('/registrations/:token/attendance', {
    config: { access: ownRegistration, ...personalLinkLimit, invalidatesPublicCache: 'soon' },
    schema: {
      params: personalLinkParams,
      body: attendanceSwitchSchema,
      response: {
        200: registrationSchema,
        400: errorResponseSchema,
        404: errorResponseSchema,
        409: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const { registration } = await switchAttendance(context, request.params.token, request.body);
      return reply.headers(PRIVATE_ANSWER).send(await shown(registration));
    },
  });

  // A paid registration: the UPI transaction id (UTR) its registrant typed once they had paid.
  app.post('/registrations/:token/utr', {
    config: { access: ownRegistration, ...personalLinkLimit },
    schema: {
      params: personalLinkParams,
      body: registrationUtrSchema,
      response: {
        200: registrationSchema,
        400: errorResponseSchema,
        404: errorResponseSchema,
        409: errorResponseSchema,
      },
    },
    handler: async (request, reply) =>
      reply
        .headers(PRIVATE_ANSWER)
        .send(await shown(await giveUtr(context, request.params.token, request.body.utr))),
  });

  // Registered once for a whole series: one of its sessions, through any session's link.
  app.post('/registrations/:token/sessions/:eventId/cancel', {
    config: { access: ownRegistration, ...personalLinkLimit, invalidatesPublicCache: 'soon' },
    schema: {
      params: personalLinkParams.extend({ eventId: recordIdSchema }),
      response: {
        200: registrationSchema,
        400: errorResponseSchema,
        404: errorResponseSchema,
        409: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const { token, eventId } = request.params;
      const { registration } = await cancelWholeSeries(context, token, eventId);
      return reply.headers(PRIVATE_ANSWER).send(registration);
    },
  });

  // Registered once for a whole series: every session still to come, cancelled at once.
  app.post('/registrations/:token/cancel-series', {
    config: { access: ownRegistration, ...personalLinkLimit, invalidatesPublicCache: 'soon' },
    schema: {
      params: personalLinkParams,
      response: {
        200: registrationSchema,
        400: errorResponseSchema,
        404: errorResponseSchema,
        409: errorResponseSchema,
      },
    },
    handler: async (request, reply) =>
      reply
        .headers(PRIVATE_ANSWER)
        .send((await cancelWholeSeries(context, request.params.token)).registration),
  });

  app.delete('/registrations/:token', {
    config: { access: ownRegistration, ...personalLinkLimit, invalidatesPublicCache: 'soon' },
    schema: {
      params: personalLinkParams,
      response: {
        200: messageResponseSchema,
        400: errorResponseSchema,
        404: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      await eraseRegistration(context, request.params.token, certificates);
      return reply
        .headers(PRIVATE_ANSWER)
        .send({ message: 'Your registration and your details are deleted.' });
    },
  });

  // A payment due: its `upi://pay` link as a QR code, for a phone's camera (a desktop visitor).
  app.withTypeProvider<FastifyTypeProviderDefault>().get('/registrations/:token/payment-qr.svg', {
    config: { access: ownRegistration, ...personalLinkLimit },
    schema: {
      params: personalLinkParams,
      response: {
        200: {
          description: "The QR code of the payment's upi://pay link, while a payment is due.",
          content: { 'image/svg+xml': { schema: z.string() } },
        },
        400: errorResponseSchema,
        404: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const { token } = request.params as z.output<typeof personalLinkParams>;
      const svg = await paymentQrSvg(context, token, payeeOf);
      return reply.headers(PRIVATE_ANSWER).type('image/svg+xml').send(svg);
    },
  });

  // A payment's receipt (a refund's note), downloaded from the registrant's page.
  app
    .withTypeProvider<FastifyTypeProviderDefault>()
    .get('/registrations/:token/receipts/:paymentId', {
      config: { access: ownRegistration, ...personalLinkLimit },
      schema: {
        params: personalLinkParams.extend({ paymentId: recordIdSchema }),
        response: {
          200: {
            description: 'The receipt as a PDF: the branch, its number, the amount, the reference.',
            content: { 'application/pdf': { schema: z.string() } },
          },
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
      handler: async (request, reply) => {
        const { token, paymentId } = request.params as { token: string; paymentId: number };
        const receipt = await registrationReceiptPdf(context, token, paymentId);
        return reply
          .headers(PRIVATE_ANSWER)
          .type('application/pdf')
          .header('content-disposition', attachmentDisposition(`receipt-${receipt.number}.pdf`))
          .send(receipt.pdf);
      },
    });

  // No 200 schema and no typed reply: the answer is an SVG image, not JSON.
  app.withTypeProvider<FastifyTypeProviderDefault>().get('/registrations/:token/ticket.svg', {
    config: { access: ownRegistration, ...personalLinkLimit },
    schema: {
      params: personalLinkParams,
      response: {
        200: {
          description: "The ticket's QR code (it carries the ticket's code).",
          content: { 'image/svg+xml': { schema: z.string() } },
        },
        400: errorResponseSchema,
        404: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const { token } = request.params as z.output<typeof personalLinkParams>;
      const svg = await registrationTicketSvg(context, token);
      return reply.headers(PRIVATE_ANSWER).type('image/svg+xml').send(svg);
    },
  });
}

/**
 * A registrant's personal join link of an online or hybrid event (`/join/:token`): its page reads
 * where it stands, and its button joins (a POST: a mail scanner's visit joins nobody). Only the
 * join's answer carries the meeting's address, to the link's holder, never kept by anyone.
 */
function joinRoutes(app: ZodApp, context: ServiceContext) {
  const joinLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.get('/join/:token', {
    config: { access: joinOnline, ...joinLimit },
    schema: {
      params: joinTokenParamsSchema,
      response: { 200: joinViewSchema, 400: errorResponseSchema, 404: errorResponseSchema },
    },
    handler: async (request, reply) =>
      reply.headers(PRIVATE_ANSWER).send(await readJoin(context, request.params.token)),
  });

  app.post('/join/:token', {
    config: { access: joinOnline, ...joinLimit },
    schema: {
      params: joinTokenParamsSchema,
      response: {
        200: joinResultSchema,
        400: errorResponseSchema,
        404: errorResponseSchema,
        409: errorResponseSchema,
      },
    },
    handler: async (request, reply) =>
      reply.headers(PRIVATE_ANSWER).send(await join(context, request.params.token)),
  });
}
