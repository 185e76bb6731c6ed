import { isSafeRedirect, newsletterSubscribeSchema } from '@chapterhouse/shared';
import { NEWSLETTER_FAILED } from '@chapterhouse/shared/messages-text';
import { data } from 'react-router';
import { apiPaths, paths } from '../config/paths';
import {
  FOLLOW_FORM_FIELD,
  FollowForm,
  type FollowFormProps,
} from '../features/newsletter/follow-form';
import { readFollow } from '../features/newsletter/follow-value';
import { checkFields } from '../lib/check-later';
import { callApi, formText } from '../lib/form-actions';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/follow';

/** Rendered as islands: React Router does not hydrate this page (islands/island.tsx). */
export const handle = { islands: true };

/** Longest organisation name the page repeats from the form (display only). */
const NAME_MAX = 200;

type FollowResult =
  | { done: true; message: string; from: string | null }
  | ({ done: false } & FollowFormProps);

export function meta(_args: Route.MetaArgs) {
  return [
    ...pageMeta('Follow our news', 'Get the newsletter of the branch or of one of its societies.'),
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * The footer's newsletter form and the organisations' Follow forms, sent before the script ran
 * (or without script): the same subscription call, its answer on this page (a confirmation mail
 * first, when mail is set up), or the form again with the reason and the address kept.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = formText(form, FOLLOW_FORM_FIELD.email);
  const follow = readFollow(form);
  const requestedFrom = formText(form, FOLLOW_FORM_FIELD.from);
  const from = isSafeRedirect(requestedFrom) ? requestedFrom : null;
  const name = formText(form, FOLLOW_FORM_FIELD.organisationName).trim().slice(0, NAME_MAX);
  const [onlyId] = follow.organisationIds;
  const organisation =
    !follow.branch && follow.organisationIds.length === 1 && onlyId && name
      ? { id: onlyId, name }
      : null;
  const refuse = (error: string, status: number) =>
    data<FollowResult>({ done: false, organisation, from, email, error }, { status });

  const checked = checkFields(newsletterSubscribeSchema, { email, ...follow });
  if (!checked.ok) {
    const { errors } = checked;
    return refuse(errors.email ?? errors.organisationIds ?? NEWSLETTER_FAILED, 400);
  }
  const answer = await callApi<{ message: string }>(
    context,
    'POST',
    apiPaths.newsletterSubscribe(),
    checked.data,
  );
  if (!answer.ok) return refuse(answer.error, answer.status);
  return data<FollowResult>({ done: true, message: answer.body.message, from });
}

/** `/follow`: the newsletter sign-up on a page of its own, and the answer to one sent here. */
export default function FollowPage({ actionData }: Route.ComponentProps) {
  const result: FollowResult = actionData ?? { done: false, organisation: null };
  const back = result.from ?? paths.home();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">
        {!result.done && result.organisation
          ? `Follow ${result.organisation.name}`
          : 'Follow our news'}
      </h1>
      {result.done ? (
        <p
          role="status"
          className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900"
        >
          {result.message}
        </p>
      ) : (
        <div className="mt-6">
          <p className="mb-4 text-slate-600">
            Get the newsletter by e-mail. We send a link to confirm your address first.
          </p>
          <FollowForm {...result} />
        </div>
      )}
      <p className="mt-8 text-sm">
        <a href={back} className="font-medium text-brand-700 underline hover:no-underline">
          {result.from ? '← Back to the page you were on' : '← Back to Home'}
        </a>
      </p>
    </div>
  );
}
