import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, type Ref, useId } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
  useFormState,
} from 'react-hook-form';
import type { z } from 'zod';
import { EyeIcon } from '../icons';

/**
 * The shared schema as a form resolver. Forms hold text (what inputs give); the schema turns it
 * into the request body, exactly as the server will read it again.
 */
export function schemaResolver<Values extends FieldValues, S extends z.ZodType>(
  schema: S,
): Resolver<Values, unknown, z.output<S>> {
  // The form's values are the schema's text input; the resolver's typing cannot see that.
  return zodResolver(schema as never) as unknown as Resolver<Values, unknown, z.output<S>>;
}

/** A stored value as a form's text: null and missing become empty. */
export const asText = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** Stored values as a form's text, by field name (`asText` of each); all empty when none stored. */
export function textsOf<Name extends string>(
  record: { [N in NoInfer<Name>]: string | number | null } | undefined,
  names: readonly Name[],
): Record<Name, string> {
  const texts = {} as Record<Name, string>;
  for (const name of names) texts[name] = asText(record?.[name]);
  return texts;
}

/**
 * What the fields below take from their form, by the name of a value: its registration and its
 * error message, if any. `<TextField label="Title" {...field('title')} />`.
 */
export function fieldsOf<Values extends FieldValues, Payload>(
  form: UseFormReturn<Values, unknown, Payload>,
) {
  return (name: Path<Values>) => ({
    registration: form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });
}

/**
 * A form on one shared schema, starting from `defaultValues` (text, as inputs give it): the form,
 * for DashboardForm, and `field`, what each field takes from it.
 */
export function useSchemaForm<S extends z.ZodType, Values extends FieldValues>(
  schema: S,
  defaultValues: DefaultValues<Values>,
) {
  const form = useForm<Values, unknown, z.output<S>>({
    resolver: schemaResolver<Values, S>(schema),
    defaultValues,
  });
  return { form, field: fieldsOf(form) };
}

const controlClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-500';

interface FieldShell {
  label: string;
  error?: string;
  /** Marks the control invalid when its form explains the error once, elsewhere (the login's). */
  invalid?: boolean;
  /** Another element that describes the control, e.g. the form's own error message. */
  describedBy?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

/** Label, hint and error around one control, wired for screen readers (image fields use it too). */
export function Field(
  props: FieldShell & {
    children: (control: {
      id: string;
      'aria-invalid': boolean;
      'aria-describedby'?: string;
      'aria-required'?: boolean;
      className: string;
    }) => ReactNode;
  },
) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [
    props.hint ? hintId : null,
    props.error ? errorId : null,
    props.describedBy ?? null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={props.className}>
      {/* The asterisk sits beside the label, not in it: the field's name stays its label. */}
      <div className="flex gap-0.5 text-sm font-medium">
        <label htmlFor={id} className="text-slate-700">
          {props.label}
        </label>
        {props.required && (
          <span aria-hidden="true" className="text-red-600">
            *
          </span>
        )}
      </div>
      {props.children({
        id,
        'aria-invalid': Boolean(props.error) || Boolean(props.invalid),
        'aria-describedby': describedBy || undefined,
        'aria-required': props.required || undefined,
        className: controlClass,
      })}
      {props.hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {props.error}
        </p>
      )}
    </div>
  );
}

export function TextField(
  props: FieldShell & {
    registration: UseFormRegisterReturn;
    type?: 'text' | 'email' | 'tel' | 'url' | 'date' | 'time' | 'datetime-local' | 'number';
    min?: number;
    placeholder?: string;
    inputMode?: 'numeric' | 'url' | 'email' | 'tel';
    autoComplete?: string;
    /**
     * The value in the server's HTML (the form's values only reach the input once its script
     * runs): what a visitor typed, shown again after a form sent without script was refused.
     */
    defaultValue?: string;
  },
) {
  const { registration, type, min, placeholder, inputMode, autoComplete, defaultValue, ...shell } =
    props;
  return (
    <Field {...shell}>
      {(control) => (
        <input
          {...control}
          {...registration}
          defaultValue={defaultValue}
          type={type ?? 'text'}
          min={min}
          placeholder={placeholder}
          inputMode={inputMode}
          autoComplete={autoComplete}
        />
      )}
    </Field>
  );
}

/**
 * A password, hidden unless the person shows it: `shown` and `onToggle` may drive several fields
 * at once (a new password and its confirmation), and only the field that has the button offers it.
 */
export function PasswordField(
  props: FieldShell & {
    registration: UseFormRegisterReturn;
    autoComplete: 'current-password' | 'new-password';
    shown: boolean;
    /** The show/hide button with its words, e.g. ['Show password', 'Hide password']. */
    toggle?: { onToggle: () => void; labels: readonly [show: string, hide: string] };
  },
) {
  const { registration, autoComplete, shown, toggle, ...shell } = props;
  return (
    <Field {...shell}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            {...registration}
            className={toggle ? `${control.className} pr-12` : control.className}
            type={shown ? 'text' : 'password'}
            autoComplete={autoComplete}
          />
          {toggle && (
            <button
              type="button"
              onClick={toggle.onToggle}
              aria-label={shown ? toggle.labels[1] : toggle.labels[0]}
              aria-pressed={shown}
              className="absolute inset-y-0 right-0 mt-1 flex cursor-pointer items-center rounded-r-lg px-3 text-slate-500 hover:text-brand-700"
            >
              <EyeIcon crossed={shown} />
            </button>
          )}
        </div>
      )}
    </Field>
  );
}

export function TextAreaField(
  props: FieldShell & { registration: UseFormRegisterReturn; rows?: number },
) {
  const { registration, rows, ...shell } = props;
  return (
    <Field {...shell}>
      {(control) => <textarea {...control} {...registration} rows={rows ?? 3} />}
    </Field>
  );
}

/** A choice of a select: shown as itself, or a value with a label of its own. */
export type SelectOption = string | number | { value: string | number; label: string };

export function SelectField(
  props: FieldShell & {
    registration: UseFormRegisterReturn;
    options: readonly SelectOption[];
    /** The empty first choice, e.g. 'Select a role'. */
    placeholder?: string;
    /**
     * The form's default for this field, also given to the element: some DOMs (happy-dom) report
     * no selection before one is made, which the form library takes for an edit.
     */
    defaultValue: string;
  },
) {
  const { registration, options, placeholder, defaultValue, ...shell } = props;
  return (
    <Field {...shell}>
      {(control) => (
        <select {...control} {...registration} defaultValue={defaultValue}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => {
            const { value, label } =
              typeof option === 'object' ? option : { value: option, label: String(option) };
            return (
              <option key={value} value={String(value)}>
                {label}
              </option>
            );
          })}
        </select>
      )}
    </Field>
  );
}

/** Cancel and submit, at the foot of every dashboard form. */
function FormActions(props: {
  submitLabel: string;
  pendingLabel?: string;
  pending: boolean;
  onCancel?: () => void;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-3 pt-2">
      {props.onCancel && (
        <button
          type="button"
          onClick={props.onCancel}
          className="cursor-pointer rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          Cancel
        </button>
      )}
      <button
        type="submit"
        disabled={props.pending}
        className="cursor-pointer rounded-lg bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
      >
        {props.pending ? (props.pendingLabel ?? 'Saving...') : props.submitLabel}
      </button>
    </div>
  );
}

/**
 * A settings form standing as a card of its own in a console panel: `DashboardForm`'s
 * `className`, or the box that holds such a form with what it shows beside it.
 */
export const FORM_CARD =
  'max-w-3xl space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm';

/**
 * A dashboard form: its fields, then Cancel (when offered) and submit. The browser's own
 * validation is off (the schema's messages show instead); once the values are valid, the schema's
 * payload goes to onSubmit, and the submit button says 'Saving...' (or pendingLabel) until done.
 */
export function DashboardForm<Values extends FieldValues, Payload>(props: {
  form: UseFormReturn<Values, unknown, Payload>;
  onSubmit: (payload: Payload) => Promise<unknown>;
  submitLabel: string;
  pendingLabel?: string;
  onCancel?: () => void;
  className?: string;
  children: ReactNode;
}) {
  const { form, onSubmit } = props;
  const { isSubmitting } = useFormState({ control: form.control });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(async (payload) => {
        await onSubmit(payload);
      })}
      className={props.className ?? 'space-y-4'}
    >
      {props.children}
      <FormActions
        submitLabel={props.submitLabel}
        pendingLabel={props.pendingLabel}
        pending={isSubmitting}
        onCancel={props.onCancel}
      />
    </form>
  );
}

/** The one full-width submit of a sign-in page's form (login, forgot password, set password). */
export function SubmitButton(props: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <button
      type="submit"
      disabled={props.pending}
      className="w-full cursor-pointer rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
    >
      {props.pending ? props.pendingLabel : props.label}
    </button>
  );
}

const buttonStyles = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-brand-700 text-brand-700 hover:bg-brand-50',
  danger: 'border border-red-300 text-red-700 hover:bg-red-50',
} as const;

/** The dashboard's buttons: add, edit, delete and so on. */
export function ActionButton(props: {
  onClick: () => void;
  children: ReactNode;
  variant?: keyof typeof buttonStyles;
  size?: 'sm' | 'md';
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}) {
  const size = props.size === 'sm' ? 'px-3 py-1.5 text-xs' : 'px-4 py-2 text-sm';
  return (
    <button
      ref={props.ref}
      type="button"
      onClick={props.onClick}
      disabled={props.disabled}
      className={`cursor-pointer rounded-lg font-semibold disabled:cursor-wait disabled:opacity-60 ${size} ${buttonStyles[props.variant ?? 'secondary']}`}
    >
      {props.children}
    </button>
  );
}
