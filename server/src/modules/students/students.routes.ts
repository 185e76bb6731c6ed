import {
  errorResponseSchema,
  eventParamsSchema,
  feedbackAnswerSchema,
  feedbackRequestSchema,
  messageResponseSchema,
  newsletterFollowSchema,
  okResponseSchema,
  ownSubscriptionSchema,
  registrationCreatedSchema,
  registrationRequestSchema,
  STUDENT_DATA_FILE,
  STUDENT_ERASED,
  STUDENT_SIGN_IN_ANSWER,
  studentDataSchema,
  studentEraseSchema,
  studentLinkInfoSchema,
  studentLinkParamsSchema,
  studentOnThisBrowserSchema,
  studentPageQuerySchema,
  studentPageSchema,
  studentRegistrationLinkSchema,
  studentRegistrationParamsSchema,
  studentSignedInSchema,
  studentSignInCodeSchema,
  studentSignInRequestSchema,
} from '@chapterhouse/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { saveSubscriptionOfAddress, unsubscribeAddress } from '../newsletter/own-subscription.js';
import type { RegistrantCertificates } from '../registrations/personal-link.service.js';
import { register } from '../registrations/registrations.service.js';
import {
  latestNameOfAddress,
  personalLinkOfAddress,
} from '../registrations/registrations-of-address.js';
import { answerFeedbackOfAddress, feedbackOfAddress } from '../reports/feedback-of-address.js';
import { eraseStudent, studentData } from './student-account.service.js';
import { studentPage } from './student-page.service.js';
import {
  authenticateStudent,
  clearedStudentSessionCookies,
  endStudentSession,
  type SignedInStudent,
  studentSessionCookies,
  studentSessionToken,
} from './student-session.js';
import {
  readStudentSignInLink,
  requestStudentSignIn,
  STUDENT_PAGE,
  signInWithStudentCode,
  signInWithStudentLink,
} from './student-sign-in.service.js';
import { ownStudentData, studentSignIn, whoIsSignedIn } from './students.access.js';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema };
const studentErrors = { 401: errorResponseSchema, 404: errorResponseSchema };

/** Routes whose rule is `student` always have `student` set by the access hook. */
function signedInStudent(request: FastifyRequest): SignedInStudent {
  if (!request.student) throw new HttpError(401, 'Please sign in to continue.');
  return request.student;
}

const secure = (request: FastifyRequest) => ({ secure: request.protocol === 'https' });

/** Starts the session in this browser: its cookie for the student's page and its API. */
function signedIn(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.header('set-cookie', studentSessionCookies(token, secure(request)));
  return { redirectTo: STUDENT_PAGE };
}

/**
 * A student's own account (issue 47, decision 017): signing in with a mailed link or code, and
 * their page's data under `/api/me`, the only API path their session cookie is sent to.
 */
export const studentRoutes: FastifyPluginAsyncZod<{
  context: ServiceContext;
  certificates: RegistrantCertificates;
}> = async (app, { context, certificates }) => {
  app.post('/me/sign-in', {
    // Each answer mails someone: besides the few mails an hour per address (the service), a
    // client may ask for many addresses (a campus is one address) but not flood the outbox.
    config: { access: studentSignIn, rateLimit: { max: 100, timeWindow: '15 minutes' } },
    schema: {
      body: studentSignInRequestSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: async (request) => {
      await requestStudentSignIn(context, request.body.email, request.siteOrigin);
      return { message: STUDENT_SIGN_IN_ANSWER };
    },
  });

  app.post('/me/sign-in/code', {
    // Guessing is bounded per address by the service (a few tries per mailed code); this bounds a
    // client trying codes for many addresses.
    config: { access: studentSignIn, rateLimit: { max: 60, timeWindow: '15 minutes' } },
    schema: {
      body: studentSignInCodeSchema,
      response: { 200: studentSignedInSchema, ...errors },
    },
    handler: async (request, reply) => {
      const token = await signInWithStudentCode(context, request.body.email, request.body.code);
      return signedIn(request, reply, token);
    },
  });

  const linkLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.get('/me/sign-in/:token', {
    config: { access: studentSignIn, ...linkLimit },
    schema: {
      params: studentLinkParamsSchema,
      response: { 200: studentLinkInfoSchema, ...errors },
    },
    handler: (request) => readStudentSignInLink(context, request.params.token),
  });

  app.post('/me/sign-in/:token', {
    config: { access: studentSignIn, ...linkLimit },
    schema: {
      params: studentLinkParamsSchema,
      response: { 200: studentSignedInSchema, ...errors },
    },
    handler: async (request, reply) => {
      const token = await signInWithStudentLink(context, request.params.token);
      return signedIn(request, reply, token);
    },
  });

  app.get('/me', {
    config: { access: ownStudentData },
    schema: {
      querystring: studentPageQuerySchema,
      response: { 200: studentPageSchema, 400: errorResponseSchema, ...studentErrors },
    },
    handler: (request) =>
      studentPage(context, signedInStudent(request), { allPast: request.query.past === 'all' }),
  });

  app.post('/me/registrations/:registrationId/link', {
    config: { access: ownStudentData },
    schema: {
      params: studentRegistrationParamsSchema,
      response: { 200: studentRegistrationLinkSchema, 400: errorResponseSchema, ...studentErrors },
    },
    handler: async (request) => ({
      path: await personalLinkOfAddress(
        context,
        signedInStudent(request).email,
        request.params.registrationId,
      ),
    }),
  });

  // The feedback asked of one of the student's registrations (an event they attended), without
  // the mailed link: their session is the key. Another address's registration is 404.
  app.get('/me/feedback/:registrationId', {
    config: { access: ownStudentData },
    schema: {
      params: studentRegistrationParamsSchema,
      response: { 200: feedbackRequestSchema, 400: errorResponseSchema, ...studentErrors },
    },
    handler: (request) =>
      feedbackOfAddress(context, signedInStudent(request).email, request.params.registrationId),
  });

  app.post('/me/feedback/:registrationId', {
    config: { access: ownStudentData, rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      params: studentRegistrationParamsSchema,
      body: feedbackAnswerSchema,
      response: {
        200: feedbackRequestSchema,
        400: errorResponseSchema,
        409: errorResponseSchema,
        ...studentErrors,
      },
    },
    handler: (request) =>
      answerFeedbackOfAddress(
        context,
        signedInStudent(request).email,
        request.params.registrationId,
        request.body,
      ),
  });

  // The student's newsletter choice, by their proven address: saved (subscribed, confirmed,
  // when it was not) or unsubscribed without a mail to confirm it.
  app.put('/me/newsletter', {
    config: { access: ownStudentData, rateLimit: { max: 30, timeWindow: '10 minutes' } },
    schema: {
      body: newsletterFollowSchema,
      response: { 200: ownSubscriptionSchema, 400: errorResponseSchema, ...studentErrors },
    },
    handler: (request) =>
      saveSubscriptionOfAddress(context, signedInStudent(request).email, request.body),
  });

  app.delete('/me/newsletter', {
    config: { access: ownStudentData, rateLimit: { max: 30, timeWindow: '10 minutes' } },
    schema: { response: { 200: messageResponseSchema, ...studentErrors } },
    handler: async (request) => ({
      message: await unsubscribeAddress(context, signedInStudent(request).email),
    }),
  });

  // Asked by the registration form of every event page, signed in or not: a 401 would be an
  // error in every visitor's console, so this is public and says who, if anyone, is signed in.
  app.get('/me/profile', {
    config: { access: whoIsSignedIn },
    schema: { response: { 200: studentOnThisBrowserSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const token = studentSessionToken(request.headers.cookie);
      const student = token ? await authenticateStudent(context, token) : null;
      if (!student) return { student: null };
      return {
        student: { email: student.email, name: await latestNameOfAddress(context, student.email) },
      };
    },
  });

  // Registering as the signed-in student: the address is theirs and proven, so an event that
  // asks registrants to confirm theirs does not ask them (decision 017). Any address in the body
  // is replaced by theirs; the rest is the public registration's, limits included.
  app.post('/me/events/:id/registrations', {
    config: {
      access: ownStudentData,
      rateLimit: { max: 10, timeWindow: '10 minutes' },
      invalidatesPublicCache: 'soon',
    },
    schema: {
      params: eventParamsSchema,
      body: registrationRequestSchema,
      response: {
        201: registrationCreatedSchema,
        400: errorResponseSchema,
        409: errorResponseSchema,
        429: errorResponseSchema,
        ...studentErrors,
      },
    },
    handler: async (request, reply) => {
      const { email } = signedInStudent(request);
      const created = await register(
        context,
        request.params.id,
        { ...request.body, email },
        { addressProven: true },
      );
      reply.status(201);
      return created;
    },
  });

  app.get('/me/data', {
    config: { access: ownStudentData },
    schema: { response: { 200: studentDataSchema, ...studentErrors } },
    handler: async (request, reply) => {
      const data = await studentData(context, signedInStudent(request));
      reply.header('content-disposition', `attachment; filename="${STUDENT_DATA_FILE}"`);
      return data;
    },
  });

  app.post('/me/erase', {
    // A new event's places may go to the first in line, and cards count registrations.
    config: { access: ownStudentData, invalidatesPublicCache: 'soon' },
    schema: {
      body: studentEraseSchema,
      response: { 200: messageResponseSchema, 400: errorResponseSchema, ...studentErrors },
    },
    handler: async (request, reply) => {
      await eraseStudent(context, signedInStudent(request), request.body.email, certificates);
      reply.header('set-cookie', clearedStudentSessionCookies(secure(request)));
      return { message: STUDENT_ERASED };
    },
  });

  app.post('/me/sign-out', {
    config: { access: ownStudentData },
    schema: { response: { 200: okResponseSchema, 401: errorResponseSchema } },
    handler: async (request, reply) => {
      await endStudentSession(context.db, signedInStudent(request).sessionHash);
      reply.header('set-cookie', clearedStudentSessionCookies(secure(request)));
      return { ok: true as const };
    },
  });
};
