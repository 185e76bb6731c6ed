import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ActionButton } from '../forms/form-fields';
import { Modal } from './modal';

/**
 * Asks before something that cannot be undone (a deletion): what will happen, then Cancel (focused
 * first, so Enter never deletes by accident) or the action. Escape cancels; focus returns to the
 * button that asked, as in every console dialog.
 */
export function ConfirmDialog(props: {
  title: string;
  children: ReactNode;
  /** The action's button, e.g. 'Delete message'. */
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  onCancel: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);
  // Runs after the dialog's own effect (which focuses the dialog): Cancel takes the focus.
  useEffect(() => {
    cancel.current?.focus();
  }, []);

  const confirm = async () => {
    setPending(true);
    try {
      await props.onConfirm();
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal title={props.title} onClose={props.onCancel}>
      <div className="space-y-6 text-sm text-slate-700">
        <div className="space-y-2">{props.children}</div>
        <div className="flex flex-wrap justify-end gap-3">
          <ActionButton ref={cancel} onClick={props.onCancel}>
            Cancel
          </ActionButton>
          <ActionButton variant="danger" disabled={pending} onClick={() => void confirm()}>
            {pending ? 'Working...' : props.confirmLabel}
          </ActionButton>
        </div>
      </div>
    </Modal>
  );
}

/**
 * The state of a confirmation: which record it asks about (null when closed), and its dialog. The
 * dialog closes once the action is done, whatever the answer (the toast tells which).
 */
export function useConfirm<T>() {
  const [subject, setSubject] = useState<T | null>(null);
  return {
    subject,
    ask: (item: T) => setSubject(item),
    close: () => setSubject(null),
  };
}

/**
 * Where focus goes once a deleted record's row is gone: the button that deleted it went with it,
 * which would drop a keyboard user at the top of the page. `ref` goes on the element holding the
 * list (with tabIndex -1); call `expect()` after a deletion; `data` is what the list shows, so the
 * move happens once the reloaded list arrives.
 */
export function useFocusAfterRemoval<E extends HTMLElement>(data: unknown) {
  const ref = useRef<E>(null);
  const pending = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list's data changes
  useEffect(() => {
    if (!pending.current) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.isConnected) {
      pending.current = false;
      ref.current?.focus();
    }
  }, [data]);
  return {
    ref,
    expect: () => {
      pending.current = true;
    },
  };
}
