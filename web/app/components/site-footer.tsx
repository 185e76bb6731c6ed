import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';

const quickLinks = [
  { to: paths.section('about'), label: 'About' },
  { to: paths.societies(), label: 'Societies' },
  { to: paths.councils(), label: 'Councils' },
  { to: paths.contact(), label: 'Contact' },
];

const exploreLinks = [
  { to: paths.pastEvents(), label: 'Past Events' },
  { to: paths.upcomingEvents(), label: 'Upcoming Events' },
  { to: paths.achievements(), label: 'Achievements' },
  { to: paths.gallery(), label: 'Gallery' },
];

// Only pages with something behind them: Our Journey and Developer Team are still the spec's
// under-construction notices, so the footer leaves them out until they are real.
const moreLinks = [
  { to: paths.newsletters(), label: 'Newsletters' },
  { to: paths.notifications(), label: 'Notifications' },
  { to: paths.me(), label: 'Your events' },
];

function LinkColumn(props: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
        {props.title}
      </h2>
      <ul className="mt-3 space-y-2">
        {props.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-white/90 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter(props: {
  branchName: string;
  email: string | null;
  /** The current year, from the loader, so server and browser print the same. */
  year: number;
  /** The newsletter sign-up under the branch's address (a feature's form, which the route brings). */
  newsletter: ReactNode;
}) {
  return (
    <footer id="site-footer" className="bg-brand-900 text-white">
      {/* One column of the viewport's width on phones: an implicit column would grow to the
          newsletter form's widest content (its field and button side by side). */}
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-lg font-bold">{props.branchName}</p>
          <p className="mt-3 max-w-sm text-sm text-white/80">
            Advancing technology for humanity through the societies and councils of our student
            branch.
          </p>
          {props.email && (
            <p className="mt-4 text-sm">
              <a
                href={paths.mailto(props.email)}
                className="text-white underline hover:no-underline"
              >
                {props.email}
              </a>
            </p>
          )}
          {props.newsletter}
        </div>
        <LinkColumn title="Quick Links" links={quickLinks} />
        <LinkColumn title="Explore" links={exploreLinks} />
        <LinkColumn title="More" links={moreLinks} />
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-sm text-white/80 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {props.year} {props.branchName}. All rights reserved.
          </p>
          <Link to={paths.login()} className="text-white underline hover:no-underline">
            Admin Login
          </Link>
        </div>
      </div>
    </footer>
  );
}
