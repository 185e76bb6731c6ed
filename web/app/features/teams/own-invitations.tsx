import type { MyTeamInvitation } from '@chapterhouse/shared';
import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { messageOf } from '../../components/forms/change-failed';
import { useAuth } from '../../lib/auth';
import { formatLocalDateTime } from '../../lib/format';
import { acceptTeamInvitation, declineTeamInvitation } from './api';
import { PART_LABELS, termText } from './parts';

/**
 * The signed-in person's invitations onto other teams (issue 26): nothing changes until they
 * accept one here, as themselves. Accepting opens that team's dashboard; declining drops it.
 */
export function OwnInvitations(props: { invitations: MyTeamInvitation[] }) {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const answer = async (invitation: MyTeamInvitation, accept: boolean) => {
    setBusy(invitation.id);
    setError(null);
    try {
      if (accept) {
        const accepted = await acceptTeamInvitation(invitation.id);
        // The header and the dashboard's buttons read the teams from the profile.
        await refresh();
        navigate(accepted.redirectTo);
      } else {
        await declineTeamInvitation(invitation.id);
        await revalidator.revalidate();
      }
    } catch (failure) {
      setError(messageOf(failure));
      await revalidator.revalidate();
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="own-invitations" className="mt-6">
      <h2 id="own-invitations" className="text-lg font-semibold text-brand-900">
        Invitations
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        You join a team only when you accept its invitation here.
      </p>
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <ul className="mt-3 space-y-3">
        {props.invitations.map((invitation) => (
          <li key={invitation.id} className="rounded-xl border border-slate-200 px-4 py-3">
            <p className="font-semibold text-brand-800">{invitation.organisation.name}</p>
            <p className="text-sm text-slate-600">
              {`${invitation.invitedBy ?? 'An owner'} invited you as ${PART_LABELS[invitation.role].toLowerCase()}. ${termText(invitation)}. Open until ${formatLocalDateTime(invitation.expiresAt)}.`}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                type="button"
                disabled={busy !== null}
                aria-label={`Accept: ${invitation.organisation.name}`}
                onClick={() => void answer(invitation, true)}
                className="cursor-pointer rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              >
                Accept
              </button>
              <button
                type="button"
                disabled={busy !== null}
                aria-label={`Decline: ${invitation.organisation.name}`}
                onClick={() => void answer(invitation, false)}
                className="cursor-pointer rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
              >
                Decline
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
