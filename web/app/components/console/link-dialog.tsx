import { useId, useRef, useState } from 'react';
import { formatLocalDateTime } from '../../lib/format';
import { ActionButton } from '../forms/form-fields';
import { Modal } from './modal';

/**
 * A one-time link as the API gives it: a path on this site, until when it works, and whose it is
 * (the console's `AccountLink`, a team invitation's link with its member).
 */
export interface OneTimeLink {
  path: string;
  expiresAt: string;
  account: { name: string; email: string };
}

/** The full address of a link the API gives as a path on this site. */
export const linkUrl = (link: OneTimeLink, origin = window.location.origin) =>
  new URL(link.path, origin).href;

const isInvitation = (link: OneTimeLink) => link.path.startsWith('/invite/');

/**
 * A one-time link just made: its full address with a Copy button, who it is for and until when it
 * works. The server keeps only a hash of it, so this is the one time it can be seen.
 */
export function LinkDialog(props: { link: OneTimeLink; onClose: () => void }) {
  const { link } = props;
  const { account } = link;
  const url = linkUrl(link);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const invitation = isInvitation(link);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure origin, a refusal): the address is selected to copy by hand.
      input.current?.select();
      setCopied('failed');
    }
  };

  return (
    <Modal
      title={
        invitation
          ? `Invitation link for ${account.name}`
          : `Password reset link for ${account.name}`
      }
      onClose={props.onClose}
    >
      <div className="space-y-4 text-sm text-slate-700">
        <p>
          Send this link to {account.name} ({account.email}).{' '}
          {invitation
            ? 'It lets them set their own password and sign in.'
            : 'It lets them choose a new password and sign in.'}{' '}
          It works once, until <strong>{formatLocalDateTime(link.expiresAt)}</strong>.
        </p>
        <p
          id={`${id}-once`}
          className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 font-medium text-amber-900"
        >
          This link is shown only once. Copy it now: it cannot be shown again, only replaced by a
          new one.
        </p>
        <div>
          <label htmlFor={`${id}-url`} className="block font-medium text-slate-700">
            Link
          </label>
          <div className="mt-1 flex gap-2">
            <input
              ref={input}
              id={`${id}-url`}
              readOnly
              value={url}
              aria-describedby={`${id}-once`}
              onFocus={(event) => event.currentTarget.select()}
              className="block w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
            />
            <ActionButton variant="primary" onClick={() => void copy()}>
              Copy
            </ActionButton>
          </div>
          <p role="status" className="mt-1 min-h-5 text-sm font-medium text-emerald-800">
            {copied === 'yes'
              ? 'Copied to the clipboard.'
              : copied === 'failed'
                ? 'Could not copy: the link is selected, copy it with Ctrl+C (⌘C on a Mac).'
                : ''}
          </p>
        </div>
        <div className="flex justify-end">
          <ActionButton onClick={props.onClose}>Done</ActionButton>
        </div>
      </div>
    </Modal>
  );
}
