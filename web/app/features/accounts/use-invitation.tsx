import type { AccountLink, AdminOrganisation } from '@chapterhouse/shared';
import { useState } from 'react';
import { LinkDialog } from '../../components/console/link-dialog';
import { Modal } from '../../components/console/modal';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import { inviteAdmin } from './api';
import { type InvitationPayload, InviteForm } from './invite-form';

/**
 * Inviting an admin, from Accounts or from an organisation's row: the form (with that
 * organisation chosen already), then the one-time link it made, shown once. `dialogs` is what to
 * render; `showLink` shows any other link just made (a new invitation, a password reset).
 */
export function useInvitation(organisations: AdminOrganisation[]) {
  const change = useDashboardChange();
  // Open with no organisation (Accounts) or with one (its row); null when closed.
  const [inviting, setInviting] = useState<{ organisation?: AdminOrganisation } | null>(null);
  const [link, setLink] = useState<AccountLink | null>(null);

  const invite = async (payload: InvitationPayload) => {
    const result = await change(
      () => inviteAdmin(payload),
      (made) => `Invitation created for ${made.account.name}.`,
    );
    // A refusal (an e-mail already taken, say) keeps the form and what was typed.
    if (result.ok) {
      setInviting(null);
      setLink(result.value);
    }
  };

  const title = inviting?.organisation
    ? `Invite an admin for ${inviting.organisation.name}`
    : 'Invite admin';

  return {
    open: (organisation?: AdminOrganisation) => setInviting({ organisation }),
    showLink: setLink,
    dialogs: (
      <>
        {inviting && (
          <Modal title={title} onClose={() => setInviting(null)}>
            <InviteForm
              organisations={organisations}
              organisation={inviting.organisation}
              onSubmit={invite}
              onCancel={() => setInviting(null)}
            />
          </Modal>
        )}
        {link && <LinkDialog link={link} onClose={() => setLink(null)} />}
      </>
    ),
  };
}
