import type { RegistrationCreated } from '@chapterhouse/shared';
import { useEffect, useRef } from 'react';
import { paths } from '../../config/paths';
import { formatAmount } from '../../lib/format-price';
import type { RegistrationPageUpdates } from './registration-answers';
import { RegistrationTicket, registrationStatusWords } from './registration-status';

/**
 * What the visitor sees once registered, in place of the form: where they stand, their ticket
 * when confirmed, and their personal link (also mailed to them). Takes the focus, so a screen
 * reader reads it out and a keyboard user goes on from here.
 */
export default function RegistrationDone(props: {
  created: RegistrationCreated;
  personalUrl: string | null;
  checkMail: RegistrationPageUpdates['checkMail'];
}) {
  const { registration, token } = props.created;
  const { personalUrl } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // Where the event asks registrants to prove their address, the link is in the mail only.
  const { checkMail } = props;
  const { payment } = registration;
  const words =
    token === null
      ? {
          title: checkMail?.title,
          message: registration.status === 'confirmed' ? checkMail?.held : checkMail?.kept,
        }
      : payment?.state === 'due'
        ? // A place held for its payment (issue 49): how to pay is on their personal page.
          {
            title: 'Pay to keep your place',
            message: `A place is held for you: pay ${formatAmount(payment.amount, payment.currency)} by UPI with the reference ${payment.reference}. Your registration page below has the UPI link, its QR code and the deadline.`,
          }
        : registrationStatusWords(registration);
  return (
    <div className="space-y-4">
      <h3
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold text-brand-900 focus:outline-none"
      >
        {words.title}
      </h3>
      <p className="text-slate-700">{words.message}</p>
      {token && registration.ticketCode && (
        <RegistrationTicket token={token} ticketCode={registration.ticketCode} />
      )}
      {token && (
        <p className="text-sm text-slate-700">
          We sent this to {registration.email}, with your personal link. Keep it to see or cancel
          your registration:{' '}
          <a
            href={paths.registration(token)}
            className="font-medium break-all text-brand-700 underline underline-offset-2"
          >
            {personalUrl}
          </a>
        </p>
      )}
    </div>
  );
}
