import type { Notification, Page } from '@chapterhouse/shared';
import { useRef } from 'react';
import { apiPaths, paths } from '../config/paths';
import { useAuth } from '../lib/auth';
import { organisationShortName } from '../lib/format';
import { usePublicRead } from '../lib/use-public-read';
import { HeaderAuth, MobileMenuAuth } from './header-auth';
import { HeaderSearch } from './header-search';
import { ChevronDownIcon, MenuIcon } from './icons';
import { MenuSummary } from './menu-summary';
import { NavDropdown, type NavGroup, NavGroups } from './nav-dropdown';
import { NotificationBell } from './notification-bell';
import { useActiveSection } from './use-active-section';
import { useDetailsOpen, useDismissableDetails } from './use-dismissable-details';
import { type NavOrganisation, useNavOrganisations } from './use-nav-organisations';

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700 aria-[current]:bg-brand-50 aria-[current]:text-brand-700';

/** Landing page sections the header follows while scrolling, and their links. */
const TRACKED_SECTIONS = [
  'hero',
  'about',
  'societies',
  'councils',
  'events',
  'achievements',
] as const;

const current = (active: boolean) => (active ? ('true' as const) : undefined);

function societyGroups(societies: NavOrganisation[]): NavGroup[] {
  return [
    {
      heading: 'Societies',
      links: [
        { to: paths.societies(), label: 'All Societies' },
        ...societies.map((society) => ({
          to: paths.organisation('societies', society.slug),
          label: society.name,
        })),
      ],
    },
    {
      heading: 'Across all societies',
      links: [
        { to: paths.pastEvents(), label: 'Past Events' },
        { to: paths.upcomingEvents(), label: 'Upcoming Events' },
        { to: paths.achievements(), label: 'All Achievements' },
        { to: paths.gallery(), label: 'Full Gallery' },
      ],
    },
  ];
}

function councilGroups(councils: NavOrganisation[]): NavGroup[] {
  return [
    {
      heading: 'Councils',
      links: [
        { to: paths.councils(), label: 'All Councils' },
        ...councils.map((council) => ({
          to: paths.organisation('councils', council.slug),
          label: council.name,
        })),
      ],
    },
  ];
}

/** Wide enough for the desktop navigation (Tailwind's `xl`, 1280 px): the mobile menu closes. */
const DESKTOP_NAVIGATION = '(min-width: 80rem)';

/** One group of the mobile menu; opens and closes on its own, independently of the others. */
function MobileMenuSection(props: { label: string; groups: NavGroup[]; active: boolean }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const open = useDetailsOpen(ref);
  return (
    <details ref={ref} className="group/sub">
      <MenuSummary
        open={open}
        aria-current={current(props.active)}
        className="flex cursor-pointer list-none items-center justify-between border-l-4 border-transparent px-4 py-3 font-medium text-white hover:bg-brand-800 aria-[current]:border-white aria-[current]:bg-brand-800 [&::-webkit-details-marker]:hidden"
      >
        {props.label}
        <ChevronDownIcon className="size-4 transition-transform group-open/sub:rotate-180" />
      </MenuSummary>
      <div className="bg-brand-900/40">
        <NavGroups groups={props.groups} onDark />
      </div>
    </details>
  );
}

function MobileMenu(props: {
  societies: NavGroup[];
  councils: NavGroup[];
  /** The landing page section in view, highlighted as on the desktop navigation. */
  active: string | null;
}) {
  const { ref, open } = useDismissableDetails({ closeWhen: DESKTOP_NAVIGATION });
  const { active } = props;
  const plain =
    'block border-l-4 border-transparent px-4 py-3 font-medium text-white hover:bg-brand-800 aria-[current]:border-white aria-[current]:bg-brand-800';
  return (
    <details ref={ref} className="xl:hidden">
      <MenuSummary
        open={open}
        aria-label="Menu"
        className="flex cursor-pointer list-none items-center rounded-md p-2 text-slate-700 hover:bg-brand-50 [&::-webkit-details-marker]:hidden"
      >
        <MenuIcon />
      </MenuSummary>
      <nav
        aria-label="Mobile"
        className="absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-auto border-t border-brand-800 bg-brand-700 shadow-xl"
      >
        <a href={paths.home()} className={plain} aria-current={current(active === 'hero')}>
          Home
        </a>
        <a
          href={paths.section('about')}
          className={plain}
          aria-current={current(active === 'about')}
        >
          About
        </a>
        <MobileMenuSection
          label="Societies"
          groups={props.societies}
          active={active === 'societies'}
        />
        <MobileMenuSection
          label="Councils"
          groups={props.councils}
          active={active === 'councils'}
        />
        <a
          href={paths.section('events')}
          className={plain}
          aria-current={current(active === 'events')}
        >
          Events
        </a>
        <a
          href={paths.section('achievements')}
          className={plain}
          aria-current={current(active === 'achievements')}
        >
          Achievements
        </a>
        <MobileMenuAuth linkClass={plain} />
      </nav>
    </details>
  );
}

export function SiteHeader(props: {
  branchName: string;
  /** The page's path: on the landing page the header follows its sections while scrolling. */
  pathname: string;
}) {
  const organisations = useNavOrganisations();
  const notifications = usePublicRead<Page<Notification>>(apiPaths.latestNotifications());
  const societies = societyGroups(organisations.societies);
  const councils = councilGroups(organisations.councils);
  const onLandingPage = props.pathname === paths.home();
  const active = useActiveSection(TRACKED_SECTIONS, onLandingPage);
  // A signed-in officer's 'Dashboard' is wider than a visitor's 'Login': the short name then
  // needs a wider phone to show whole.
  const signedIn = useAuth().status === 'authenticated';
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-700 focus:shadow"
      >
        Skip to main content
      </a>
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:gap-4 sm:px-6">
        {/* The link may narrow to its logo, which never shrinks. */}
        <a href={paths.home()} className="flex min-w-8 items-center gap-2 font-bold text-brand-700">
          <img
            src={paths.logo()}
            alt=""
            width={32}
            height={32}
            className="size-8 max-w-none shrink-0"
          />
          {/* The whole name where it fits (screen readers always hear it); on a phone the name
              as members say it ("Student Branch"), whole words on up to two lines rather than
              a name cut after a few letters; on the narrowest phones the logo stands alone. */}
          <span className="sr-only md:not-sr-only md:truncate">{props.branchName}</span>
          <span
            aria-hidden="true"
            className={`hidden overflow-hidden text-sm leading-tight text-ellipsis md:hidden ${
              signedIn ? 'min-[390px]:block' : 'min-[360px]:block'
            }`}
          >
            {organisationShortName(props.branchName)}
          </span>
        </a>
        <nav aria-label="Main" className="ml-auto hidden items-center gap-1 xl:flex">
          <a href={paths.home()} className={linkClass} aria-current={current(active === 'hero')}>
            Home
          </a>
          <a
            href={paths.section('about')}
            className={linkClass}
            aria-current={current(active === 'about')}
          >
            About
          </a>
          <NavDropdown label="Societies" groups={societies} active={active === 'societies'} />
          <NavDropdown label="Councils" groups={councils} active={active === 'councils'} />
          <a
            href={paths.section('events')}
            className={linkClass}
            aria-current={current(active === 'events')}
          >
            Events
          </a>
          <a
            href={paths.section('achievements')}
            className={linkClass}
            aria-current={current(active === 'achievements')}
          >
            Achievements
          </a>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2 xl:ml-2">
          <HeaderSearch />
          <NotificationBell notifications={notifications?.items ?? null} />
          <HeaderAuth />
          <MobileMenu societies={societies} councils={councils} active={active} />
        </div>
      </div>
    </header>
  );
}
