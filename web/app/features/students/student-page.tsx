import {
  type RegistrationStatus,
  STUDENT_DATA_FILE,
  type StudentFeedbackDue,
  type StudentPage,
  type StudentRegistration,
} from '@chapterhouse/shared';
import { type ReactNode, useId } from 'react';
import { apiPaths, paths } from '../../config/paths';
import { formatDate } from '../../lib/format';
import { ALERT } from './student-sign-in';

// A student's own page (`routes/me.tsx`): plain HTML, rendered on the server from their session
// and never hydrated; its forms (signing out, erasing) are native POSTs to the page's action.

export const STUDENT_PAGE_INTENTS = { signOut: 'sign-out', erase: 'erase' } as const;

/** What the page shows after its erase form was refused: why, and what was typed. */
export interface EraseRefusal {
  error: string;
  email: string;
}

const STATUS_WORDS: Record<RegistrationStatus, string> = {
  confirmed: 'Confirmed',
  waitlisted: 'On the waiting list',
  pending: 'Awaiting approval',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

const LINK = 'font-medium text-brand-700 underline hover:no-underline';

function Section(props: {
  id?: string;
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <section id={props.id} className="mt-10" aria-label={props.title}>
      <h2 className="text-xl font-bold text-slate-900">
        {props.title} <span className="font-normal text-slate-500">({props.count})</span>
      </h2>
      {props.count === 0 ? <p className="mt-3 text-slate-600">{props.empty}</p> : props.children}
    </section>
  );
}

/**
 * One registration in a list: its event, when and where, then where it stands and the way to its
 * own page. Upcoming ones show their ticket's code; past ones whether they came.
 */
function RegistrationItem(props: { registration: StudentRegistration; past?: boolean }) {
  const { registration, past } = props;
  const { event } = registration;
  const standing = past && registration.checkedIn ? 'Attended' : STATUS_WORDS[registration.status];
  return (
    <li className="px-4 py-4">
      <p className="font-semibold text-slate-900">
        <a href={event.path} className="hover:underline">
          {event.title}
        </a>
      </p>
      <p className="mt-1 text-sm text-slate-600">
        <time dateTime={event.date}>{formatDate(event.date)}</time>
        {event.time && <>, {event.time}</>}
        {event.location && <> · {event.location}</>} · {event.organisation}
      </p>
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="font-medium text-slate-800">{standing}</span>
        {!past && registration.ticketCode && (
          <span className="text-slate-700">
            Ticket <span className="font-mono">{registration.ticketCode}</span>
          </span>
        )}
        <a href={paths.meRegistration(registration.id)} className={LINK}>
          {past ? 'Registration and feedback' : 'Ticket, calendar and cancelling'}
          <span className="sr-only"> for {event.title}</span>
        </a>
      </p>
    </li>
  );
}

const LIST = 'mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white';

/**
 * The events they attended whose feedback is still asked, each with the way to give it (their
 * session is the key, as the mailed link's token is) and the day it stops being taken.
 */
function FeedbackDue({ due }: { due: StudentFeedbackDue[] }) {
  return (
    <Section
      title="Feedback to give"
      count={due.length}
      empty="Nothing to answer: after an event you attended, its organisers' two questions appear here."
    >
      <ul className={LIST}>
        {due.map(({ registrationId, event, expiresAt }) => (
          <li key={registrationId} className="px-4 py-4">
            <p className="font-semibold text-slate-900">
              <a href={event.path} className="hover:underline">
                {event.title}
              </a>
            </p>
            <p className="mt-1 text-sm text-slate-600">
              <time dateTime={event.date}>{formatDate(event.date)}</time> · {event.organisation}
            </p>
            <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
              <a href={paths.meFeedback(registrationId)} className={LINK}>
                Give feedback<span className="sr-only"> on {event.title}</span>
              </a>
              <span className="text-slate-600">
                Open until <time dateTime={expiresAt}>{formatDate(expiresAt)}</time>
              </span>
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Download and erase: everything kept about the address, and taking it all away. */
function YourData({ email, refused }: { email: string; refused?: EraseRefusal }) {
  const id = useId();
  return (
    <section className="mt-10" aria-label="Your data">
      <h2 className="text-xl font-bold text-slate-900">Your data</h2>
      <p className="mt-3 break-words text-slate-700">
        <a href={apiPaths.meData()} download={STUDENT_DATA_FILE} className={LINK}>
          Download my data
        </a>{' '}
        (a JSON file of everything this site keeps about {email}).
      </p>
      <form
        method="post"
        aria-label="Erase my account"
        className="mt-6 space-y-3 rounded-xl border border-red-200 bg-white p-4"
      >
        <input type="hidden" name="intent" value={STUDENT_PAGE_INTENTS.erase} />
        <h3 className="font-semibold text-slate-900">Erase my account</h3>
        <p id={`${id}-what`} className="text-sm text-slate-700">
          Every registration of this address is deleted (a confirmed place goes to the next in
          line), its certificates are withdrawn and stop verifying, and you are signed out
          everywhere. This cannot be undone.
        </p>
        {refused && (
          <p role="alert" className={ALERT}>
            {refused.error}
          </p>
        )}
        <div>
          <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-slate-900">
            Type your e-mail address to confirm
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="off"
            required
            defaultValue={refused?.email}
            aria-describedby={`${id}-what`}
            className="mt-1 block w-full max-w-md rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          />
        </div>
        <button
          type="submit"
          className="cursor-pointer rounded-lg bg-red-700 px-4 py-2 font-semibold text-white shadow-sm hover:bg-red-800"
        >
          Erase my account
        </button>
      </form>
    </section>
  );
}

/**
 * The page, section by section. `children` are the sections other features draw (the route
 * composes them), placed before "Your data", which stays last.
 */
export function StudentPagePanel({
  page,
  refused,
  children,
}: {
  page: StudentPage;
  refused?: EraseRefusal;
  children?: ReactNode;
}) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900">
            {page.name ? `${page.name}'s events` : 'Your events'}
          </h1>
          <p className="mt-2 break-all text-slate-600">Signed in as {page.email}</p>
          <p className="mt-1 text-slate-600">
            {page.membership
              ? `IEEE member ${page.membership.memberNumber}, verified by the branch’s IEEE roster of ${formatDate(page.membership.verifiedAsOf)}.`
              : 'No IEEE roster of the branch lists this address as a current member.'}
          </p>
        </div>
        <form method="post">
          <input type="hidden" name="intent" value={STUDENT_PAGE_INTENTS.signOut} />
          <button
            type="submit"
            className="cursor-pointer rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 shadow-sm hover:bg-slate-50"
          >
            Sign out
          </button>
        </form>
      </div>
      {page.officer && (
        <p className="mt-6 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-slate-800">
          This address also runs a dashboard. Dashboards still need your password:{' '}
          <a href={paths.login()} className={LINK}>
            Admin Login
          </a>
          .
        </p>
      )}
      <Section
        title="Upcoming"
        count={page.upcoming.length}
        empty="Nothing yet: registrations you make with this address appear here."
      >
        <ul className={LIST}>
          {page.upcoming.map((registration) => (
            <RegistrationItem key={registration.id} registration={registration} />
          ))}
        </ul>
        <p className="mt-3 text-sm">
          <a href={paths.upcomingEvents()} className={LINK}>
            More upcoming events
          </a>
        </p>
      </Section>
      <FeedbackDue due={page.feedbackDue} />
      <Section
        title="Certificates"
        count={page.certificates.length}
        empty="None yet: certificates the organisers issue to this address appear here."
      >
        <ul className={LIST}>
          {page.certificates.map((certificate) => (
            <li key={certificate.code} className="px-4 py-4">
              <p className="font-semibold text-slate-900">{certificate.eventTitle}</p>
              <p className="mt-1 text-sm text-slate-600">
                {certificate.role} · {certificate.organisation} ·{' '}
                <time dateTime={certificate.eventDate}>{formatDate(certificate.eventDate)}</time>
              </p>
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                <a href={certificate.pdfPath} className={LINK}>
                  Download PDF<span className="sr-only"> of {certificate.eventTitle}</span>
                </a>
                <a href={certificate.verifyPath} className={LINK}>
                  Verification page
                  <span className="sr-only"> of {certificate.eventTitle}</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="past-events"
        title="Past events"
        count={page.pastTotal}
        empty="None yet: events you registered for appear here once they are over."
      >
        <ul className={LIST}>
          {page.past.map((registration) => (
            <RegistrationItem key={registration.id} registration={registration} past />
          ))}
        </ul>
        {page.pastTotal > page.past.length && (
          <p className="mt-3 text-sm">
            <a href={`${paths.me({ allPast: true })}#past-events`} className={LINK}>
              All {page.pastTotal} past events
            </a>
          </p>
        )}
      </Section>
      {children}
      <YourData email={page.email} refused={refused} />
    </>
  );
}
