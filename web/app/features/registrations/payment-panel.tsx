import {
  type GatewayCheckout,
  type Registration,
  type RegistrationPayment,
  type RegistrationPaymentRecord,
  registrationUtrSchema,
} from '@chapterhouse/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ButtonLink } from '../../components/button-link';
import { ActionButton, Field } from '../../components/forms/form-fields';
import { apiPaths } from '../../config/paths';
import { ApiError, apiRequest } from '../../lib/api-client';
import { formatMoment } from '../../lib/branch-clock';
import { formatAmount } from '../../lib/format-price';
import { openRazorpayCheckout, RazorpayLoadError } from './razorpay-checkout';
import { payByWords } from './registration-personal-status';

// A paid registration's payment on its registrant's personal page (issue 49): what is due, by
// when and how (the UPI link, its QR code for a phone), where to give the UPI transaction id
// (UTR) once paid, or the payment gateway's checkout where the site has one, and the payments and
// refunds recorded.

const FAILED = 'Something went wrong. Please try again.';

const GATEWAY_PAID = 'Payment received: your place is confirmed.';
const GATEWAY_CLOSED = 'Checkout closed: nothing was paid.';

const RECORD_KINDS: Record<RegistrationPaymentRecord['kind'], string> = {
  payment: 'Payment',
  refund: 'Refund',
};

const sectionClass = 'space-y-3 rounded-lg border border-slate-200 p-4';
const headingClass = 'text-xl font-semibold text-slate-900';
const doneClass = 'rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900';
const errorClass = 'rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800';

/**
 * A paid registration's payment: how to pay while it is due, that it is paid once a place is
 * theirs, or what was paid (and refunded). Nothing for a registration with nothing to pay.
 */
export function PaymentPanel(props: {
  token: string;
  registration: Registration;
  onChange: (registration: Registration) => void;
}) {
  // A payment through the gateway turns this panel from "due" to "paid" at once: its news has to
  // outlive the button that brought it.
  const [paidThroughGateway, setPaidThroughGateway] = useState(false);
  const { payment } = props.registration;
  if (!payment) return null;
  if (payment.state === 'due') {
    return (
      <PaymentDue
        {...props}
        payment={payment}
        onPaidThroughGateway={(paid) => {
          setPaidThroughGateway(true);
          props.onChange(paid);
        }}
      />
    );
  }
  const amount = formatAmount(payment.amount, payment.currency);
  return (
    <section aria-labelledby="registration-payment" className={sectionClass}>
      <h2 id="registration-payment" className={headingClass}>
        Payment
      </h2>
      {payment.state === 'awaiting-place' && (
        <p className="text-slate-700">
          This event costs {amount}. You pay once a place is yours: we will mail you how.
        </p>
      )}
      {payment.state === 'paid' && (
        <p className="text-slate-700">
          Paid: {amount} (reference <Reference code={payment.reference} />)
        </p>
      )}
      {payment.state === 'paid' && paidThroughGateway && (
        <p role="status" className={doneClass}>
          {GATEWAY_PAID}
        </p>
      )}
      {payment.state === 'refunded' && (
        <p className="text-slate-700">
          Refunded: what you paid for this registration (reference{' '}
          <Reference code={payment.reference} />) was given back.
        </p>
      )}
      <PaymentRecords token={props.token} records={payment.records} currency={payment.currency} />
    </section>
  );
}

/** A payment's reference, set apart to be read out or copied whole; it wraps on a narrow screen. */
function Reference(props: { code: string }) {
  return (
    <code className="font-mono font-semibold break-all text-slate-900 select-all">
      {props.code}
    </code>
  );
}

/**
 * What is due and how to pay it: the amount, the reference for the payment's note, the deadline,
 * the payee, the UPI link (on a phone) and its QR code (from a computer), the gateway's checkout
 * where the site has one, then the UTR form.
 */
function PaymentDue(props: {
  token: string;
  registration: Registration;
  payment: RegistrationPayment;
  onChange: (registration: Registration) => void;
  onPaidThroughGateway: (registration: Registration) => void;
}) {
  const { payment, token } = props;
  const amount = formatAmount(payment.amount, payment.currency);
  return (
    <section
      aria-labelledby="registration-payment"
      className="space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-4"
    >
      <h2 id="registration-payment" className={headingClass}>
        Pay to keep your place
      </h2>
      <p className="text-2xl font-bold text-slate-900">{amount}</p>
      <p className="text-slate-700">
        Reference: <Reference code={payment.reference} />
      </p>
      <p className="text-sm text-slate-600">
        Keep the reference in the payment's note: it is how the treasurer finds your payment.
      </p>
      {payment.payBy && <p className="text-slate-700">Pay by {payByWords(payment.payBy)}.</p>}
      {payment.payee && (
        <p className="text-slate-700">
          Paid to {payment.payee.payeeName},{' '}
          <span className="break-all">{payment.payee.upiAddress}</span>
        </p>
      )}
      {payment.upiLink ? (
        // The link itself is never written out: it is long, and only an app reads it.
        <div className="flex flex-wrap items-center gap-5">
          <ButtonLink to={payment.upiLink}>Pay with a UPI app</ButtonLink>
          <figure className="space-y-2">
            <img
              src={apiPaths.registrationPaymentQr(token)}
              alt={`QR code to pay ${amount} by UPI with reference ${payment.reference}`}
              width={192}
              height={192}
              className="size-48 rounded-lg border border-slate-200 bg-white p-2"
            />
            <figcaption className="max-w-48 text-sm text-slate-600">
              On a computer? Scan this with your phone's UPI app.
            </figcaption>
          </figure>
        </div>
      ) : (
        // The gateway's checkout below is a way to pay of its own.
        !payment.gateway && (
          <p className="text-slate-700">
            The organisers have not set where to pay yet: pay at the desk, or wait for their mail.
          </p>
        )
      )}
      {payment.gateway === 'razorpay' && (
        <GatewayCheckoutButton
          token={token}
          registration={props.registration}
          onPaid={props.onPaidThroughGateway}
        />
      )}
      <UtrForm token={token} registration={props.registration} onChange={props.onChange} />
      <PaymentRecords token={props.token} records={payment.records} currency={payment.currency} />
    </section>
  );
}

/** What the gateway's button says while it works. */
const GATEWAY_WORKING = {
  opening: 'Opening the checkout…',
  recording: 'Recording your payment…',
} as const;

/**
 * Razorpay's checkout (card, UPI app, netbanking): the server creates the order for what is due,
 * the checkout takes the money, and the server checks the checkout's signed answer before
 * recording the payment, so the place is confirmed at once, with no UTR to match.
 */
function GatewayCheckoutButton(props: {
  token: string;
  registration: Registration;
  onPaid: (registration: Registration) => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const [working, setWorking] = useState<keyof typeof GATEWAY_WORKING | null>(null);
  const [message, setMessage] = useState<{
    kind: 'paid' | 'closed' | 'error';
    text: string;
  } | null>(null);
  // The checkout is a frame over the page, and the button was disabled while it was open: a
  // keyboard user finds their place again on the button, to try once more.
  useEffect(() => {
    if (message && message.kind !== 'paid') button.current?.focus();
  }, [message]);

  async function pay() {
    if (working) return;
    setMessage(null);
    setWorking('opening');
    let lastFailure: string | null = null;
    let paymentId: string | null = null;
    try {
      const checkout = await apiRequest<GatewayCheckout>(
        apiPaths.registrationGatewayOrder(props.token),
        { method: 'POST', withToken: false },
      );
      const paid = await openRazorpayCheckout(checkout, (reason) => {
        lastFailure = reason;
      });
      if (!paid) {
        setMessage({
          kind: 'closed',
          text: lastFailure
            ? `${GATEWAY_CLOSED} The last try failed: ${lastFailure}`
            : GATEWAY_CLOSED,
        });
        return;
      }
      paymentId = paid.razorpay_payment_id;
      setWorking('recording');
      const answer = await apiRequest<Registration>(
        apiPaths.registrationGatewayPayment(props.token),
        { method: 'POST', body: paid, withToken: false },
      );
      props.onPaid({
        ...answer,
        certificate: answer.certificate ?? props.registration.certificate,
      });
      setMessage({ kind: 'paid', text: GATEWAY_PAID });
    } catch (caught) {
      const reason =
        caught instanceof ApiError || caught instanceof RazorpayLoadError ? caught.message : FAILED;
      setMessage({
        kind: 'error',
        // Razorpay took the money but the server did not record it: the id lets the treasurer
        // find the payment in Razorpay's dashboard.
        text: paymentId
          ? `${reason} Your payment id is ${paymentId}: give it to the organisers if money left your account.`
          : reason,
      });
    } finally {
      setWorking(null);
    }
  }

  return (
    <div className="space-y-2">
      <ActionButton ref={button} variant="primary" onClick={pay} disabled={working !== null}>
        {working ? GATEWAY_WORKING[working] : 'Pay by card, UPI app or netbanking'}
      </ActionButton>
      <p className="text-sm text-slate-600">
        Paid through Razorpay: your place is confirmed at once.
      </p>
      {message && (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? errorClass : doneClass}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}

/**
 * Where a registrant who has paid gives the UPI transaction id (UTR) their app showed: the
 * treasurer's matching finds the payment by it when the bank statement lost the reference. Once
 * given, it can be given again (typed wrong).
 */
function UtrForm(props: {
  token: string;
  registration: Registration;
  onChange: (registration: Registration) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [utr, setUtr] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const given = props.registration.payment?.utr ?? null;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setMessage(null);
    // The shared schema, as the server checks it: 12 digits, spaces and dashes dropped.
    const checked = registrationUtrSchema.safeParse({ utr });
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message ?? FAILED);
      input.current?.focus();
      return;
    }
    setInvalid(null);
    setSending(true);
    try {
      const answer = await apiRequest<Registration>(apiPaths.registrationUtr(props.token), {
        method: 'POST',
        body: checked.data,
        withToken: false,
      });
      props.onChange({
        ...answer,
        certificate: answer.certificate ?? props.registration.certificate,
      });
      setUtr('');
      setMessage({
        kind: 'done',
        text: `Thank you: the treasurer will match your payment (UTR ${checked.data.utr}).`,
      });
    } catch (caught) {
      setMessage({ kind: 'error', text: caught instanceof ApiError ? caught.message : FAILED });
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={send}
      aria-labelledby={`${id}-heading`}
      className="space-y-3 border-t border-amber-200 pt-4"
    >
      <h3 id={`${id}-heading`} className="font-semibold text-slate-900">
        Paid already? Give your UPI transaction id (UTR)
      </h3>
      {given && (
        <p className="text-sm text-slate-700">
          UTR given: <span className="font-mono break-all">{given}</span>. Typed it wrong? Send the
          right one.
        </p>
      )}
      <Field
        label="UPI transaction id (UTR)"
        hint="12 digits, as your UPI app shows them for the payment."
        error={invalid ?? undefined}
      >
        {(control) => (
          <input
            {...control}
            ref={input}
            name="utr"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={utr}
            onChange={(event) => setUtr(event.target.value)}
            className={`${control.className} max-w-xs font-mono`}
          />
        )}
      </Field>
      <button
        type="submit"
        disabled={sending}
        className="cursor-pointer rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-60"
      >
        {sending ? 'Sending...' : 'Send UTR'}
      </button>
      {message && (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? errorClass : doneClass}
        >
          {message.text}
        </p>
      )}
    </form>
  );
}

/** The payments and refunds recorded, first first: each with its receipt's number. */
function PaymentRecords(props: {
  token: string;
  records: RegistrationPaymentRecord[];
  currency: string;
}) {
  if (props.records.length === 0) return null;
  return (
    <ul aria-label="Payments and refunds" className="space-y-2 text-sm">
      {props.records.map((record) => (
        <li
          key={record.id}
          className="flex flex-wrap gap-x-3 gap-y-1 rounded-lg border border-slate-200 bg-white px-3 py-2"
        >
          <span className="font-semibold text-slate-900">{RECORD_KINDS[record.kind]}</span>
          <span className="text-slate-900">{formatAmount(record.amount, props.currency)}</span>
          <span className="text-slate-600">
            <span className="sr-only">Receipt </span>
            <span className="font-mono break-all">{record.receiptNumber}</span>
          </span>
          <time dateTime={record.at} className="text-slate-600">
            {formatMoment(record.at)}
          </time>
          <a
            href={apiPaths.registrationReceipt(props.token, record.id)}
            download
            className="font-medium text-brand-700 underline"
          >
            {record.kind === 'refund' ? 'Refund note' : 'Receipt'} {record.receiptNumber} (PDF)
          </a>
        </li>
      ))}
    </ul>
  );
}
