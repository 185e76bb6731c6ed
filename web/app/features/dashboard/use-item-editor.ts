import { useState } from 'react';
import type { DashboardCollection } from '../../config/paths';
import { createItem, type DashboardTarget, deleteItem, updateItem } from './api';
import { isStale, useDashboardChange } from './use-dashboard-change';

/** A record of a dashboard list: addressed by its id, edited with the version it was loaded with. */
interface ListItem {
  id: number;
  version: number;
}

/** The editor of a list: closed, adding (to the list `where` names), or editing one item. */
type ItemEditorState<T, W> = { mode: 'add'; where: W } | { mode: 'edit'; item: T } | null;

/**
 * Which list the items are in: one list, or a list by place (an event's status), the place of an
 * item read from the item itself.
 */
type ListsOf<T, W> =
  | { collection: DashboardCollection }
  | { collection: (where: W) => DashboardCollection; whereOf: (item: T) => W };

type ItemEditorConfig<T, W> = ListsOf<T, W> & {
  target: DashboardTarget;
  /** Asked before an item is deleted. */
  confirmDelete: string;
  /** The toasts after a change: fixed, or worded from the stored record. */
  added: string | ((created: T, where: W) => string);
  updated: string | ((updated: T, before: T) => string);
  deleted: string;
};

/**
 * The editing of one dashboard list, the same in every collection tab: the add or edit form's
 * state, a submit that adds or saves (with the item's version), a confirmed delete, and which item
 * is busy meanwhile. Every change goes through useDashboardChange (toasts, reload); the form
 * closes after success or when the record is stale, and stays open on a refused input.
 */
export function useItemEditor<T extends ListItem, W = void>(config: ItemEditorConfig<T, W>) {
  const { target } = config;
  const change = useDashboardChange();
  const [state, setState] = useState<ItemEditorState<T, W>>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const listAt = (where: W) => ('whereOf' in config ? config.collection(where) : config.collection);
  const listOf = (item: T) =>
    'whereOf' in config ? config.collection(config.whereOf(item)) : config.collection;

  const save = (payload: object, item: T) => {
    const { updated } = config;
    return change(
      () => updateItem<T>(target, listOf(item), item.id, payload, item.version),
      typeof updated === 'string' ? updated : (after: T) => updated(after, item),
    );
  };

  const add = (payload: object, where: W) => {
    const { added } = config;
    return change(
      () => createItem<T>(target, listAt(where), payload),
      typeof added === 'string' ? added : (created: T) => added(created, where),
    );
  };

  /** The form's payload: saved over the item being edited, or added where the form asks. */
  const submit = async (payload: object, where?: W) => {
    if (!state) return;
    const result =
      state.mode === 'edit'
        ? await save(payload, state.item)
        : await add(payload, where ?? state.where);
    if (result.ok || isStale(result)) setState(null);
  };

  /** A change to one item after a confirmation; its buttons are busy until it is done. */
  const confirmed = async (
    item: T,
    question: string,
    call: () => Promise<unknown>,
    success: string,
  ) => {
    if (!window.confirm(question)) return;
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
    remove: (item: T) =>
      confirmed(
        item,
        config.confirmDelete,
        () => deleteItem(target, listOf(item), item.id),
        config.deleted,
      ),
    confirmed,
    isBusy: (item: T) => busy === item.id,
  };
}
