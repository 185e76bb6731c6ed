import type { BranchClock } from '@chapterhouse/shared/date-wording';
import { formatExpiry } from '../mail/mail-wording.js';
import type { OutgoingMail } from '../mail/mailer.js';

// The words of the mails about a team: an invitation to join it, and a term about to end. Plain
// text, as every mail (decision 004).

/**
 * To a person with an account whom a team invites (issue 26): nothing changes until they accept,
 * signed in as themselves, where the site lists their invitations.
 */
export function teamInvitationMail(input: {
  to: string;
  name: string;
  /** Who invited them; null when the account that did is gone. */
  invitedBy: string | null;
  organisation: string;
  role: 'owner' | 'editor';
  /** The last day of the term, or null for no end. */
  endsOn: string | null;
  expiresAt: Date;
  /** The branch's clock, which says `expiresAt`. */
  locale: BranchClock;
  /** Where a signed-in person answers their invitations (`/dashboard`). */
  answerUrl: string;
  site: string;
}): OutgoingMail {
  const part =
    input.role === 'owner'
      ? 'an owner: you would manage its content and its team'
      : 'an editor: you would manage its content';
  const who = input.invitedBy ?? 'An owner';
  return {
    kind: 'team-invitation',
    to: input.to,
    subject: `${who} invited you to join the team of ${input.organisation} on ${input.site}`,
    text: [
      `Hello ${input.name},`,
      '',
      `${who} invited you to join the team of ${input.organisation} on ${input.site}, as ${part}.`,
      input.endsOn
        ? `The term would end with ${input.endsOn}.`
        : 'The term would have no end date.',
      '',
      'Nothing changes until you accept. Sign in with your own password and accept or decline here:',
      '',
      input.answerUrl,
      '',
      `The invitation is open until ${formatExpiry(input.expiresAt, input.locale)}.`,
      'If you did not expect this, decline it or simply let it expire.',
    ].join('\n'),
  };
}

/** A week before a term ends: to the member, their team's owners and the branch admins. */
export function termEndingMail(input: {
  to: string;
  /** The recipient. */
  name: string;
  /** Whose term ends; null in the mail to the member themself. */
  member: string | null;
  organisation: string;
  /** The term's last day (`YYYY-MM-DD`, on the branch's calendar). */
  lastDay: string;
  /** The team's page on the dashboard, when the site's address is known. */
  teamUrl: string | null;
  site: string;
}): OutgoingMail {
  const where = input.teamUrl ? `: ${input.teamUrl}` : ' (its dashboard, Team tab).';
  return {
    kind: 'term-ending',
    to: input.to,
    subject: `${input.member === null ? 'Your' : `${input.member}'s`} term on the team of ${input.organisation} ends on ${input.lastDay}`,
    text: [
      `Hello ${input.name},`,
      '',
      input.member === null
        ? `Your term on the team of ${input.organisation} on ${input.site} ends with ${input.lastDay}: after that day you can no longer manage it.`
        : `${input.member}'s term on the team of ${input.organisation} on ${input.site} ends with ${input.lastDay}: after that day they can no longer manage it.`,
      '',
      `To hand over, invite the next officers and make one of them an owner; to stay on, an owner changes the term. Both are on the team's page${where}`,
    ].join('\n'),
  };
}
