import { useId } from 'react';
import { paths } from '../../config/paths';
import { FOLLOW_FIELD } from './follow-value';

/** The names of the follow form's own fields, beside the follow choice's (`FOLLOW_FIELD`). */
export const FOLLOW_FORM_FIELD = {
  email: 'email',
  /** The organisation's name, to say again whom the visitor follows should the form come back. */
  organisationName: 'organisationName',
  /** The page the form was sent from (same site only), for a link back to it. */
  from: 'from',
} as const;

export interface FollowFormProps {
  /** One society or council to follow; none: the whole branch. */
  organisation: { id: number; name: string } | null;
  /** Where the visitor came from, for the answer's link back. */
  from?: string | null;
  /** What the visitor typed, shown again with `error` when the server refused it. */
  email?: string;
  error?: string;
}

/**
 * A plain form that subscribes an e-mail address to the newsletter (the subscription service and
 * its confirmation mail, through `/follow`'s action): the same with or without script, so it
 * costs a page no JavaScript.
 */
export function FollowForm(props: FollowFormProps) {
  const { organisation, error } = props;
  const id = useId();
  const label = organisation ? `Follow ${organisation.name}` : 'Follow our news';
  return (
    <form method="post" action={paths.follow()} noValidate aria-label={label} className="space-y-2">
      {organisation && (
        <>
          <input type="hidden" name={FOLLOW_FIELD.scope} value="pick" />
          <input type="hidden" name={FOLLOW_FIELD.organisations} value={organisation.id} />
          <input
            type="hidden"
            name={FOLLOW_FORM_FIELD.organisationName}
            value={organisation.name}
          />
        </>
      )}
      {props.from && <input type="hidden" name={FOLLOW_FORM_FIELD.from} value={props.from} />}
      <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-800">
        Your e-mail address
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-email`}
          name={FOLLOW_FORM_FIELD.email}
          type="email"
          autoComplete="email"
          required
          defaultValue={props.email}
          placeholder="you@example.edu"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 shadow-sm aria-[invalid=true]:border-red-600"
        />
        <button
          type="submit"
          className="cursor-pointer rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Follow
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/**
 * An organisation page's "Follow" button: a native disclosure (it opens without script) with the
 * follow form for that organisation inside.
 */
export function FollowDisclosure(props: {
  organisation: { id: number; name: string };
  from: string;
}) {
  const { organisation } = props;
  return (
    <details>
      <summary className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
        Follow
        <span className="sr-only"> {organisation.name}</span>
      </summary>
      <div className="mt-3 max-w-md">
        <p className="mb-2 text-sm text-slate-600">
          Get {organisation.name}'s news by e-mail. We send a link to confirm your address first.
        </p>
        <FollowForm organisation={organisation} from={props.from} />
      </div>
    </details>
  );
}
