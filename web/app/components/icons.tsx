// `no-inline`: the sprite is under Vite's 4 KB inlining limit, and as a data: URI it would be
// repeated in every page's HTML (and `<use>` cannot reference a data: URI anyway); as a file it
// gets a content-hashed name under /assets/, which the server caches for a year.
import spriteUrl from './icons.svg?no-inline';

/** An icon's symbol id in icons.svg. */
type IconName =
  | 'chevron-down'
  | 'bell'
  | 'menu'
  | 'search'
  | 'calendar'
  | 'map-pin'
  | 'users'
  | 'mail'
  | 'phone'
  | 'globe'
  | 'external'
  | 'chevron-left'
  | 'chevron-right'
  | 'pause'
  | 'play'
  | 'eye'
  | 'eye-crossed';

/**
 * Small decorative icons; the text beside them carries the meaning. Each draws a symbol of one
 * cached sprite instead of repeating its paths in the HTML; the symbols carry the stroke
 * attributes, and `currentColor` reaches them through `<use>`, so the icon takes the text colour.
 */
function Icon({ name, className }: { name: IconName; className: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={className}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

export function ChevronDownIcon({ className = 'size-4' }: { className?: string }) {
  return <Icon name="chevron-down" className={className} />;
}

export function BellIcon({ className = 'size-6' }: { className?: string }) {
  return <Icon name="bell" className={className} />;
}

export function MenuIcon({ className = 'size-6' }: { className?: string }) {
  return <Icon name="menu" className={className} />;
}

export function SearchIcon({ className = 'size-5' }: { className?: string }) {
  return <Icon name="search" className={className} />;
}

export function CalendarIcon({ className = 'size-4' }: { className?: string }) {
  return <Icon name="calendar" className={className} />;
}

export function MapPinIcon({ className = 'size-4' }: { className?: string }) {
  return <Icon name="map-pin" className={className} />;
}

export function UsersIcon({ className = 'size-4' }: { className?: string }) {
  return <Icon name="users" className={className} />;
}

export function MailIcon({ className = 'size-4' }: { className?: string }) {
  return <Icon name="mail" className={className} />;
}

export function PhoneIcon({ className = 'size-4' }: { className?: string }) {
  return <Icon name="phone" className={className} />;
}

export function GlobeIcon({ className = 'size-4' }: { className?: string }) {
  return <Icon name="globe" className={className} />;
}

export function ExternalIcon({ className = 'size-4' }: { className?: string }) {
  return <Icon name="external" className={className} />;
}

export function ChevronLeftIcon({ className = 'size-5' }: { className?: string }) {
  return <Icon name="chevron-left" className={className} />;
}

export function ChevronRightIcon({ className = 'size-5' }: { className?: string }) {
  return <Icon name="chevron-right" className={className} />;
}

export function PauseIcon({ className = 'size-4' }: { className?: string }) {
  return <Icon name="pause" className={className} />;
}

export function PlayIcon({ className = 'size-4' }: { className?: string }) {
  return <Icon name="play" className={className} />;
}

/** Show/hide password: an eye, struck through while the password is shown. */
export function EyeIcon({
  crossed,
  className = 'size-5',
}: {
  crossed: boolean;
  className?: string;
}) {
  return <Icon name={crossed ? 'eye-crossed' : 'eye'} className={className} />;
}
