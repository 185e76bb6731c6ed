import type { SlateMember } from '@chapterhouse/shared';
import { Heading, type HeadingLevel } from '../../components/heading';
import { MailIcon } from '../../components/icons';
import { placeholderClass } from '../../components/image-placeholders';
import { useImageFallback } from '../../components/use-image-fallback';
import { paths } from '../../config/paths';
import { initialsOf } from '../../lib/format';

/** One member of a slate: photo (or initials), role, name and contact links. No bio on the card. */
export function SlateMemberCard(props: { member: SlateMember; headingLevel?: HeadingLevel }) {
  const { member } = props;
  const placeholder = { kind: 'portrait', size: 'size-28', text: initialsOf(member.name) } as const;
  const { failed, imageProps } = useImageFallback(member.photo, '112px', { placeholder });
  return (
    <article className="flex h-full flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      {member.photo && !failed ? (
        <img
          {...imageProps}
          alt={`Portrait of ${member.name}`}
          width={400}
          height={400}
          loading="lazy"
          decoding="async"
          className="size-28 rounded-full bg-slate-100 object-cover ring-4 ring-brand-50"
        />
      ) : (
        <div aria-hidden="true" className={placeholderClass(placeholder)}>
          {placeholder.text}
        </div>
      )}
      <p className="mt-4 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
        {member.role}
      </p>
      <Heading
        level={props.headingLevel ?? 3}
        className="mt-2 text-lg font-semibold text-slate-900"
      >
        {member.name}
      </Heading>
      {(member.email || member.linkedin) && (
        <div className="mt-auto flex flex-col items-center gap-2 pt-4 text-sm">
          {member.email && (
            <a
              href={paths.mailto(member.email)}
              className="inline-flex items-center gap-1.5 text-brand-700 hover:underline"
            >
              <MailIcon className="size-4" />
              <span className="sr-only">E-mail {member.name}: </span>
              <span className="max-w-48 truncate">{member.email}</span>
            </a>
          )}
          {member.linkedin && (
            <a
              href={member.linkedin}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-700 hover:underline"
            >
              LinkedIn
              <span className="sr-only"> profile of {member.name} (opens in a new tab)</span>
            </a>
          )}
        </div>
      )}
    </article>
  );
}

export function SlateGrid(props: { members: SlateMember[]; headingLevel?: HeadingLevel }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {props.members.map((member) => (
        <li key={member.id}>
          <SlateMemberCard member={member} headingLevel={props.headingLevel} />
        </li>
      ))}
    </ul>
  );
}
