import type { BranchClock } from '@chapterhouse/shared/date-wording';
import { formatExpiry } from '../mail/mail-wording.js';
import type { OutgoingMail } from '../mail/mailer.js';

// The words of the mails about signing in: the invitation to a new account, the password reset
// and the warning of failed sign-ins. Plain text, as every mail (decision 004).

export function invitationMail(input: {
  to: string;
  name: string;
  /** What they will run: 'the Computer Society' or 'the whole branch'. */
  role: string;
  url: string;
  expiresAt: Date;
  /** The branch's clock, which says `expiresAt`. */
  locale: BranchClock;
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
      `The link works once, until ${formatExpiry(input.expiresAt, input.locale)}.`,
      'If you did not expect this, you can ignore this mail.',
    ].join('\n'),
  };
}

export function passwordResetMail(input: {
  to: string;
  name: string;
  url: string;
  expiresAt: Date;
  locale: BranchClock;
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
      `The link works once, until ${formatExpiry(input.expiresAt, input.locale)}.`,
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
