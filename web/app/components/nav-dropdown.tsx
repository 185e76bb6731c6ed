import type { ReactNode } from 'react';
import { ChevronDownIcon } from './icons';
import { MenuSummary } from './menu-summary';
import { useDismissableDetails } from './use-dismissable-details';

export interface NavLinkItem {
  to: string;
  label: string;
}

export interface NavGroup {
  /** Read by screen readers before the group's links, e.g. 'Browse'. */
  heading?: string;
  links: NavLinkItem[];
}

/** A list of link groups; long groups scroll inside the menu instead of growing past the screen. */
export function NavGroups({ groups, onDark = false }: { groups: NavGroup[]; onDark?: boolean }) {
  return (
    <div className="divide-y divide-slate-100">
      {groups.map((group) => (
        <ul
          key={group.heading ?? group.links[0]?.to}
          aria-label={group.heading}
          className="max-h-72 overflow-auto py-1"
        >
          {group.links.map((link) => (
            <li key={link.to}>
              <a
                href={link.to}
                className={
                  onDark
                    ? 'block px-4 py-2 text-sm text-white hover:bg-brand-800'
                    : 'block px-4 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700'
                }
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}

/** Desktop header menu built on `<details>`: its links are in the HTML and work without script. */
export function NavDropdown({
  label,
  groups,
  active = false,
}: {
  label: ReactNode;
  groups: NavGroup[];
  /** Its section of the landing page is on screen. */
  active?: boolean;
}) {
  const { ref, open } = useDismissableDetails();
  return (
    <details ref={ref} className="group relative">
      <MenuSummary
        open={open}
        aria-current={active ? 'true' : undefined}
        className="aria-[current]:bg-brand-50 aria-[current]:text-brand-700 flex cursor-pointer list-none items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700 [&::-webkit-details-marker]:hidden"
      >
        {label}
        <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
      </MenuSummary>
      <div className="absolute left-0 z-50 mt-2 w-72 rounded-xl border border-slate-200 bg-white py-1 shadow-xl">
        <NavGroups groups={groups} />
      </div>
    </details>
  );
}
