import {
  type DeskEvent,
  type DeskPaymentResult,
  type DeskRegistration,
  type ManualPayment,
  manualPaymentSchema,
  type PaymentKind,
  type PaymentMethod,
} from '@chapterhouse/shared';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { ListRefused } from '../../components/console/list-filter';
import { Modal } from '../../components/console/modal';
import { messageOf } from '../../components/forms/change-failed';
import {
  DashboardForm,
  SelectField,
  TextAreaField,
  TextField,
  useSchemaForm,
} from '../../components/forms/form-fields';
import { notifySuccess } from '../../components/toaster';
import { formatLocalDateTime } from '../../lib/format';
import { formatAmount } from '../../lib/format-price';

// Paid registrations at the desk (issue 49): where each one's payment stands, and the treasurer's
// hand recording money taken at the desk (or seen in the bank) and money given back.

export type DeskPayment = NonNullable<DeskRegistration['payment']>;

/**
 * The currency of the desk's amounts: the event's price currency (a free event has none, and
 * nothing to pay: INR, the one currency paid for on this site, by UPI).
 */
export const deskCurrencyOf = (event: DeskEvent) => event.priceCurrency ?? 'INR';

/** How money came or went, as a sentence says it. */
const METHOD_WORDS: Record<PaymentMethod, string> = {
  'upi-statement': 'UPI, found in the bank statement',
  cash: 'cash',
  'bank-transfer': 'bank transfer',
  gateway: 'online payment',
};

/** The methods the treasurer records by hand (`MANUAL_PAYMENT_METHODS`), as the form offers them. */
const METHOD_CHOICES = [
  { value: 'cash', label: 'Cash' },
  { value: 'bank-transfer', label: 'Bank transfer' },
] as const;

const KIND_CHOICES: readonly { value: PaymentKind; label: string }[] = [
  { value: 'payment', label: 'Payment received' },
  { value: 'refund', label: 'Refund' },
];

/** What recording money says once done: `Recorded R-000012: INR 300.00 from Ada (cash).` */
export function recordedMessage(answer: DeskPaymentResult, currency: string): string {
  const { record, registration } = answer;
  const direction = record.kind === 'refund' ? 'to' : 'from';
  return `Recorded ${record.receiptNumber}: ${formatAmount(record.amount, currency)} ${direction} ${registration.name} (${METHOD_WORDS[record.method]}).`;
}

/**
 * Whether the server refuses to check them in until they pay: a place held for their payment
 * (`payBy` set). A place an officer gave without a hold may be checked in and paid for later.
 */
export const heldForPayment = (registration: DeskRegistration) =>
  registration.payment?.state === 'due' && registration.payment.payBy !== null;

const STATE_TONES: Record<DeskPayment['state'], string> = {
  due: 'text-amber-800',
  'awaiting-place': 'text-slate-700',
  paid: 'text-emerald-800',
  refunded: 'text-slate-700',
};

/**
 * Where a registration's payment stands, in its row: `Payment due: INR 300.00 by 7 Mar 2031,
 * 14:05 IST`, `Pays INR 300.00 once given a place`, `Paid INR 300.00` or `Refunded`, then the
 * reference they were asked to quote and the UTR they typed.
 */
export function DeskPaymentLine(props: { payment: DeskPayment; currency: string }) {
  const { payment } = props;
  const amount = formatAmount(payment.amount, props.currency);
  return (
    <div className={`mt-1 text-xs ${STATE_TONES[payment.state]}`}>
      <p className="font-medium">
        {payment.state === 'due' && (
          <>
            Payment due: {amount}
            {payment.payBy && (
              <>
                {' '}
                by <time dateTime={payment.payBy}>{formatLocalDateTime(payment.payBy)}</time>
              </>
            )}
          </>
        )}
        {payment.state === 'awaiting-place' && `Pays ${amount} once given a place`}
        {payment.state === 'paid' && `Paid ${amount}`}
        {payment.state === 'refunded' && 'Refunded'}
      </p>
      <p className="text-slate-600">
        <span className="break-all">Ref {payment.reference}</span>
        {payment.utr && <span className="block break-all">UTR {payment.utr}</span>}
      </p>
    </div>
  );
}

/**
 * The shared request schema as the form holds it: a blank amount is left out (the whole amount
 * due, or paid for a refund), as the server reads an absent one.
 */
const deskPaymentFormSchema = manualPaymentSchema.extend({
  amount: z
    .string()
    .trim()
    .transform((amount) => amount || undefined)
    .pipe(manualPaymentSchema.shape.amount),
});

interface DeskPaymentValues {
  kind: PaymentKind;
  method: (typeof METHOD_CHOICES)[number]['value'];
  amount: string;
  note: string;
}

/** What: a payment received or a refund, as radio buttons under their legend. */
function KindChoices(props: { registration: UseFormRegisterReturn }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">What</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {KIND_CHOICES.map((choice) => (
          <label key={choice.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              value={choice.value}
              {...props.registration}
              className="size-4 shrink-0 accent-brand-700"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The treasurer records money for one registration (those who keep the accounts,
 * `payments:manage`): received (cash at the desk, a bank transfer seen) or given back, with a note
 * saying why. The server's refusal (nothing due, paid already, more than was paid, not theirs to
 * record) stays in the dialog, and nothing changes. Once recorded, a toast says what, with the
 * receipt's number, and `onRecorded` has the registration as it now stands.
 */
export function RecordPaymentDialog(props: {
  registration: DeskRegistration;
  payment: DeskPayment;
  currency: string;
  record: (payment: ManualPayment) => Promise<DeskPaymentResult>;
  onRecorded: (registration: DeskRegistration) => void;
  onClose: () => void;
}) {
  const { registration, payment, currency } = props;
  const [refusal, setRefusal] = useState<string | null>(null);
  const { form, field } = useSchemaForm<typeof deskPaymentFormSchema, DeskPaymentValues>(
    deskPaymentFormSchema,
    { kind: 'payment', method: 'cash', amount: '', note: '' },
  );

  const submit = async (request: ManualPayment) => {
    setRefusal(null);
    let answer: DeskPaymentResult;
    try {
      answer = await props.record(request);
    } catch (error) {
      setRefusal(messageOf(error));
      return;
    }
    notifySuccess(recordedMessage(answer, currency));
    props.onRecorded(answer.registration);
  };

  return (
    <Modal title={`Record payment: ${registration.name}`} onClose={props.onClose}>
      <DeskPaymentLine payment={payment} currency={currency} />
      <DashboardForm
        form={form}
        onSubmit={submit}
        onCancel={props.onClose}
        submitLabel="Record"
        pendingLabel="Recording..."
        className="mt-4 space-y-4"
      >
        <KindChoices registration={form.register('kind')} />
        <SelectField
          label="How"
          options={METHOD_CHOICES}
          defaultValue="cash"
          {...field('method')}
        />
        <TextField
          label={`Amount (${currency})`}
          placeholder={payment.amount}
          autoComplete="off"
          hint="Leave blank for the whole amount"
          {...field('amount')}
        />
        <TextAreaField
          label="Note"
          required
          rows={2}
          hint='What happened, such as "Paid in cash at the desk"'
          {...field('note')}
        />
        {refusal && <ListRefused message={refusal} />}
      </DashboardForm>
    </Modal>
  );
}
