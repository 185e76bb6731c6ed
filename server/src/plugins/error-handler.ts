import { issuesSentence } from '@chapterhouse/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { loggedError } from '../lib/error-log.js';
import { HttpError } from '../lib/http-errors.js';

/** A refused request's issues as `issuesSentence` words them (shared/src/validation-messages.ts). */
const describeValidation = (issues: { instancePath: string; message?: string }[]): string =>
  issuesSentence(
    issues.map((issue) => ({
      path: issue.instancePath
        .split('/')
        .filter((part) => part !== '')
        .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      message: issue.message ?? '',
    })),
  );

/**
 * One error shape for the whole API: `{ error: "<readable message>" }`. Client mistakes keep their
 * 4xx status and message; anything else is logged and answered with a generic 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ error: describeValidation(error.validation) });
    }
    if (error instanceof HttpError) {
      if (error.retryAfterMs !== undefined) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
      }
      return reply.status(error.statusCode).send({ error: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, unsupported media type, body too large.
      return reply.status(status).send({ error: error.message });
    }
    // Class, code and message only: a failed query's values (members' e-mails, phone numbers)
    // must never reach the log.
    request.log.error({ err: loggedError(error) }, 'request failed');
    return reply.status(500).send({ error: 'Something went wrong on our side. Please try again.' });
  });
}
