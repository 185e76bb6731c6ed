import { paths } from '../config/paths';
import { CalendarIcon, GlobeIcon, MailIcon, MapPinIcon, PhoneIcon } from './icons';

/** E-mail, phone, website, place and founding year, each shown only when known. */
export function ContactDetails(props: {
  email: string | null;
  phone: string | null;
  location: string | null;
  website?: string | null;
  founded?: string | null;
  onDark?: boolean;
}) {
  const muted = props.onDark ? 'text-brand-100' : 'text-slate-500';
  const link = props.onDark
    ? 'text-white underline hover:no-underline'
    : 'text-brand-700 underline hover:no-underline';
  const rows = [
    props.email && {
      label: 'E-mail',
      icon: <MailIcon className="size-5" />,
      value: (
        <a href={paths.mailto(props.email)} className={link}>
          {props.email}
        </a>
      ),
    },
    props.phone && {
      label: 'Phone',
      icon: <PhoneIcon className="size-5" />,
      value: (
        <a href={paths.tel(props.phone)} className={link}>
          {props.phone}
        </a>
      ),
    },
    props.website && {
      label: 'Website',
      icon: <GlobeIcon className="size-5" />,
      value: (
        <a href={props.website} target="_blank" rel="noopener noreferrer" className={link}>
          {props.website.replace(/^https?:\/\//, '')}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ),
    },
    props.location && {
      label: 'Location',
      icon: <MapPinIcon className="size-5" />,
      value: <span>{props.location}</span>,
    },
    props.founded && {
      label: 'Founded',
      icon: <CalendarIcon className="size-5" />,
      value: <span>{props.founded}</span>,
    },
  ].filter((row): row is Exclude<typeof row, '' | null | undefined> => Boolean(row));

  if (rows.length === 0) {
    return <p className={muted}>Contact details will be published soon.</p>;
  }
  return (
    <dl className="space-y-4">
      {rows.map((row) => (
        // A <dl>'s row may hold only <dt> and <dd>: the icon sits inside the term, placed in the
        // row's left gutter.
        <div key={row.label} className="relative pl-8">
          <dt className={`text-sm font-medium ${muted}`}>
            <span className="absolute top-0.5 left-0">{row.icon}</span>
            {row.label}
          </dt>
          <dd className="break-words">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
