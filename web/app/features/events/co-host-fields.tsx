import {
  CO_HOSTS_MAX,
  type DashboardEvent,
  type OrganisationKind,
  type OrganisationRef,
} from '@chapterhouse/shared';
import { useEffect, useRef, useState } from 'react';
import { type UseFormReturn, useFieldArray, useFormState } from 'react-hook-form';
import { Field } from '../../components/forms/form-fields';
import { formatList } from '../../lib/format';

// The part of the event form that names the other organisations hosting the event with its own
// (a joint event), in the order its page lists them, and which of them may edit it.

/** A co-host as the form holds it, and sends it (`coHostInputSchema`). */
export interface CoHostFormValues {
  organisationId: number;
  canEdit: boolean;
}

export interface CoHostsFormValues {
  coHosts: CoHostFormValues[];
}

/** A saved event's co-hosts as form values (sent back unchanged unless its host changes them). */
export const coHostValuesOf = (
  coHosts: DashboardEvent['coHosts'] | undefined,
): CoHostFormValues[] =>
  (coHosts ?? []).map((coHost) => ({ organisationId: coHost.id, canEdit: coHost.canEdit }));

type FormWithCoHosts = UseFormReturn<CoHostsFormValues, unknown, unknown>;

const GROUPS: { kind: OrganisationKind; label: string }[] = [
  { kind: 'society', label: 'Societies' },
  { kind: 'council', label: 'Councils' },
];

/** Its host's choice of co-hosts: add the branch's other organisations, let them edit, remove. */
export function CoHostFields<Values extends CoHostsFormValues>(props: {
  form: UseFormReturn<Values, unknown, unknown>;
  /** The organisations it may name: the branch's societies and councils but its own. */
  choices: readonly OrganisationRef[];
  /** Its co-hosts as saved: their names, should one be among the choices no longer. */
  saved: readonly OrganisationRef[];
}) {
  // The fields below name only the co-hosts, which every form using this part has.
  const form = props.form as unknown as FormWithCoHosts;
  const coHosts = useFieldArray({ control: form.control, name: 'coHosts' });
  const { errors } = useFormState({ control: form.control, name: 'coHosts' });
  const listError =
    typeof errors.coHosts?.message === 'string'
      ? errors.coHosts.message
      : errors.coHosts?.root?.message;
  const [toAdd, setToAdd] = useState('');
  const picker = useRef<HTMLSelectElement>(null);
  // After a removal, focus goes to the choice of another co-host once it is drawn again (it is
  // not while every choice is taken, or the list is full).
  const focusPicker = useRef(false);
  useEffect(() => {
    if (!focusPicker.current) return;
    focusPicker.current = false;
    picker.current?.focus();
  });

  const nameOf = new Map(
    [...props.saved, ...props.choices].map((organisation) => [organisation.id, organisation.name]),
  );
  // The list's own items (no field edits an organisation), so the choices left follow at once.
  const isChosen = (organisationId: number) =>
    coHosts.fields.some((coHost) => coHost.organisationId === organisationId);
  const left = props.choices.filter((choice) => !isChosen(choice.id));
  const full = coHosts.fields.length >= CO_HOSTS_MAX;

  const add = () => {
    const organisationId = Number(toAdd);
    if (!toAdd || isChosen(organisationId)) {
      picker.current?.focus();
      return;
    }
    // Focus moves to the new co-host's "May edit", which names it: the addition is heard.
    coHosts.append({ organisationId, canEdit: false });
    setToAdd('');
  };

  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Co-hosts</legend>
      <p className="text-sm text-slate-600">
        Optional. Other societies and councils of the branch holding the event with you, in the
        order its page names them; it shows on their pages and dashboards too. A co-host that may
        edit can change the event and run its registration desk; only you choose who co-hosts.
      </p>
      {listError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      )}
      {coHosts.fields.length > 0 && (
        <ol className="space-y-2">
          {coHosts.fields.map((coHost, index) => {
            const name =
              nameOf.get(coHost.organisationId) ?? `Organisation ${coHost.organisationId}`;
            return (
              <li
                key={coHost.id}
                className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-3"
              >
                <span className="min-w-0 flex-1 text-sm font-medium text-slate-900">{name}</span>
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-700"
                    {...form.register(`coHosts.${index}.canEdit`)}
                  />
                  May edit
                  <span className="sr-only">: {name}</span>
                </label>
                <button
                  type="button"
                  className="rounded px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700"
                  onClick={() => {
                    coHosts.remove(index);
                    // The pressed button is gone: carry on from the choice of another.
                    focusPicker.current = true;
                  }}
                >
                  Remove
                  <span className="sr-only"> co-host {name}</span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {full ? (
        <p className="text-sm text-slate-600">
          An event names at most {CO_HOSTS_MAX} co-hosts: remove one to add another.
        </p>
      ) : left.length === 0 ? (
        <p className="text-sm text-slate-600">
          {props.choices.length === 0
            ? 'The branch has no other society or council to co-host with.'
            : 'Every other society and council of the branch co-hosts it already.'}
        </p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <Field label="Add a co-host" className="min-w-0 flex-1">
            {(control) => (
              <select
                {...control}
                ref={picker}
                value={toAdd}
                onChange={(change) => setToAdd(change.target.value)}
                onKeyDown={(key) => {
                  // Enter would send the whole form: here it adds the chosen co-host.
                  if (key.key === 'Enter') {
                    key.preventDefault();
                    add();
                  }
                }}
              >
                <option value="">Choose a society or council</option>
                {GROUPS.map((group) => {
                  const options = left.filter((choice) => choice.kind === group.kind);
                  return options.length === 0 ? null : (
                    <optgroup key={group.kind} label={group.label}>
                      {options.map((choice) => (
                        <option key={choice.id} value={String(choice.id)}>
                          {choice.name}
                        </option>
                      ))}
                    </optgroup>
                  );
                })}
              </select>
            )}
          </Field>
          <button
            type="button"
            className="rounded-lg border border-brand-700 px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            onClick={add}
          >
            Add co-host
          </button>
        </div>
      )}
    </fieldset>
  );
}

/**
 * The co-hosts as a co-host that may edit the event sees them: who hosts it with whom, which only
 * the host changes (the form sends them back as they were).
 */
export function CoHostsSummary(props: { event: DashboardEvent }) {
  const { event } = props;
  const host = event.organisation.name;
  const others = formatList(event.coHosts.map((coHost) => coHost.name));
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Co-hosts</legend>
      <p className="text-sm text-slate-700">
        Hosted by {host}
        {others && ` with ${others}`}; only {host} can change who co-hosts.
      </p>
    </fieldset>
  );
}
