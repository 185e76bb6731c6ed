import { contactRequestSchema } from '@chapterhouse/shared';
import { data } from 'react-router';
import { apiPaths, paths } from '../config/paths';
import type { ContactResult } from '../features/site/contact-form';
import { ContactPanel } from '../features/site/contact-panel';
import { ContactFormIsland } from '../islands';
import { checkFields } from '../lib/check-later';
import { callApi, formText } from '../lib/form-actions';
import { sharedPageMeta } from '../lib/meta';
import type { Route } from './+types/contact';

/** Rendered as islands: React Router does not hydrate this page (islands/island.tsx). */
export const handle = { islands: true };

export async function loader({ context }: Route.LoaderArgs) {
  const { branch } = await context.reads.getSite();
  return {
    branch: {
      name: branch.name,
      email: branch.email,
      phone: branch.phone,
      location: branch.location,
    },
  };
}

/**
 * The contact form (here and on the landing page) sent before its script ran: the same API call,
 * and this page with the answer, or the errors beside the fields and everything typed kept.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = {
    name: formText(form, 'name'),
    email: formText(form, 'email'),
    message: formText(form, 'message'),
  };
  const checked = checkFields(contactRequestSchema, values);
  if (!checked.ok) {
    return data<ContactResult>({ sent: false, values, errors: checked.errors }, { status: 400 });
  }
  const answer = await callApi(context, 'POST', apiPaths.contact(), checked.data);
  if (!answer.ok) {
    return data<ContactResult>(
      { sent: false, values, errors: {}, failure: answer.error },
      { status: answer.status },
    );
  }
  return data<ContactResult>({ sent: true });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const name = loaderData?.branch.name ?? 'the student branch';
  return sharedPageMeta(
    { matches },
    {
      title: 'Contact Us',
      description: `How to reach ${name}: e-mail, phone and where to find us.`,
      path: paths.contact(),
    },
  );
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { branch } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">Contact Us</h1>
      <p className="mt-3 text-lg text-slate-600">
        Questions about membership, events or partnerships? Get in touch with {branch.name}.
      </p>
      <div className="mt-10">
        <ContactPanel
          email={branch.email}
          phone={branch.phone}
          location={branch.location}
          form={<ContactFormIsland result={actionData} />}
        />
      </div>
    </div>
  );
}
