import { EVENT_CATEGORY_NAMES, type EventCategory, subCategoriesOf } from '@chapterhouse/shared';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { SelectField } from '../../components/forms/form-fields';

// The part of the event form that says what IEEE counts the event as: its category, and the
// sub-category when the category has any (the vTools meeting report asks for both).

export interface CategoryFormValues {
  category: EventCategory;
  /** '' for none. */
  subCategory: string;
}

type FormWithCategory = UseFormReturn<CategoryFormValues, unknown, unknown>;

export function CategoryFields<Values extends CategoryFormValues>(props: {
  form: UseFormReturn<Values, unknown, unknown>;
}) {
  // The fields below name only the category's values, which every form using this part has.
  const form = props.form as unknown as FormWithCategory;
  const category = useWatch({ control: form.control, name: 'category' });
  const subCategories = subCategoriesOf(category);
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Category"
        hint="What IEEE counts the event as in its meeting reports."
        options={EVENT_CATEGORY_NAMES}
        defaultValue={form.getValues('category')}
        registration={form.register('category', {
          // A sub-category of the category left behind no longer fits: it goes with it.
          onChange: (change: { target: { value: string } }) => {
            const next = subCategoriesOf(change.target.value as EventCategory);
            if (!next.includes(form.getValues('subCategory'))) {
              form.setValue('subCategory', '', { shouldDirty: true });
            }
          },
        })}
        error={errors.category?.message}
      />
      {subCategories.length > 0 ? (
        <SelectField
          // A new list of choices: drawn afresh, showing the value the form holds.
          key={category}
          label="Sub-category"
          hint={`Optional: the kind of ${category.toLowerCase()} event.`}
          placeholder="None"
          options={subCategories}
          defaultValue={form.getValues('subCategory')}
          registration={form.register('subCategory')}
          error={errors.subCategory?.message}
        />
      ) : (
        <div>
          <p className="text-sm font-medium text-slate-700">Sub-category</p>
          <p className="mt-1 text-sm text-slate-600">{category} events have no sub-categories.</p>
          {errors.subCategory?.message && (
            <p className="mt-1 text-sm font-medium text-red-700">{errors.subCategory.message}</p>
          )}
        </div>
      )}
    </div>
  );
}
