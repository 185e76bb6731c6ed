import {
  can,
  canManageOrganisation,
  idOrSlugSchema,
  type OrganisationRef,
  STUDENT_SIGN_IN_NEEDED,
} from '@chapterhouse/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { organisations } from '../db/schema/index.js';
import type { AccessRule } from '../lib/access-rule.js';
import { HttpError, notFound } from '../lib/http-errors.js';
import { matchesIdOrSlug, organisationRefColumns } from '../lib/organisation-queries.js';
import {
  type AuthContext,
  type Authenticated,
  authenticateToken,
} from '../modules/auth/auth.service.js';
import {
  authenticateStudent,
  type SignedInStudent,
  studentSessionToken,
} from '../modules/students/student-session.js';

export type { AccessRule } from '../lib/access-rule.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyInstance {
    /** Every `/api` route with its declared access rule, for the test that checks them all. */
    apiRoutes: readonly RegisteredRoute[];
  }
  interface FastifyRequest {
    /** The signed-in user, on routes whose rule needs one. */
    auth: Authenticated | null;
    /** The signed-in student, on routes whose rule is `student`. */
    student: SignedInStudent | null;
    /** The organisation of an organisation route, checked once here; services filter by it. */
    organisation: OrganisationRef | null;
  }
}

/** An `/api` route as it was declared: the tests over every route read its rule and schemas. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: AccessRule | undefined;
  schema: FastifySchema | undefined;
  config: FastifyContextConfig | undefined;
}

/** Records every `/api` route with its rule and refuses routes that declare none. */
export function enforceAccessRules(app: FastifyInstance, registry: RegisteredRoute[]): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const { config, schema } = route;
    const access = config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) registry.push({ method, url: route.url, access, schema, config });
    if (!access) {
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no access rule`);
    }
  });
}

const NOT_FOUND = { society: 'Society not found.', council: 'Council not found.' } as const;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header) : null;
  return match?.[1];
}

/**
 * Applies each route's rule before its body is even parsed, so a stranger gets 401/403 and never
 * a validation message. The organisation comes from the URL only, never from a body.
 */
export function registerAccessControl(api: FastifyInstance, context: AuthContext): void {
  api.decorateRequest('auth', null);
  api.decorateRequest('student', null);
  api.decorateRequest('organisation', null);

  api.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('cache-control')) return;
    // Public reads may be kept, but are checked again each time (their ETag makes that cheap);
    // anything behind a sign-in stays out of shared and browser caches.
    const rule = request.routeOptions.config.access;
    reply.header('cache-control', rule === 'public' ? 'no-cache' : 'private, no-store');
  });

  api.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config.access;
    if (!rule || rule === 'public') return;
    if (rule === 'student') {
      const sessionToken = studentSessionToken(request.headers.cookie);
      const student = sessionToken ? await authenticateStudent(context, sessionToken) : null;
      if (!student) throw new HttpError(401, STUDENT_SIGN_IN_NEEDED);
      request.student = student;
      return;
    }

    const token = bearerToken(request);
    const auth = token ? await authenticateToken(context, token) : null;
    if (!auth) throw new HttpError(401, 'Please sign in to continue.');
    request.auth = auth;
    if (rule === 'signed-in') return;

    if (rule === 'branch-admin') {
      if (auth.user.role !== 'BRANCH_ADMIN') {
        throw new HttpError(403, 'Only branch administrators may do this.');
      }
      return;
    }

    const kind = rule.organisation;
    const idOrSlug = (request.params as { id?: string }).id ?? '';
    const [organisation] = idOrSlugSchema.safeParse(idOrSlug).success
      ? await context.db
          .select(organisationRefColumns)
          .from(organisations)
          .where(and(matchesIdOrSlug(idOrSlug), eq(organisations.kind, kind)))
          .limit(1)
      : [];
    if (!organisation) throw notFound(NOT_FOUND[kind]);
    const permission = rule.permission ?? 'content:update';
    if (!can(auth.user, permission, organisation)) {
      throw new HttpError(
        403,
        canManageOrganisation(auth.user, organisation)
          ? `Only the owners of ${organisation.name} may do this.`
          : `You are not an administrator of ${organisation.name}.`,
      );
    }
    request.organisation = organisation;
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A successful call may change what visitors see: the public cache is emptied after it, or
     * with 'soon' at most once per COALESCED_INVALIDATION_MS (writes made in bursts by visitors).
     */
    invalidatesPublicCache?: boolean | 'soon';
  }
}
