import { useEffect, useState } from 'react';
import { loadFollowGroups } from './follow-api';
import { FOLLOW_FIELD as FIELD, type FollowGroups, type FollowValue } from './follow-value';

export { readFollow } from './follow-value';

/** Whole branch, no digest: what a subscription without a choice follows. */
const FOLLOW_EVERYTHING: FollowValue = { branch: true, organisationIds: [], digest: false };

const tones = {
  /** In the footer, on the brand colour. */
  dark: { text: 'text-white/90', muted: 'text-white/70', box: 'border-white/30' },
  light: { text: 'text-slate-800', muted: 'text-slate-600', box: 'border-slate-200' },
};

/**
 * The controls of a follow choice: the whole branch or only the societies and councils ticked
 * (listed once that is chosen; ticks stay while switching back and forth), and the weekly digest.
 * Native radios and checkboxes in fieldsets, read by the form (`readFollow`) when it is sent.
 */
export function FollowChoiceFields(props: {
  initial: FollowValue;
  groups: FollowGroups;
  /** Why the organisations could not be loaded, if they could not. */
  loadError?: string | null;
  tone: keyof typeof tones;
}) {
  const { initial, groups } = props;
  const tone = tones[props.tone];
  const [branch, setBranch] = useState(initial.branch);
  const radio = (value: 'branch' | 'pick', label: string) => (
    <label className="flex items-center gap-2">
      <input
        type="radio"
        name={FIELD.scope}
        value={value}
        defaultChecked={initial.branch === (value === 'branch')}
        onChange={() => setBranch(value === 'branch')}
      />
      {label}
    </label>
  );

  return (
    <div className={`space-y-3 text-sm ${tone.text}`}>
      <fieldset className="space-y-1">
        <legend className="mb-1 font-semibold">What to follow</legend>
        {radio('branch', 'Everything from the branch')}
        {radio('pick', 'Only the ones I pick')}
      </fieldset>
      {groups ? (
        <fieldset
          disabled={branch}
          hidden={branch}
          className={`max-h-56 space-y-3 overflow-y-auto rounded-lg border p-3 ${tone.box}`}
        >
          <legend className="sr-only">Societies and councils to follow</legend>
          {groups
            .filter((group) => group.organisations.length > 0)
            .map((group) => (
              <fieldset key={group.label} className="space-y-1">
                <legend className="mb-1 font-semibold">{group.label}</legend>
                {group.organisations.map((organisation) => (
                  <label key={organisation.id} className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      name={FIELD.organisations}
                      value={organisation.id}
                      defaultChecked={initial.organisationIds.includes(organisation.id)}
                    />
                    {organisation.name}
                  </label>
                ))}
              </fieldset>
            ))}
        </fieldset>
      ) : (
        !branch && (
          <p role={props.loadError ? 'alert' : 'status'} className={tone.muted}>
            {props.loadError ?? 'Loading the societies and councils...'}
          </p>
        )
      )}
      <label className="flex items-center gap-2">
        <input type="checkbox" name={FIELD.digest} defaultChecked={initial.digest} />
        Also send me the weekly digest
      </label>
    </div>
  );
}

const GROUPS_FAILED = 'The societies and councils could not be loaded. Please try again later.';

/**
 * The footer's choice, loaded (with the organisations it lists) only when a visitor opens "Choose
 * what to follow": most never do, and every page carries the form.
 */
export function FooterFollowChoice() {
  const [groups, setGroups] = useState<FollowGroups>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    // Each opening reads them again: the public cache answers, with the header's copy's ETag.
    loadFollowGroups()
      .then((loaded) => {
        if (active) setGroups(loaded);
      })
      .catch(() => {
        if (active) setError(GROUPS_FAILED);
      });
    return () => {
      active = false;
    };
  }, []);
  return (
    <FollowChoiceFields initial={FOLLOW_EVERYTHING} groups={groups} loadError={error} tone="dark" />
  );
}
