import { ButtonLink } from '../components/button-link';
import { paths } from '../config/paths';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/login-help';

const STEPS = [
  {
    title: 'Open the login page',
    text: 'Click Login in the header, or go to /login.',
  },
  {
    title: 'Enter your credentials',
    text: 'Use the e-mail address and password given to you by the branch administrators.',
  },
  {
    title: 'Go to your dashboard',
    text: "You are redirected to your organisation's dashboard as soon as you are signed in.",
  },
  {
    title: 'Manage your content',
    text: 'Keep your events, members, gallery and achievements up to date.',
  },
];

const FEATURES = [
  { title: 'Events', text: 'Add upcoming and past events, and move events to past once held.' },
  { title: 'Slate Members', text: 'Keep your leadership team, their roles and contacts current.' },
  { title: 'Gallery', text: 'Share photos from your events with captions and details.' },
  { title: 'Achievements', text: 'Record awards and recognition earned by your members.' },
  { title: 'Basic Info', text: 'Update your description, vision, mission and objectives.' },
  { title: 'Overview', text: 'See your member, event and achievement counts at a glance.' },
];

export function meta(_args: Route.MetaArgs) {
  return pageMeta(
    'Login Help',
    'How society and council administrators sign in and what their dashboards offer.',
  );
}

export default function LoginHelpPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        How to sign in
      </h1>
      <p className="mt-3 text-lg text-slate-600">
        A short guide for society and council administrators.
      </p>

      <ol className="mt-10 grid gap-4 sm:grid-cols-2">
        {STEPS.map((step, index) => (
          <li
            key={step.title}
            className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h2 className="font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h2>
              <p className="mt-1 text-slate-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>

      <section aria-labelledby="features-title" className="mt-16">
        <h2 id="features-title" className="text-2xl font-bold text-brand-900">
          Dashboard Features
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-2xl bg-brand-50 p-6">
              <h3 className="font-semibold text-brand-900">{feature.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-12 flex flex-wrap gap-3">
        <ButtonLink to={paths.login()}>Go to Login</ButtonLink>
        <ButtonLink to={paths.home()} variant="secondary">
          Back to Home
        </ButtonLink>
      </div>
    </div>
  );
}
