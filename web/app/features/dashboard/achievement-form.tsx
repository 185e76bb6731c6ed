import {
  ACHIEVEMENT_CATEGORIES,
  achievementInputSchema,
  achievementYears,
  type DashboardAchievement,
} from '@chapterhouse/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  asText,
  FormActions,
  SelectField,
  schemaResolver,
  TextAreaField,
  TextField,
} from './form-fields';

export type AchievementPayload = z.output<typeof achievementInputSchema>;

interface AchievementFormValues {
  title: string;
  year: string;
  category: string;
  awardedBy: string;
  recipient: string;
  value: string;
  description: string;
  date: string;
  image: string;
}

/** The last 20 years, newest first; an older stored year stays choosable for its achievement. */
export function yearChoices(currentYear: number, stored?: number): number[] {
  const years = achievementYears(currentYear);
  return stored !== undefined && !years.includes(stored) ? [...years, stored] : years;
}

/**
 * Adds or edits an achievement. Title, year and description are required; a new one names the
 * organisation as its recipient until changed.
 */
export function AchievementForm(props: {
  achievement?: DashboardAchievement;
  /** Prefilled as the recipient of a new achievement. */
  organisationName: string;
  /** The year the list of choices counts back from. */
  currentYear: number;
  onSubmit: (payload: AchievementPayload) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { achievement } = props;
  const year = String(achievement?.year ?? props.currentYear);
  const category = asText(achievement?.category);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AchievementFormValues, unknown, AchievementPayload>({
    resolver: schemaResolver<AchievementFormValues, typeof achievementInputSchema>(
      achievementInputSchema,
    ),
    defaultValues: {
      title: asText(achievement?.title),
      year,
      category,
      awardedBy: asText(achievement?.awardedBy),
      recipient: achievement ? asText(achievement.recipient) : props.organisationName,
      value: asText(achievement?.value),
      description: asText(achievement?.description),
      date: asText(achievement?.date),
      image: asText(achievement?.image),
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (payload) => {
        await props.onSubmit(payload);
      })}
      className="space-y-4"
    >
      <TextField
        label="Title"
        required
        registration={register('title')}
        error={errors.title?.message}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Year"
          required
          options={yearChoices(props.currentYear, achievement?.year)}
          defaultValue={year}
          registration={register('year')}
          error={errors.year?.message}
        />
        <SelectField
          label="Category"
          placeholder="Select a category"
          options={ACHIEVEMENT_CATEGORIES}
          defaultValue={category}
          registration={register('category')}
          error={errors.category?.message}
        />
        <TextField
          label="Awarded By"
          registration={register('awardedBy')}
          error={errors.awardedBy?.message}
        />
        <TextField
          label="Recipient"
          registration={register('recipient')}
          error={errors.recipient?.message}
        />
        <TextField
          label="Value"
          hint="A prize, rank or amount, e.g. First Place"
          registration={register('value')}
          error={errors.value?.message}
        />
        <TextField
          label="Date"
          type="date"
          registration={register('date')}
          error={errors.date?.message}
        />
      </div>
      <TextField
        label="Image URL"
        type="url"
        registration={register('image')}
        error={errors.image?.message}
      />
      <TextAreaField
        label="Description"
        required
        rows={4}
        registration={register('description')}
        error={errors.description?.message}
      />
      <FormActions
        submitLabel={achievement ? 'Save Changes' : 'Add Achievement'}
        pending={isSubmitting}
        onCancel={props.onCancel}
      />
    </form>
  );
}
