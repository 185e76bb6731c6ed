import type { OrganisationSummary } from '@chapterhouse/shared';
import { Link } from 'react-router';
import { CardImage, eagerness } from '../../components/card-image';
import { Heading, type HeadingLevel } from '../../components/heading';
import { UsersIcon } from '../../components/icons';
import { collectionOf, paths } from '../../config/paths';
import { formatNumber, organisationInitials } from '../../lib/format';

type CardOrganisation = Pick<
  OrganisationSummary,
  'id' | 'slug' | 'name' | 'image' | 'logo' | 'description' | 'stats'
> & { kind: 'society' | 'council' | 'branch' };

/** A society or council as a card that links to its page. */
export function OrganisationCard(props: {
  organisation: CardOrganisation;
  headingLevel?: HeadingLevel;
  /** Above the fold: load the picture at once. */
  eager?: boolean | 'first';
}) {
  const { organisation } = props;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <CardImage
        src={organisation.image ?? organisation.logo}
        alt={organisation.name}
        width={1200}
        height={600}
        initials={organisationInitials(organisation.name)}
        className="aspect-[2/1]"
        eager={props.eager}
      />
      <div className="flex flex-1 flex-col p-5">
        <Heading level={props.headingLevel ?? 3} className="text-lg font-semibold text-slate-900">
          <Link
            to={paths.organisationOf(organisation)}
            className="after:absolute after:inset-0 group-hover:text-brand-700"
          >
            {organisation.name}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm text-slate-600">{organisation.description}</p>
        <p className="mt-auto flex items-center gap-2 pt-4 text-sm font-medium text-brand-800">
          <UsersIcon className="size-4" />
          {formatNumber(organisation.stats.members)} members
        </p>
      </div>
    </article>
  );
}

/** The grid of cards on /societies and /councils (and the landing page's first five). */
export function OrganisationGrid(props: {
  organisations: CardOrganisation[];
  headingLevel?: HeadingLevel;
  /** How many of the first cards load their pictures at once (the rest wait until scrolled to). */
  eagerCount?: number;
  /** A last tile leading to the whole list, e.g. 'More Societies'. */
  more?: { kind: 'society' | 'council'; label: string };
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {props.organisations.map((organisation, index) => (
        <li key={organisation.id}>
          <OrganisationCard
            organisation={organisation}
            headingLevel={props.headingLevel}
            eager={eagerness(index, props.eagerCount)}
          />
        </li>
      ))}
      {props.more && (
        <li>
          <Link
            to={paths.collection(collectionOf(props.more.kind))}
            className="flex h-full min-h-48 flex-col items-center justify-center rounded-2xl border-2 border-dashed border-brand-600 bg-brand-50 p-6 text-center text-lg font-semibold text-brand-800 hover:bg-brand-100"
          >
            {props.more.label}
            <span aria-hidden="true" className="mt-2 text-2xl">
              →
            </span>
          </Link>
        </li>
      )}
    </ul>
  );
}
