import {
  CERTIFICATE_BODY_MAX,
  CERTIFICATE_PLACEHOLDERS,
  CERTIFICATE_SIGNATORIES_MAX,
  CERTIFICATE_TITLE_LABELS,
  CERTIFICATE_TITLES,
  type CertificateTemplate,
  type CertificateTitle,
  certificateTemplateFieldsSchema,
} from '@chapterhouse/shared';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useDashboardChange } from '../../components/console/use-dashboard-change';
import {
  ActionButton,
  DashboardForm,
  Field,
  fieldsOf,
  SelectField,
  schemaResolver,
  TextAreaField,
  TextField,
} from '../../components/forms/form-fields';
import { ImageField } from '../../components/forms/image-field';
import { notifyError } from '../../components/toaster';
import type { DashboardTarget } from '../../lib/dashboard-api';
import { downloadSampleCertificate, saveCertificateTemplate } from './api';
import { CertificatePreview } from './certificate-preview';

export const TEMPLATE_SAVED = 'Certificate template saved';

type TemplatePayload = z.output<typeof certificateTemplateFieldsSchema>;

/** The form's values: text, as inputs give it (a signature left out is an empty address). */
interface TemplateValues {
  title: CertificateTitle;
  body: string;
  color: string;
  signatories: { name: string; role: string; signature: string }[];
}

const valuesOf = (template: CertificateTemplate): TemplateValues => ({
  title: template.title,
  body: template.body,
  color: template.color,
  signatories: template.signatories.map((signatory) => ({
    name: signatory.name,
    role: signatory.role,
    signature: signatory.signature ?? '',
  })),
});

const TITLE_OPTIONS = CERTIFICATE_TITLES.map((title) => ({
  value: title,
  label: CERTIFICATE_TITLE_LABELS[title],
}));

const PLACEHOLDER_LIST = CERTIFICATE_PLACEHOLDERS.map((word) => `{${word}}`).join(', ');

/**
 * The organisation's certificate template: the title line, the text with its placeholders, up to
 * three signatories and the colour, beside a live preview of the certificate as it will print.
 * Saved with the version it was loaded as. When someone else saved meanwhile (409), the officer's
 * changes stay in the form: the page has loaded the newer template by then, so saving again
 * replaces it on purpose, or "Load the saved template" drops the changes for it.
 */
export function CertificateTemplateEditor(props: {
  target: DashboardTarget;
  template: CertificateTemplate;
}) {
  const { template, target } = props;
  const change = useDashboardChange();
  const form = useForm<TemplateValues, unknown, TemplatePayload>({
    resolver: schemaResolver<TemplateValues, typeof certificateTemplateFieldsSchema>(
      certificateTemplateFieldsSchema,
    ),
    defaultValues: valuesOf(template),
    // Each field is checked as it is typed: an unknown placeholder is named at once, beside the
    // preview that shows it unfilled.
    mode: 'onChange',
  });
  const field = fieldsOf(form);
  const { reset } = form;
  const { isDirty } = form.formState;
  const signatories = useFieldArray({ control: form.control, name: 'signatories' });
  const shown = useWatch({ control: form.control });

  /** The template the form's save is based on: its version goes with the save. */
  const [base, setBase] = useState(template);
  /** Someone saved meanwhile: the server's words, and the version this form was based on then. */
  const [conflict, setConflict] = useState<{ message: string; staleVersion: number } | null>(null);
  const [sampling, setSampling] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);

  // A newer template from the server (after a save, or the conflict's reload): it becomes the
  // base. The form takes its fields unless the officer is keeping their own after a conflict.
  useEffect(() => {
    if (template.version === base.version) return;
    if (conflict) {
      setBase(template);
    } else if (!isDirty) {
      reset(valuesOf(template));
      setBase(template);
    }
  }, [template, base.version, conflict, isDirty, reset]);

  const onValid = async (payload: TemplatePayload) => {
    const result = await change(
      () => saveCertificateTemplate(target, { ...payload, version: base.version }),
      TEMPLATE_SAVED,
    );
    if (result.ok) {
      setConflict(null);
      setBase(result.value);
      reset(valuesOf(result.value));
    } else if (result.status === 409) {
      setConflict({ message: result.message, staleVersion: base.version });
    }
  };

  const loadSaved = () => {
    setConflict(null);
    setBase(template);
    reset(valuesOf(template));
  };

  const sample = async () => {
    // The server draws the sample from exactly what a save would send.
    if (!(await form.trigger())) {
      notifyError('Correct the template first: the sample is drawn from it.');
      return;
    }
    const fields = certificateTemplateFieldsSchema.parse(form.getValues());
    setSampling(true);
    await change(
      () => downloadSampleCertificate(target, fields),
      (file) => `The sample certificate is saved as ${file}.`,
      { reload: false },
    );
    setSampling(false);
  };

  const verifyBase = `${typeof window === 'undefined' ? '' : window.location.origin}/certificates/`;

  return (
    <div className="grid items-start gap-8 xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <DashboardForm
        form={form}
        onSubmit={onValid}
        submitLabel="Save template"
        className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        {conflict && (
          <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            <p>{conflict.message}</p>
            {base.version === conflict.staleVersion ? (
              <p role="status">Loading the template saved meanwhile...</p>
            ) : (
              <>
                <p role="status">
                  Your changes are still here. Save again to replace the template saved meanwhile
                  with yours, or load that one instead (your changes are dropped).
                </p>
                <ActionButton size="sm" onClick={loadSaved}>
                  Load the saved template
                </ActionButton>
              </>
            )}
          </div>
        )}
        <SelectField
          label="Title line"
          options={TITLE_OPTIONS}
          defaultValue={template.title}
          required
          {...field('title')}
        />
        <TextAreaField
          label="Text"
          rows={5}
          required
          hint={
            <>
              Placeholders: {PLACEHOLDER_LIST}. Each is replaced for every recipient (their name,
              the event, its date, your organisation, their role). At most {CERTIFICATE_BODY_MAX}{' '}
              characters.
            </>
          }
          {...field('body')}
        />
        <fieldset className="space-y-4">
          <legend className="text-sm font-medium text-slate-700">Signatories</legend>
          <p className="text-xs text-slate-600">
            Up to {CERTIFICATE_SIGNATORIES_MAX}, along the bottom of the certificate. A signature
            picture is optional: without one the line stays blank.
          </p>
          {signatories.fields.map((signatory, index) => (
            <fieldset
              key={signatory.id}
              className="space-y-3 rounded-lg border border-slate-200 p-4"
            >
              <legend className="px-1 text-sm font-semibold text-slate-800">
                Signatory {index + 1}
              </legend>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField label="Name" required {...field(`signatories.${index}.name`)} />
                <TextField
                  label="Role"
                  required
                  placeholder="Chair"
                  {...field(`signatories.${index}.role`)}
                />
              </div>
              <ImageField
                control={form.control}
                name={`signatories.${index}.signature`}
                label={`Signature of signatory ${index + 1}`}
                hint="Optional: a picture of the signature, ideally on a white or clear background."
              />
              <ActionButton
                variant="danger"
                size="sm"
                onClick={() => {
                  signatories.remove(index);
                  addButton.current?.focus();
                }}
              >
                Remove signatory {index + 1}
              </ActionButton>
            </fieldset>
          ))}
          {signatories.fields.length < CERTIFICATE_SIGNATORIES_MAX && (
            <ActionButton
              ref={addButton}
              size="sm"
              onClick={() =>
                signatories.append(
                  { name: '', role: '', signature: '' },
                  { focusName: `signatories.${signatories.fields.length}.name` },
                )
              }
            >
              Add a signatory
            </ActionButton>
          )}
        </fieldset>
        <Field
          label="Colour"
          hint="Of the border and the title line."
          error={form.getFieldState('color', form.formState).error?.message}
        >
          {(control) => (
            <input
              {...control}
              {...form.register('color')}
              type="color"
              className="mt-1 block h-10 w-20 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
            />
          )}
        </Field>
      </DashboardForm>

      <div className="space-y-3 xl:sticky xl:top-4">
        <CertificatePreview
          caption="Preview, with a sample name and event"
          design={shown}
          organisation={template.organisation.name}
          logo={template.logo}
          verifyBase={verifyBase}
          day={new Date().toISOString().slice(0, 10)}
        />
        <div className="flex flex-wrap items-center gap-3">
          <ActionButton disabled={sampling} onClick={() => void sample()}>
            {sampling ? 'Preparing the sample...' : 'Sample PDF'}
          </ActionButton>
          <p className="text-xs text-slate-600">
            A certificate drawn by the server from the fields as they are now, saved or not.
          </p>
        </div>
      </div>
    </div>
  );
}
