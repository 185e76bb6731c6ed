import type { Achievement } from '@chapterhouse/shared';

/** What the showcase shows of an achievement: it is an island, and its props travel as JSON. */
export interface ShowcaseAchievement
  extends Pick<Achievement, 'id' | 'title' | 'description' | 'year' | 'image'> {
  organisation: Pick<Achievement['organisation'], 'name'>;
}

/** An achievement cut to what the showcase shows. */
export const toShowcaseAchievement = (achievement: Achievement): ShowcaseAchievement => ({
  id: achievement.id,
  title: achievement.title,
  description: achievement.description,
  year: achievement.year,
  image: achievement.image,
  organisation: { name: achievement.organisation.name },
});

import { CardImage } from '../../components/card-image';
import { PauseButton } from '../../components/pause-button';
import { useAutoAdvance } from '../../components/use-auto-advance';
import { organisationInitials } from '../../lib/format';

/** Achievements showcase auto-advance (spec section 9). */
export const ACHIEVEMENTS_INTERVAL_MS = 2000;

/**
 * 'Our Achievements': the selected achievement large, with a row of thumbnails to pick another.
 * Rotates every 2 s with wraparound and starts over when the list changes.
 */
export function AchievementShowcase(props: { achievements: ShowcaseAchievement[] }) {
  const { achievements } = props;
  const rotation = useAutoAdvance({
    count: achievements.length,
    interval: ACHIEVEMENTS_INTERVAL_MS,
    resetKey: achievements.map((achievement) => achievement.id).join(','),
  });
  const selected = achievements[rotation.index];
  if (!selected) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Achievements showcase"
      {...rotation.pauseHandlers}
    >
      <div
        aria-live={rotation.rotating ? 'off' : 'polite'}
        className="grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:grid-cols-[3fr_2fr]"
      >
        <CardImage
          key={selected.id}
          src={selected.image}
          alt={selected.title}
          width={800}
          height={500}
          initials={organisationInitials(selected.organisation.name)}
          className="aspect-[8/5] h-full"
          sizes="min(768px,100vw)"
        />
        <div className="flex flex-col justify-center gap-3 p-6 sm:p-8">
          <p className="text-sm font-semibold text-brand-700">
            <span className="sr-only">Year: </span>
            {selected.year}
          </p>
          <h3 className="text-2xl font-bold text-slate-900">{selected.title}</h3>
          <p className="line-clamp-6 text-slate-700">{selected.description}</p>
        </div>
      </div>
      {achievements.length > 1 && (
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
          <ul aria-label="Choose an achievement" className="flex flex-wrap justify-center gap-3">
            {achievements.map((achievement, index) => (
              <li key={achievement.id}>
                <button
                  type="button"
                  onClick={() => rotation.goTo(index)}
                  aria-label={achievement.title}
                  aria-pressed={index === rotation.index}
                  className={`block w-24 overflow-hidden rounded-lg ring-2 transition sm:w-28 ${
                    index === rotation.index
                      ? 'ring-brand-700'
                      : 'opacity-70 ring-transparent hover:opacity-100'
                  }`}
                >
                  <CardImage
                    src={achievement.image}
                    alt=""
                    width={800}
                    height={500}
                    initials={organisationInitials(achievement.organisation.name)}
                    className="aspect-[8/5] text-base"
                    sizes="112px"
                  />
                </button>
              </li>
            ))}
          </ul>
          <PauseButton
            paused={rotation.paused}
            onToggle={rotation.togglePaused}
            what="achievements"
          />
        </div>
      )}
    </section>
  );
}
