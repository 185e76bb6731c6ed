import type { OutgoingMail } from '../mail/mailer.js';

// The words of the mail asking an attendee for feedback after an event. Plain text, as every mail
// (decision 004).

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
