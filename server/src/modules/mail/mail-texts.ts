import type { OutgoingMail } from './mailer.js';

// The words of every mail the site sends, in one place. Plain text: it reads the same in every
// mail program, and the links are whole URLs a person can copy.

const formatExpiry = (at: Date) =>
  `${at.toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

export function invitationMail(input: {
  to: string;
  name: string;
  /** What they will run: 'the Computer Society' or 'the whole branch'. */
  role: string;
  url: string;
  expiresAt: Date;
  site: string;
}): OutgoingMail {
  return {
    kind: 'invitation',
    to: input.to,
    subject: `You are invited to run ${input.role} on ${input.site}`,
    text: [
      `Hello ${input.name},`,
      '',
      `You have been made an administrator of ${input.role} on ${input.site}.`,
      'Choose your password here to sign in:',
      '',
      input.url,
      '',
      `The link works once, until ${formatExpiry(input.expiresAt)}.`,
      'If you did not expect this, you can ignore this mail.',
    ].join('\n'),
  };
}

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
      `The invitation is open until ${formatExpiry(input.expiresAt)}.`,
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

export function passwordResetMail(input: {
  to: string;
  name: string;
  url: string;
  expiresAt: Date;
  site: string;
}): OutgoingMail {
  return {
    kind: 'password-reset',
    to: input.to,
    subject: `Choose a new password for ${input.site}`,
    text: [
      `Hello ${input.name},`,
      '',
      `Someone asked for a new password for your account on ${input.site}.`,
      'Choose one here:',
      '',
      input.url,
      '',
      `The link works once, until ${formatExpiry(input.expiresAt)}.`,
      'If it was not you, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}

/** To an officer whose account strangers are trying to guess (the login throttle's burst). */
export function failedSignInsMail(input: {
  to: string;
  name: string;
  failures: number;
  resetUrl: string;
  site: string;
}): OutgoingMail {
  return {
    kind: 'failed-sign-ins',
    to: input.to,
    subject: `Failed sign-ins to your account on ${input.site}`,
    text: [
      `Hello ${input.name},`,
      '',
      `There have been ${input.failures} failed attempts in a row to sign in to your account on ${input.site}.`,
      'If that was you, there is nothing to do. Each further attempt now has to wait a little longer,',
      'but not on a browser you have signed in with before: there your right password works as usual.',
      '',
      'If it was not you, someone may be guessing your password. A long password that you use',
      'nowhere else keeps them out; you can choose a new one here:',
      '',
      input.resetUrl,
    ].join('\n'),
  };
}

export function contactCopyMail(input: {
  to: string;
  from: { name: string; email: string };
  message: string;
  inboxUrl: string;
}): OutgoingMail {
  return {
    kind: 'contact-copy',
    to: input.to,
    replyTo: input.from.email,
    subject: `Contact form: message from ${input.from.name}`,
    text: [
      `${input.from.name} <${input.from.email}> wrote through the website's contact form:`,
      '',
      input.message,
      '',
      '---',
      `Reply to this mail to answer them. Mark it handled in the console: ${input.inboxUrl}`,
    ].join('\n'),
  };
}

/** What a subscriber follows, in a sentence of their own mail. */
export interface NewsletterChoiceText {
  branch: boolean;
  /** The societies and councils followed by name (when not the whole branch). */
  organisationNames: string[];
  digest: boolean;
}

function describeChoice(choice: NewsletterChoiceText, site: string): string {
  const news = choice.branch
    ? `everything from ${site}`
    : `news from ${choice.organisationNames.join(', ')}`;
  return `You chose: ${news}${choice.digest ? ', and the weekly digest' : ''}.`;
}

export function newsletterConfirmationMail(input: {
  to: string;
  confirmUrl: string;
  manageUrl: string;
  unsubscribeUrl: string;
  site: string;
  choice: NewsletterChoiceText;
}): OutgoingMail {
  return {
    kind: 'newsletter-confirmation',
    to: input.to,
    subject: `Confirm your subscription to the ${input.site} newsletter`,
    text: [
      'Hello,',
      '',
      `Someone (we hope you) subscribed this address to the ${input.site} newsletter.`,
      describeChoice(input.choice, input.site),
      '',
      'Confirm it here:',
      '',
      input.confirmUrl,
      '',
      `Change what you follow at any time: ${input.manageUrl}`,
      '',
      'If it was not you, ignore this mail and you will get nothing more from us.',
      `To be removed at any time: ${input.unsubscribeUrl}`,
    ].join('\n'),
  };
}

/**
 * To a confirmed address that someone subscribed again: nothing changed (a stranger must not
 * change another person's choice); its owner changes it through their own link.
 */
export function newsletterManageLinkMail(input: {
  to: string;
  manageUrl: string;
  site: string;
}): OutgoingMail {
  return {
    kind: 'newsletter-manage-link',
    to: input.to,
    subject: `Your subscription to the ${input.site} newsletter`,
    text: [
      'Hello,',
      '',
      `Someone (we hope you) asked to subscribe this address to the ${input.site} newsletter.`,
      'You are already subscribed, so nothing has changed.',
      '',
      'Change what you follow, or unsubscribe, here:',
      '',
      input.manageUrl,
      '',
      'If it was not you, ignore this mail: your subscription stays as it is.',
    ].join('\n'),
  };
}

/** To a registrant checked in at an event, once it ended: two questions, through their link. */
export function feedbackMail(input: {
  to: string;
  name: string;
  event: { title: string; day: string };
  url: string;
  /** The day the link stops working. */
  expires: string;
  site: string;
}): OutgoingMail {
  return {
    kind: 'event-feedback',
    to: input.to,
    subject: `How was ${input.event.title}?`,
    text: [
      `Hello ${input.name},`,
      '',
      `Thank you for coming to ${input.event.title} on ${input.event.day}.`,
      'How was it? Two questions, a minute at most: a rating from 1 to 5 and, if you like, a comment.',
      'No account is needed; your answer goes to the organisers without your name.',
      '',
      input.url,
      '',
      `The link answers once, until ${input.expires}.`,
      '',
      input.site,
    ].join('\n'),
  };
}

/**
 * A certificate of participation, its PDF attached; `corrected` when it is sent again after
 * officers corrected it (the code and its page stay the same).
 */
export function certificateMail(input: {
  to: string;
  name: string;
  title: string;
  event: { title: string; day: string };
  organisation: string;
  url: string;
  pdf: { filename: string; content: Buffer };
  corrected: boolean;
  site: string;
}): OutgoingMail {
  return {
    kind: 'certificate',
    to: input.to,
    subject: `${input.corrected ? 'Corrected: ' : ''}Your ${input.title} for ${input.event.title}`,
    text: [
      `Hello ${input.name},`,
      '',
      input.corrected
        ? `${input.organisation} corrected your ${input.title} for ${input.event.title} (${input.event.day}). The corrected certificate is attached; it replaces the one sent before.`
        : `Thank you for taking part in ${input.event.title} on ${input.event.day}. ${input.organisation} sends you your ${input.title}, attached as a PDF.`,
      '',
      'Anyone (an employer, a university) can check that it is genuine on its page, which also lets you download it again:',
      input.url,
      '',
      input.site,
    ].join('\n'),
    attachments: [
      {
        filename: input.pdf.filename,
        contentType: 'application/pdf',
        content: input.pdf.content.toString('base64'),
      },
    ],
  };
}
