import type { Achievement } from '@chapterhouse/shared';
import { Link } from 'react-router';
import { CardImage, eagerness } from '../../components/card-image';
import { Heading, type HeadingLevel } from '../../components/heading';
import { paths } from '../../config/paths';
import { organisationInitials } from '../../lib/format';

/** One achievement: picture, title, year, category and who awarded it. */
export function AchievementCard(props: {
  achievement: Achievement;
  showOrganisation?: boolean;
  headingLevel?: HeadingLevel;
  /** Above the fold: load the picture at once. */
  eager?: boolean | 'first';
}) {
  const { achievement } = props;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <CardImage
        src={achievement.image}
        alt={achievement.title}
        width={800}
        height={500}
        initials={organisationInitials(achievement.organisation.name)}
        className="aspect-[8/5]"
        eager={props.eager}
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className="rounded-full bg-brand-700 px-2.5 py-1 text-white">
            <span className="sr-only">Year: </span>
            {achievement.year}
          </span>
          {achievement.category && (
            <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
              {achievement.category}
            </span>
          )}
        </div>
        <Heading
          level={props.headingLevel ?? 3}
          className="mt-3 text-lg leading-snug font-semibold text-slate-900"
        >
          {achievement.title}
        </Heading>
        {props.showOrganisation !== false && (
          <p className="mt-1 text-sm font-medium text-brand-700">
            <Link to={paths.organisationOf(achievement.organisation)} className="hover:underline">
              {achievement.organisation.name}
            </Link>
          </p>
        )}
        <p className="mt-3 line-clamp-4 text-sm text-slate-700">{achievement.description}</p>
        {(achievement.awardedBy || achievement.recipient) && (
          <dl className="mt-auto grid gap-1 pt-4 text-sm">
            {achievement.awardedBy && (
              <div className="flex gap-1">
                <dt className="text-slate-500">Awarded by</dt>
                <dd className="text-slate-800">{achievement.awardedBy}</dd>
              </div>
            )}
            {achievement.recipient && (
              <div className="flex gap-1">
                <dt className="text-slate-500">Recipient</dt>
                <dd className="text-slate-800">{achievement.recipient}</dd>
              </div>
            )}
          </dl>
        )}
      </div>
    </article>
  );
}

export function AchievementGrid(props: {
  achievements: Achievement[];
  showOrganisation?: boolean;
  headingLevel?: HeadingLevel;
  /** How many of the first cards load their pictures at once (the rest wait until scrolled to). */
  eagerCount?: number;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {props.achievements.map((achievement, index) => (
        <li key={achievement.id}>
          <AchievementCard
            achievement={achievement}
            eager={eagerness(index, props.eagerCount)}
            showOrganisation={props.showOrganisation}
            headingLevel={props.headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
