import type { DashboardAchievement, Page } from '@chapterhouse/shared';
import { ListPager } from '../../components/console/list-pager';
import { Modal } from '../../components/console/modal';
import {
  Details,
  EditDeleteButtons,
  EmptyList,
  ItemButton,
  Panel,
} from '../../components/console/panel';
import { PublicationBadge, PublishDialog } from '../../components/console/publication';
import { useItemEditor } from '../../components/console/use-item-editor';
import { ActionButton } from '../../components/forms/form-fields';
import type { DashboardTarget } from '../../lib/dashboard-api';
import { formatDate } from '../../lib/format';
import { AchievementForm } from './achievement-form';

export const CONFIRM_DELETE_ACHIEVEMENT = 'Are you sure you want to delete this achievement?';

/** The Achievements tab, the same for societies and councils. */
export function AchievementsTab(props: {
  target: DashboardTarget;
  organisationName: string;
  page: Page<DashboardAchievement>;
}) {
  const editor = useItemEditor<DashboardAchievement>({
    target: props.target,
    collection: 'achievements',
    confirmDelete: CONFIRM_DELETE_ACHIEVEMENT,
    added: 'Achievement added.',
    updated: 'Achievement updated.',
    deleted: 'Achievement deleted.',
  });
  const currentYear = new Date().getFullYear();

  return (
    <Panel
      title="Achievements"
      actions={
        <ActionButton variant="primary" onClick={() => editor.openAdd()}>
          Add Achievement
        </ActionButton>
      }
    >
      {props.page.items.length === 0 ? (
        <EmptyList>No achievements yet.</EmptyList>
      ) : (
        <ul aria-label="Achievements" className="grid gap-4 md:grid-cols-2">
          {props.page.items.map((achievement) => (
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
                <p className="mt-1 empty:hidden">
                  <PublicationBadge item={achievement} />
                </p>
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
                <div className="mt-auto flex flex-wrap gap-2 pt-4">
                  <ItemButton
                    label="Publish…"
                    itemName={achievement.title}
                    onClick={() => editor.openPublish(achievement)}
                  />
                  <EditDeleteButtons
                    itemName={achievement.title}
                    onEdit={() => editor.openEdit(achievement)}
                    onDelete={() => void editor.remove(achievement)}
                    busy={editor.isBusy(achievement)}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ListPager
        page={props.page.page}
        pageCount={props.page.pageCount}
        label={'Achievements pages'}
      />
      {editor.state && (
        <Modal
          title={editor.editing ? 'Edit Achievement' : 'Add Achievement'}
          onClose={editor.close}
        >
          <AchievementForm
            achievement={editor.editing}
            organisationName={props.organisationName}
            currentYear={currentYear}
            chooseVisibility={!editor.editing}
            onSubmit={editor.submit}
            onCancel={editor.close}
          />
        </Modal>
      )}
      {editor.publishing && (
        <PublishDialog
          item={editor.publishing}
          itemName={editor.publishing.title}
          onSubmit={editor.publish}
          onClose={editor.closePublish}
        />
      )}
    </Panel>
  );
}
