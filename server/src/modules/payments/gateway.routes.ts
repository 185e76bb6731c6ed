import {
  errorResponseSchema,
  gatewayCheckoutSchema,
  gatewayPaymentSchema,
  messageResponseSchema,
  registrationSchema,
} from '@chapterhouse/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-errors.js';
import { PRIVATE_ANSWER } from '../../lib/route-responses.js';
import type { ServiceContext } from '../../lib/service-context.js';
import type { RegistrantCertificates } from '../registrations/personal-link.service.js';
import { readRegistration } from '../registrations/personal-link.service.js';
import { withUpiLink } from '../registrations/registration-payments.js';
import {
  ownRegistration,
  personalLinkLimit,
  personalLinkParams,
} from '../registrations/registrations.access.js';
import {
  completeCheckout,
  GATEWAY_REFUSALS,
  type Gateway,
  openCheckout,
  receiveWebhook,
} from './gateway.service.js';
import { payeeFor } from './payees.service.js';

/**
 * The payment gateway (Razorpay, when its keys are configured): the checkout a registrant opens
 * from their page, its success, and Razorpay's webhook. Without the keys, each answers 404.
 */
export const gatewayRoutes: FastifyPluginAsyncZod<{
  context: ServiceContext;
  gateway: Gateway | null;
  certificates: RegistrantCertificates;
}> = async (app, { context, gateway, certificates }) => {
  const configured = (): Gateway => {
    if (!gateway) throw new HttpError(404, GATEWAY_REFUSALS.off);
    return gateway;
  };

  app.post('/registrations/:token/gateway-order', {
    config: { access: ownRegistration, ...personalLinkLimit },
    schema: {
      params: personalLinkParams,
      response: {
        200: gatewayCheckoutSchema,
        400: errorResponseSchema,
        404: errorResponseSchema,
        409: errorResponseSchema,
        503: errorResponseSchema,
      },
    },
    handler: async (request, reply) =>
      reply
        .headers(PRIVATE_ANSWER)
        .send(await openCheckout(context, configured(), request.params.token)),
  });

  // The checkout's success: recorded at once, and the registration answered as its page shows it.
  app.post('/registrations/:token/gateway-payment', {
    config: { access: ownRegistration, ...personalLinkLimit },
    schema: {
      params: personalLinkParams,
      body: gatewayPaymentSchema,
      response: { 200: registrationSchema, 400: errorResponseSchema, 404: errorResponseSchema },
    },
    handler: async (request, reply) => {
      const { token } = request.params;
      await completeCheckout(context, configured(), token, request.body);
      const registration = await readRegistration(context, token, certificates);
      return reply
        .headers(PRIVATE_ANSWER)
        .send(await withUpiLink(context, registration, payeeFor, 'razorpay'));
    },
  });

  // Razorpay's webhook reads its body as sent: the signature is over those bytes.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/payments/razorpay/webhook', {
      config: { access: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
      handler: async (request) => {
        const { keys } = configured();
        const signature = request.headers['x-razorpay-signature'];
        return receiveWebhook(context, keys.webhookSecret, {
          body: request.body,
          signature: typeof signature === 'string' ? signature : undefined,
        });
      },
    });
  });
};
