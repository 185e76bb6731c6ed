import {
  accountLinkInfoSchema,
  authUserSchema,
  changePasswordRequestSchema,
  errorResponseSchema,
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  newPasswordSchema,
  okResponseSchema,
  textSchema,
  verifyResponseSchema,
} from '@chapterhouse/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { readLink, requestPasswordReset, setPasswordWithLink } from './account-links.js';
import { ownSession, signIn } from './auth.access.js';
import {
  type Authenticated,
  changePassword,
  createSession,
  endSession,
  landingPathFor,
} from './auth.service.js';
import { knownDeviceCookies } from './known-device.js';
import type { LoginThrottle } from './login-throttle.js';
import { signInWithPassword } from './sign-in.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

/** Routes whose rule is `signed-in` or stricter always have `auth` set by the access hook. */
function signedIn(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new HttpError(401, 'Please sign in to continue.');
  return request.auth;
}

export const authRoutes: FastifyPluginAsyncZod<{
  context: ServiceContext;
  throttle: LoginThrottle;
}> = async (app, { context, throttle }) => {
  app.post('/auth/login', {
    // No request-count limit: the throttle counts failures only (a campus signs in from one
    // address), and decides in the service, the same for every caller (docs/sign-in-policy.md).
    config: { access: signIn },
    schema: { body: loginRequestSchema, response: { 200: loginResponseSchema, ...errors } },
    handler: async (request, reply) => {
      const { token, user, redirectTo, knownDevice } = await signInWithPassword(
        context,
        throttle,
        {
          ...request.body,
          client: request.ip,
          cookieHeader: request.headers.cookie,
        },
        request.siteOrigin,
      );
      reply.header(
        'set-cookie',
        knownDeviceCookies(knownDevice, { secure: request.protocol === 'https' }),
      );
      return { token, user, redirectTo };
    },
  });

  // "Forgot password?": one answer whatever the address, so nobody learns who has an account.
  app.post('/auth/forgot-password', {
    config: { access: signIn, rateLimit: { max: 5, timeWindow: '15 minutes' } },
    schema: {
      body: forgotPasswordRequestSchema,
      response: { 200: messageResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
    },
    handler: async (request) => {
      await requestPasswordReset(context, request.body.email, request.siteOrigin);
      return { message: FORGOT_PASSWORD_ANSWER };
    },
  });

  // One-time links (invitations, password resets): the token in the URL is the key, so these are
  // public; guessing is hopeless (256 bits) but still throttled per client.
  // Any token shape is looked up: one that was never issued is 'not valid' (404), however it looks.
  const linkParams = z.object({ token: textSchema().max(300) });
  const linkLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.get('/auth/links/:token', {
    config: { access: signIn, ...linkLimit },
    schema: {
      params: linkParams,
      response: { 200: accountLinkInfoSchema, 400: errorResponseSchema, 404: errorResponseSchema },
    },
    handler: (request) => readLink(context, request.params.token),
  });

  app.post('/auth/links/:token', {
    config: { access: signIn, ...linkLimit },
    schema: {
      params: linkParams,
      body: z.object({ password: newPasswordSchema }),
      response: { 200: loginResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
    },
    handler: async (request) => {
      const user = await setPasswordWithLink(context, request.params.token, request.body.password);
      // A new password ends what strangers' failures held against the account.
      await throttle.forgetAccount(user.email);
      const token = await createSession(context, user.id);
      return { token, user, redirectTo: await landingPathFor(context, user) };
    },
  });

  app.post('/auth/logout', {
    config: { access: ownSession },
    schema: { response: { 200: okResponseSchema, 401: errorResponseSchema } },
    handler: async (request) => {
      await endSession(context, signedIn(request).sessionId);
      return { ok: true as const };
    },
  });

  app.get('/auth/verify', {
    config: { access: ownSession },
    schema: { response: { 200: verifyResponseSchema, 401: errorResponseSchema } },
    handler: async (request) => ({ valid: true as const, user: signedIn(request).user }),
  });

  app.get('/auth/profile', {
    config: { access: ownSession },
    schema: { response: { 200: authUserSchema, 401: errorResponseSchema } },
    handler: async (request) => signedIn(request).user,
  });

  app.post('/auth/change-password', {
    config: {
      access: ownSession,
      rateLimit: { max: 10, timeWindow: '1 minute' },
      // Hashing takes ~100 ms and must not hold a transaction (and PGlite) meanwhile; the audit
      // log would record nothing anyway (password hashes are never recorded).
      requestTransaction: false,
    },
    schema: { body: changePasswordRequestSchema, response: { 200: okResponseSchema, ...errors } },
    handler: async (request) => {
      await changePassword(
        context,
        signedIn(request),
        request.body.oldPassword,
        request.body.newPassword,
      );
      return { ok: true as const };
    },
  });
};
