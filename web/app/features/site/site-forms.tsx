import {
  type AdminFaq,
  type AdminHeroSlide,
  type AdminPartner,
  faqInputSchema,
  heroSlideInputSchema,
  partnerInputSchema,
} from '@chapterhouse/shared';
import {
  DashboardForm,
  TextAreaField,
  TextField,
  textsOf,
  useSchemaForm,
} from '../../components/forms/form-fields';
import { ImageField } from '../../components/forms/image-field';
import type { SiteItemFormProps } from './site-list-panel';

/** A slide of the landing page's hero: picture, its description, title and caption. */
export function HeroSlideForm(props: SiteItemFormProps<AdminHeroSlide>) {
  const { item } = props;
  const { form, field } = useSchemaForm(
    heroSlideInputSchema,
    textsOf(item, ['image', 'title', 'caption', 'alt']),
  );
  // A picture from the library brings its alt text when the slide has no description yet.
  const describeFrom = (media: { alt: string }) => {
    if (media.alt && !form.getValues('alt').trim()) {
      form.setValue('alt', media.alt, { shouldValidate: true });
    }
  };
  return (
    <DashboardForm
      form={form}
      onSubmit={props.onSubmit}
      submitLabel={item ? 'Save Changes' : 'Add Slide'}
      onCancel={props.onCancel}
    >
      <ImageField
        control={form.control}
        name="image"
        label="Image URL"
        required
        onChosen={describeFrom}
        onDescribed={describeFrom}
      />
      <TextField
        label="Image description"
        required
        hint="What the picture shows, for people who cannot see it."
        {...field('alt')}
      />
      <TextField label="Title" required {...field('title')} />
      <TextAreaField label="Caption" rows={2} {...field('caption')} />
    </DashboardForm>
  );
}

/** A partner of the branch: name, the link its logo leads to, and the logo. */
export function PartnerForm(props: SiteItemFormProps<AdminPartner>) {
  const { item } = props;
  const { form, field } = useSchemaForm(
    partnerInputSchema,
    textsOf(item, ['name', 'link', 'image']),
  );
  return (
    <DashboardForm
      form={form}
      onSubmit={props.onSubmit}
      submitLabel={item ? 'Save Changes' : 'Add Partner'}
      onCancel={props.onCancel}
    >
      <TextField label="Name" required {...field('name')} />
      <TextField label="Link" type="url" required hint="Opens in a new tab." {...field('link')} />
      <ImageField control={form.control} name="image" label="Logo URL" required />
    </DashboardForm>
  );
}

/** A question of the landing page's FAQ and its answer. */
export function FaqForm(props: SiteItemFormProps<AdminFaq>) {
  const { item } = props;
  const { form, field } = useSchemaForm(faqInputSchema, textsOf(item, ['question', 'answer']));
  return (
    <DashboardForm
      form={form}
      onSubmit={props.onSubmit}
      submitLabel={item ? 'Save Changes' : 'Add Question'}
      onCancel={props.onCancel}
    >
      <TextField label="Question" required {...field('question')} />
      <TextAreaField label="Answer" rows={5} required {...field('answer')} />
    </DashboardForm>
  );
}
