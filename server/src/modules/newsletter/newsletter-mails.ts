import type { OutgoingMail } from '../mail/mailer.js';

// The words of the mails about a subscription: its confirmation, and the link to manage it. Plain
// text, as every mail (decision 004); the issues and the digest write their own
// (`newsletter-issues.service.ts`, `digest.ts`).

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
