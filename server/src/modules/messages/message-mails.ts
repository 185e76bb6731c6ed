import type { OutgoingMail } from '../mail/mailer.js';

// The words of the copy of a contact message mailed to the branch. Plain text, as every mail
// (decision 004).

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
