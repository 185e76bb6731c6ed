import {
  type AuthUser,
  idOrSlugSchema,
  type OrganisationRef,
  recordIdSchema,
} from '@chapterhouse/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, notFound } from './http-errors.js';

/** The spec's dashboard bases; `:id` is the organisation's id (or slug). */
export const DASHBOARD_BASES = {
  society: '/society-dashboard/society/:id',
  council: '/council-dashboard/council/:id',
} as const;

/** The kinds of organisation that have a dashboard, each under its base. */
export const DASHBOARD_KINDS = ['society', 'council'] as const;

export const organisationParams = z.object({ id: idOrSlugSchema });
export const organisationItemParams = organisationParams.extend({ itemId: recordIdSchema });

/** The access hook has signed in the person of every route behind a sign-in. */
export function signedInUserOf(request: FastifyRequest): AuthUser {
  if (!request.auth) throw new HttpError(401, 'Please sign in to continue.');
  return request.auth.user;
}

/** The access hook has checked and attached the organisation of every dashboard route. */
export function organisationOf(request: FastifyRequest): OrganisationRef {
  if (!request.organisation) throw notFound('Organisation not found.');
  return request.organisation;
}

export type DashboardKind = (typeof DASHBOARD_KINDS)[number];
