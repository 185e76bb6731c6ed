import {
  ACHIEVEMENT_CATEGORIES,
  achievementInputSchema,
  achievementYears,
  type DashboardAchievement,
} from '@chapterhouse/shared';
import type { z } from 'zod';
import {
  NEW_ITEM_VISIBILITY,
  VisibilityFields,
  type VisibilityValues,
  withPublication,
} from '../../components/console/publication';
import {
  asText,
  DashboardForm,
  SelectField,
  TextAreaField,
  TextField,
  textsOf,
  useSchemaForm,
} from '../../components/forms/form-fields';
import { ImageField } from '../../components/forms/image-field';

export type AchievementPayload = z.output<typeof achievementInputSchema>;

interface AchievementFormValues extends VisibilityValues {
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
  /** A new achievement is published now, saved as a draft or scheduled (the Visibility choice). */
  chooseVisibility?: boolean;
  onSubmit: (payload: AchievementPayload) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { achievement } = props;
  const year = String(achievement?.year ?? props.currentYear);
  const category = asText(achievement?.category);
  const visibility = props.chooseVisibility && !achievement;
  const { form, field } = useSchemaForm(withPublication(achievementInputSchema), {
    ...textsOf(achievement, ['title', 'awardedBy', 'value', 'description', 'date', 'image']),
    year,
    category,
    recipient: achievement ? asText(achievement.recipient) : props.organisationName,
    ...(visibility ? NEW_ITEM_VISIBILITY : {}),
  } satisfies AchievementFormValues);

  return (
    <DashboardForm
      form={form}
      onSubmit={props.onSubmit}
      submitLabel={achievement ? 'Save Changes' : 'Add Achievement'}
      onCancel={props.onCancel}
    >
      <TextField label="Title" required {...field('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Year"
          required
          options={yearChoices(props.currentYear, achievement?.year)}
          defaultValue={year}
          {...field('year')}
        />
        <SelectField
          label="Category"
          placeholder="Select a category"
          options={ACHIEVEMENT_CATEGORIES}
          defaultValue={category}
          {...field('category')}
        />
        <TextField label="Awarded By" {...field('awardedBy')} />
        <TextField label="Recipient" {...field('recipient')} />
        <TextField
          label="Value"
          hint="A prize, rank or amount, e.g. First Place"
          {...field('value')}
        />
        <TextField label="Date" type="date" {...field('date')} />
      </div>
      <ImageField control={form.control} name="image" label="Image URL" />
      <TextAreaField label="Description" required rows={4} {...field('description')} />
      {visibility && <VisibilityFields form={form} />}
    </DashboardForm>
  );
}
