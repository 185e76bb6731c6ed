import {
  acceptedTeamInvitationSchema,
  errorResponseSchema,
  myTeamInvitationListSchema,
  recordIdSchema,
  teamInvitationResultSchema,
  teamInvitationSchema,
  teamListSchema,
  teamMemberSchema,
  teamMemberUpdateSchema,
} from '@chapterhouse/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DASHBOARD_BASES,
  DASHBOARD_KINDS,
  organisationItemParams,
  organisationOf,
  organisationParams,
  signedInUserOf,
} from '../../lib/dashboard.js';
import { editErrors, guarded } from '../../lib/route-responses.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { answerOwnInvitations, manageTeam, readTeam } from './teams.access.js';
import * as teams from './teams.service.js';

/**
 * An organisation's team, from its dashboard (issue 18): `GET .../team` for its members and
 * waiting invitations, `POST .../team` to invite, `PUT .../team/{memberId}` for a part or term,
 * `DELETE` to remove someone or leave, `DELETE .../team/invitations/{invitationId}` to withdraw
 * an invitation. The invited person answers theirs under `/team-invitations` (issue 26).
 */
export const teamRoutes: FastifyPluginAsyncZod<{ context: ServiceContext }> = async (
  app,
  { context },
) => {
  for (const kind of DASHBOARD_KINDS) {
    const base = `${DASHBOARD_BASES[kind]}/team`;
    app.get(base, {
      config: { access: readTeam(kind) },
      schema: { params: organisationParams, response: { 200: teamListSchema, ...guarded } },
      handler: (request) => teams.listTeam(context, organisationOf(request)),
    });
    app.post(base, {
      config: { access: manageTeam(kind) },
      schema: {
        params: organisationParams,
        body: teamInvitationSchema,
        response: { 201: teamInvitationResultSchema, ...editErrors },
      },
      handler: async (request, reply) => {
        const result = await teams.inviteToTeam(
          context,
          organisationOf(request),
          request.body,
          signedInUserOf(request),
          request.siteOrigin,
        );
        reply.status(201);
        return result;
      },
    });
    app.put(`${base}/:itemId`, {
      config: { access: manageTeam(kind) },
      schema: {
        params: organisationItemParams,
        body: teamMemberUpdateSchema,
        response: { 200: teamMemberSchema, ...editErrors },
      },
      handler: (request) =>
        teams.updateMember(context, organisationOf(request), request.params.itemId, request.body),
    });
    app.delete(`${base}/:itemId`, {
      config: { access: readTeam(kind) },
      schema: { params: organisationItemParams, response: { 204: z.null(), ...editErrors } },
      handler: async (request, reply) => {
        await teams.removeMember(
          context,
          organisationOf(request),
          request.params.itemId,
          signedInUserOf(request),
        );
        reply.status(204);
        return null;
      },
    });
    app.delete(`${base}/invitations/:invitationId`, {
      config: { access: manageTeam(kind) },
      schema: {
        params: organisationParams.extend({ invitationId: recordIdSchema }),
        response: { 204: z.null(), ...editErrors },
      },
      handler: async (request, reply) => {
        await teams.withdrawInvitation(
          context,
          organisationOf(request),
          request.params.invitationId,
        );
        reply.status(204);
        return null;
      },
    });
  }

  // The invited person's own side: their invitations, and their answer (only theirs: 403).
  const invitationParams = z.object({ invitationId: recordIdSchema });
  const answerErrors = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    404: errorResponseSchema,
    409: errorResponseSchema,
  };
  app.get('/team-invitations', {
    config: { access: answerOwnInvitations },
    schema: { response: { 200: myTeamInvitationListSchema, 401: errorResponseSchema } },
    handler: (request) => teams.listOwnInvitations(context, signedInUserOf(request).id),
  });
  app.post('/team-invitations/:invitationId/accept', {
    config: { access: answerOwnInvitations },
    schema: {
      params: invitationParams,
      response: { 200: acceptedTeamInvitationSchema, ...answerErrors },
    },
    handler: async (request) => {
      const accepted = await teams.answerInvitation(
        context,
        request.params.invitationId,
        signedInUserOf(request),
        'accept',
      );
      if (!accepted) throw new Error('an accepted invitation has a team');
      return accepted;
    },
  });
  app.post('/team-invitations/:invitationId/decline', {
    config: { access: answerOwnInvitations },
    schema: { params: invitationParams, response: { 204: z.null(), ...answerErrors } },
    handler: async (request, reply) => {
      await teams.answerInvitation(
        context,
        request.params.invitationId,
        signedInUserOf(request),
        'decline',
      );
      reply.status(204);
      return null;
    },
  });
};
