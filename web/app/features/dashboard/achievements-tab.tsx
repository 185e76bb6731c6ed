import type { DashboardAchievement } from '@chapterhouse/shared';
import { useState } from 'react';
import { formatDate } from '../../lib/format';
import { AchievementForm, type AchievementPayload } from './achievement-form';
import { createItem, type DashboardTarget, deleteItem, updateItem } from './api';
import { ActionButton } from './form-fields';
import { Modal } from './modal';
import { Details, EmptyList, ItemButton, Panel } from './panel';
import { isStale, useDashboardChange } from './use-dashboard-change';

export const CONFIRM_DELETE_ACHIEVEMENT = 'Are you sure you want to delete this achievement?';

type Editor = { mode: 'add' } | { mode: 'edit'; achievement: DashboardAchievement } | null;

/** The Achievements tab, the same for societies and councils. */
export function AchievementsTab(props: {
  target: DashboardTarget;
  organisationName: string;
  achievements: DashboardAchievement[];
}) {
  const { target } = props;
  const change = useDashboardChange();
  const [editor, setEditor] = useState<Editor>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const currentYear = new Date().getFullYear();

  const submit = async (payload: AchievementPayload) => {
    const result =
      editor?.mode === 'edit'
        ? await change(
            () =>
              updateItem<DashboardAchievement>(
                target,
                'achievements',
                editor.achievement.id,
                payload,
                editor.achievement.version,
              ),
            'Achievement updated.',
          )
        : await change(
            () => createItem<DashboardAchievement>(target, 'achievements', payload),
            'Achievement added.',
          );
    if (result.ok || isStale(result)) setEditor(null);
  };

  const remove = async (achievement: DashboardAchievement) => {
    if (!window.confirm(CONFIRM_DELETE_ACHIEVEMENT)) return;
    setBusy(achievement.id);
    await change(() => deleteItem(target, 'achievements', achievement.id), 'Achievement deleted.');
    setBusy(null);
  };

  return (
    <Panel
      title="Achievements"
      actions={
        <ActionButton variant="primary" onClick={() => setEditor({ mode: 'add' })}>
          Add Achievement
        </ActionButton>
      }
    >
      {props.achievements.length === 0 ? (
        <EmptyList>No achievements yet.</EmptyList>
      ) : (
        <ul aria-label="Achievements" className="grid gap-4 md:grid-cols-2">
          {props.achievements.map((achievement) => (
            <li
              key={achievement.id}
              className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              {achievement.image && (
                <img
                  src={achievement.image}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  className="size-24 shrink-0 rounded-lg bg-slate-100 object-cover"
                />
              )}
              <div className="flex min-w-0 flex-1 flex-col">
                <h3 className="font-semibold text-slate-900">{achievement.title}</h3>
                <Details
                  items={[
                    ['Year', String(achievement.year)],
                    ['Category', achievement.category],
                    ['Awarded by', achievement.awardedBy],
                    ['Recipient', achievement.recipient],
                    ['Value', achievement.value],
                    ['Date', achievement.date ? formatDate(achievement.date) : null],
                  ]}
                />
                <p className="mt-2 line-clamp-3 text-sm text-slate-700">
                  {achievement.description}
                </p>
                <div className="mt-auto flex gap-2 pt-4">
                  <ItemButton
                    label="Edit"
                    itemName={achievement.title}
                    onClick={() => setEditor({ mode: 'edit', achievement })}
                  />
                  <ItemButton
                    label="Delete"
                    itemName={achievement.title}
                    onClick={() => void remove(achievement)}
                    danger
                    disabled={busy === achievement.id}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editor && (
        <Modal
          title={editor.mode === 'edit' ? 'Edit Achievement' : 'Add Achievement'}
          onClose={() => setEditor(null)}
        >
          <AchievementForm
            achievement={editor.mode === 'edit' ? editor.achievement : undefined}
            organisationName={props.organisationName}
            currentYear={currentYear}
            onSubmit={submit}
            onCancel={() => setEditor(null)}
          />
        </Modal>
      )}
    </Panel>
  );
}
