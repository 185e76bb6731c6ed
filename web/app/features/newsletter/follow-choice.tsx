import { useId } from 'react';

/** What a subscriber follows, as the form and the manage page edit it (`newsletterFollowSchema`). */
export interface FollowValue {
  branch: boolean;
  organisationIds: number[];
  digest: boolean;
}

/** Whole branch, no digest: what a subscription without a choice follows. */
export const FOLLOW_EVERYTHING: FollowValue = { branch: true, organisationIds: [], digest: false };

/** What the server receives: no list beside "the whole branch" (it would be ignored anyway). */
export const followPayload = (value: FollowValue): FollowValue =>
  value.branch ? { ...value, organisationIds: [] } : value;

export interface FollowableOrganisation {
  id: number;
  name: string;
}

/** The organisations one may pick, by kind; `null` while they load. */
export type FollowGroups = { label: string; organisations: FollowableOrganisation[] }[] | null;

const tones = {
  /** In the footer, on the brand colour. */
  dark: { text: 'text-white/90', muted: 'text-white/70', box: 'border-white/30' },
  light: { text: 'text-slate-800', muted: 'text-slate-600', box: 'border-slate-200' },
};

/**
 * The controls of a follow choice: the whole branch or only the societies and councils ticked
 * (listed only once that is chosen), and the weekly digest. Native radios and checkboxes in
 * fieldsets, so every screen reader and keyboard knows them.
 */
export function FollowChoiceFields(props: {
  value: FollowValue;
  onChange: (value: FollowValue) => void;
  groups: FollowGroups;
  /** Why the organisations could not be loaded, if they could not. */
  loadError?: string | null;
  tone: keyof typeof tones;
}) {
  const { value, onChange, groups } = props;
  const id = useId();
  const tone = tones[props.tone];
  const pick = (organisationId: number, checked: boolean) =>
    onChange({
      ...value,
      organisationIds: checked
        ? [...value.organisationIds, organisationId]
        : value.organisationIds.filter((other) => other !== organisationId),
    });
  const radio = (branch: boolean, label: string) => (
    <label className="flex items-center gap-2">
      <input
        type="radio"
        name={`${id}-scope`}
        checked={value.branch === branch}
        onChange={() => onChange({ ...value, branch })}
      />
      {label}
    </label>
  );

  return (
    <div className={`space-y-3 text-sm ${tone.text}`}>
      <fieldset className="space-y-1">
        <legend className="mb-1 font-semibold">What to follow</legend>
        {radio(true, 'Everything from the branch')}
        {radio(false, 'Only the ones I pick')}
      </fieldset>
      {!value.branch &&
        (groups ? (
          <div className={`max-h-56 space-y-3 overflow-y-auto rounded-lg border p-3 ${tone.box}`}>
            {groups
              .filter((group) => group.organisations.length > 0)
              .map((group) => (
                <fieldset key={group.label} className="space-y-1">
                  <legend className="mb-1 font-semibold">{group.label}</legend>
                  {group.organisations.map((organisation) => (
                    <label key={organisation.id} className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        checked={value.organisationIds.includes(organisation.id)}
                        onChange={(event) => pick(organisation.id, event.currentTarget.checked)}
                      />
                      {organisation.name}
                    </label>
                  ))}
                </fieldset>
              ))}
          </div>
        ) : (
          <p role={props.loadError ? 'alert' : 'status'} className={tone.muted}>
            {props.loadError ?? 'Loading the societies and councils...'}
          </p>
        ))}
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={value.digest}
          onChange={(event) => onChange({ ...value, digest: event.currentTarget.checked })}
        />
        Also send me the weekly digest
      </label>
    </div>
  );
}
