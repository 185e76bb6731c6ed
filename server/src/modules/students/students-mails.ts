import type { BranchClock } from '@chapterhouse/shared/date-wording';
import { formatExpiry } from '../mail/mail-wording.js';
import type { OutgoingMail } from '../mail/mailer.js';

// The words of the students' mails: the sign-in link and its code. Plain text, as every mail
// (decision 004).

export function studentSignInMail(input: {
  to: string;
  url: string;
  code: string;
  expiresAt: Date;
  /** The branch's clock, which says `expiresAt`. */
  locale: BranchClock;
  site: string;
}): OutgoingMail {
  return {
    kind: 'student-sign-in',
    to: input.to,
    subject: `Your sign-in code for ${input.site}: ${input.code}`,
    text: [
      'Hello,',
      '',
      `Someone asked to sign in to ${input.site} with this address. To see your events,`,
      'tickets and certificates, open this link:',
      '',
      input.url,
      '',
      `Or type this code where you asked: ${input.code}`,
      '',
      `The link and the code work once, until ${formatExpiry(input.expiresAt, input.locale)}.`,
      'If it was not you, ignore this mail: nobody can sign in without it.',
    ].join('\n'),
  };
}
