import { CONTACT_FAILED, CONTACT_SENT } from '@chapterhouse/shared/messages-text';
import { type FormEvent, useId, useState } from 'react';
import { announce } from '../../components/site-toaster';
import { apiPaths, paths } from '../../config/paths';
import { apiRequest } from '../../lib/api-client';
import { checkWithSharedSchema, type FieldErrors } from '../../lib/check-later';

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none aria-[invalid=true]:border-red-600';

export type ContactField = 'name' | 'email' | 'message';

/**
 * The server's answer to the form sent before its script ran (`/contact`'s action): sent, or
 * what was typed with the errors beside the fields or the API's reason.
 */
export type ContactResult =
  | { sent: true }
  | { sent: false; values: Record<ContactField, string>; errors: FieldErrors; failure?: string };

/**
 * The contact form (spec: name, e-mail, message in 4 rows), stored by POST /api/contact. Sent
 * before the script runs, it posts to `/contact`, whose action makes the same call (`result`).
 */
export function ContactForm(props: { result?: ContactResult }) {
  const { result } = props;
  const id = useId();
  const [state, setState] = useState<'idle' | 'submitting' | 'failed'>(
    result?.sent === false && result.failure ? 'failed' : 'idle',
  );
  const [errors, setErrors] = useState<FieldErrors>(result?.sent === false ? result.errors : {});
  const [sent, setSent] = useState(result?.sent === true);
  const failure = result?.sent === false && result.failure ? result.failure : CONTACT_FAILED;
  const typed = result?.sent === false ? result.values : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(false);
    const form = event.currentTarget;
    const values = Object.fromEntries(
      ['name', 'email', 'message'].map((field) => [
        field,
        String(new FormData(form).get(field) ?? ''),
      ]),
    );
    const checked = await checkWithSharedSchema('contactRequestSchema', values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setState('submitting');
    try {
      await apiRequest(apiPaths.contact(), { method: 'POST', body: values, withToken: false });
      form.reset();
      setState('idle');
      void announce(CONTACT_SENT);
    } catch {
      setState('failed');
    }
  }

  const field = (name: ContactField) => ({
    id: `${id}-${name}`,
    name,
    defaultValue: typed?.[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    className: inputClass,
  });
  const error = (name: ContactField) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form
      method="post"
      action={paths.contact()}
      onSubmit={submit}
      noValidate
      aria-label="Contact us"
      className="space-y-4"
    >
      {sent && (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {CONTACT_SENT}
        </p>
      )}
      <div>
        <label htmlFor={`${id}-name`} className="text-sm font-medium text-slate-800">
          Name
        </label>
        <input {...field('name')} type="text" autoComplete="name" />
        {error('name')}
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-800">
          Email
        </label>
        <input {...field('email')} type="email" autoComplete="email" />
        {error('email')}
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="text-sm font-medium text-slate-800">
          Message
        </label>
        <textarea {...field('message')} rows={4} />
        {error('message')}
      </div>
      {state === 'failed' && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {failure}
        </p>
      )}
      <button
        type="submit"
        disabled={state === 'submitting'}
        className="w-full cursor-pointer rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {state === 'submitting' ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
