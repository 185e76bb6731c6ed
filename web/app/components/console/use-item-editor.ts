import type { PublicationChoice, PublicationState } from '@chapterhouse/shared';
import { useState } from 'react';
import type { DashboardCollection } from '../../config/paths';
import {
  changePublication,
  createItem,
  type DashboardTarget,
  deleteItem,
  updateItem,
} from '../../lib/dashboard-api';
import { type Confirmation, useConfirmation } from './confirm-dialog';
import { publicationMessage } from './publication';
import { isStale, useDashboardChange } from './use-dashboard-change';

/** A record of a dashboard list: addressed by its id, edited with the version it was loaded with. */
interface ListItem {
  id: number;
  version: number;
}

/** The publication of an item of a list with drafts (every dashboard item has one). */
const stateOf = (item: object): PublicationState => {
  const { publishedAt = null, publishAt = null } = item as Partial<PublicationState>;
  return { publishedAt, publishAt };
};

/** The editor of a list: closed, adding (to the list `where` names), or editing one item. */
type ItemEditorState<T, W> = { mode: 'add'; where: W } | { mode: 'edit'; item: T } | null;

/**
 * Which list the items are in: one list, or a list by place (an event's status), the place of an
 * item read from the item itself.
 */
type ListsOf<T, W> =
  | { collection: DashboardCollection }
  | { collection: (where: W) => DashboardCollection; whereOf: (item: T) => W };

/** The API calls behind a list's editor: add (where the form asks), save over an item, delete. */
export interface ItemCalls<T, W = void> {
  create: (payload: object, where: W) => Promise<T>;
  /** Sends the item's `version` with the payload (409 when stale). */
  update: (item: T, payload: object) => Promise<T>;
  /** None for lists whose items are never deleted (the console archives organisations). */
  remove?: (item: T) => Promise<unknown>;
  /**
   * Publishes, schedules or unpublishes an item, with its `version` (409 when stale); none for
   * lists without drafts (the branch console's).
   */
  publish?: (item: T, choice: PublicationChoice) => Promise<T>;
}

/** An organisation dashboard's list, or any list with calls of its own (the branch console's). */
type ItemSource<T, W> = (ListsOf<T, W> & { target: DashboardTarget }) | { calls: ItemCalls<T, W> };

type ItemEditorConfig<T, W> = ItemSource<T, W> & {
  /** Asked before an item is deleted (none for lists without deletion). */
  confirmDelete?: string;
  /** The button that confirms a deletion: 'Delete' unless the list says otherwise ('Remove'). */
  deleteLabel?: string;
  /** The toasts after a change: fixed, or worded from the stored record. */
  added: string | ((created: T, where: W) => string);
  updated: string | ((updated: T, before: T) => string);
  deleted?: string;
};

/** The calls of an organisation dashboard's list, by its target and collection. */
function dashboardCalls<T extends ListItem, W>(
  source: ListsOf<T, W> & { target: DashboardTarget },
): ItemCalls<T, W> {
  const { target } = source;
  const listAt = (where: W) => ('whereOf' in source ? source.collection(where) : source.collection);
  const listOf = (item: T) =>
    'whereOf' in source ? source.collection(source.whereOf(item)) : source.collection;
  return {
    create: (payload, where) => createItem<T>(target, listAt(where), payload),
    update: (item, payload) => updateItem<T>(target, listOf(item), item.id, payload, item.version),
    remove: (item) => deleteItem(target, listOf(item), item.id),
    publish: (item, choice) =>
      changePublication<T>(target, listOf(item), item.id, choice, item.version),
  };
}

/**
 * The editing of one list, the same in every collection tab: the add or edit form's state, a
 * submit that adds or saves (with the item's version), a confirmed delete, and which item is busy
 * meanwhile. Every change goes through useDashboardChange (toasts, reload); the form closes after
 * success or when the record it edits is stale or gone, and stays open on a refused input (and on
 * a refused addition, e.g. a name already taken). The "Publish…" dialog of an item works the same.
 */
export function useItemEditor<T extends ListItem, W = void>(config: ItemEditorConfig<T, W>) {
  const change = useDashboardChange();
  const ask = useConfirmation();
  const [state, setState] = useState<ItemEditorState<T, W>>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [publishing, setPublishing] = useState<T | null>(null);
  const calls = 'calls' in config ? config.calls : dashboardCalls(config);

  const save = (payload: object, item: T) => {
    const { updated } = config;
    return change(
      () => calls.update(item, payload),
      typeof updated === 'string' ? updated : (after: T) => updated(after, item),
    );
  };

  const add = (payload: object, where: W) => {
    const { added } = config;
    return change(
      () => calls.create(payload, where),
      typeof added === 'string' ? added : (created: T) => added(created, where),
    );
  };

  /** The form's payload: saved over the item being edited, or added where the form asks. */
  const submit = async (payload: object, where?: W) => {
    if (!state) return;
    const editing = state.mode === 'edit';
    const result = editing
      ? await save(payload, state.item)
      : await add(payload, where ?? state.where);
    if (result.ok || (isStale(result) && (editing || result.status === 404))) setState(null);
  };

  /** A change to one item after a confirmation; its buttons are busy until it is done. */
  const confirmed = async (
    item: T,
    confirmation: Confirmation,
    call: () => Promise<unknown>,
    success: string,
  ) => {
    if (!(await ask(confirmation))) return;
    setBusy(item.id);
    await change(call, success);
    setBusy(null);
  };

  return {
    /** Closed (null), adding, or editing. */
    state,
    /** The item the form edits; none when adding. */
    editing: state?.mode === 'edit' ? state.item : undefined,
    openAdd: (where: W) => setState({ mode: 'add', where }),
    openEdit: (item: T) => setState({ mode: 'edit', item }),
    close: () => setState(null),
    submit,
    /** Deletes an item after the list's confirmation (lists without deletion have none). */
    remove: async (item: T) => {
      const { remove } = calls;
      if (!remove || !config.confirmDelete || !config.deleted) return;
      await confirmed(
        item,
        { question: config.confirmDelete, confirmLabel: config.deleteLabel ?? 'Delete' },
        () => remove(item),
        config.deleted,
      );
    },
    confirmed,
    isBusy: (item: T) => busy === item.id,
    /** Whether the list's items have drafts (a "Publish…" dialog); the branch console's do not. */
    publishes: calls.publish !== undefined,
    /** The item whose "Publish…" dialog is open, if any. */
    publishing: publishing ?? undefined,
    openPublish: (item: T) => setPublishing(item),
    closePublish: () => setPublishing(null),
    /** Sends the open dialog's choice; it closes after success or when its item is stale. */
    publish: async (choice: PublicationChoice) => {
      const { publish } = calls;
      const item = publishing;
      if (!publish || !item) return;
      const result = await change(
        () => publish(item, choice),
        (after: T) => publicationMessage(choice, stateOf(item), stateOf(after)),
      );
      if (result.ok || isStale(result)) setPublishing(null);
    },
  };
}
