import type {
  AcceptedTeamInvitation,
  MyTeamInvitationList,
  TeamInvitation,
  TeamInvitationResult,
  TeamList,
  TeamMember,
  TeamMemberUpdate,
} from '@chapterhouse/shared';
import { apiPaths } from '../../config/paths';
import { apiRequest } from '../../lib/api-client';
import type { DashboardTarget } from '../../lib/dashboard-api';

// The Team tab's calls (issue 18): `.../team` of an organisation's dashboard API.

export const loadTeam = (target: DashboardTarget, signal?: AbortSignal) =>
  apiRequest<TeamList>(apiPaths.dashboardCollection(target.kind, target.org, 'team'), { signal });

export const inviteToTeam = (target: DashboardTarget, body: TeamInvitation) =>
  apiRequest<TeamInvitationResult>(apiPaths.dashboardCollection(target.kind, target.org, 'team'), {
    method: 'POST',
    body,
  });

export const updateTeamMember = (target: DashboardTarget, id: number, body: TeamMemberUpdate) =>
  apiRequest<TeamMember>(apiPaths.dashboardItem(target.kind, target.org, 'team', id), {
    method: 'PUT',
    body,
  });

export const removeTeamMember = (target: DashboardTarget, id: number) =>
  apiRequest<void>(apiPaths.dashboardItem(target.kind, target.org, 'team', id), {
    method: 'DELETE',
  });

/** Withdraws an invitation that waits for its answer (owners). */
export const withdrawTeamInvitation = (target: DashboardTarget, id: number) =>
  apiRequest<void>(apiPaths.dashboardItem(target.kind, target.org, 'team/invitations', id), {
    method: 'DELETE',
  });

// The invited person's side (issue 26): their own invitations, answered signed in.

export const loadOwnInvitations = (signal?: AbortSignal) =>
  apiRequest<MyTeamInvitationList>(apiPaths.teamInvitations(), { signal });

export const acceptTeamInvitation = (id: number) =>
  apiRequest<AcceptedTeamInvitation>(apiPaths.teamInvitationAnswer(id, 'accept'), {
    method: 'POST',
  });

export const declineTeamInvitation = (id: number) =>
  apiRequest<void>(apiPaths.teamInvitationAnswer(id, 'decline'), { method: 'POST' });
