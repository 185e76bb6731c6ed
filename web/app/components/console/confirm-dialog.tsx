import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
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

/** What a question in a confirmation dialog asks, and the word of its action's button. */
export interface Confirmation {
  question: string;
  /** The action's button, e.g. 'Delete'. */
  confirmLabel: string;
}

type Ask = (confirmation: Confirmation) => Promise<boolean>;

const ConfirmationContext = createContext<Ask | null>(null);

/** The title of a dialog that asks a question of its own (`ask`), read out first. */
export const CONFIRMATION_TITLE = 'Please confirm';

/**
 * Lets the components inside ask a yes-or-no question in a ConfirmDialog (`useConfirmation`),
 * as `window.confirm` would but accessible and in the site's look: one dialog at a time.
 */
export function ConfirmationProvider(props: { children: ReactNode }) {
  const [open, setOpen] = useState<
    (Confirmation & { answer: (confirmed: boolean) => void }) | null
  >(null);
  const ask = useCallback<Ask>(
    (confirmation) =>
      new Promise<boolean>((resolve) => {
        setOpen({
          ...confirmation,
          answer: (confirmed) => {
            setOpen(null);
            resolve(confirmed);
          },
        });
      }),
    [],
  );
  return (
    <ConfirmationContext.Provider value={ask}>
      {props.children}
      {open && (
        <ConfirmDialog
          title={CONFIRMATION_TITLE}
          confirmLabel={open.confirmLabel}
          onConfirm={async () => open.answer(true)}
          onCancel={() => open.answer(false)}
        >
          <p>{open.question}</p>
        </ConfirmDialog>
      )}
    </ConfirmationContext.Provider>
  );
}

/** Asks a question in a confirmation dialog; true when the person confirms. */
export function useConfirmation(): Ask {
  const ask = useContext(ConfirmationContext);
  if (!ask) throw new Error('useConfirmation needs a ConfirmationProvider around it');
  return ask;
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
