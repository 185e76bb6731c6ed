import type { MailStatus } from '@chapterhouse/shared';
import type { ReactNode } from 'react';

// How the console shows a mail: the outbox's statuses in words (the Mail tab, a newsletter's
// recipients) and a mail's text (the Mail tab, a newsletter's preview).

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  'not-sent': 'Recorded only',
  pending: 'Waiting to send',
  sent: 'Sent',
  failed: 'Failed',
};

/** The badge colour of each status. */
export const MAIL_STATUS_TONES = {
  'not-sent': 'muted',
  pending: 'warning',
  sent: 'good',
  failed: 'danger',
} as const;

/**
 * A mail's text with this site's links made clickable (invitations, password resets, newsletter
 * links): those to the origin the site writes its links with (`siteOrigin`, PUBLIC_URL's) and to
 * the one the console is browsed at. Other addresses stay plain text, as a visitor's message may
 * contain anything.
 */
export function MailText(props: { text: string; id?: string; siteOrigin?: string }) {
  const origins = [props.siteOrigin, typeof window === 'undefined' ? '' : window.location.origin]
    .filter((origin): origin is string => Boolean(origin))
    .map((origin) => `${origin.replace(/\/+$/, '')}/`);
  const parts: ReactNode[] = [];
  const pattern = /https?:\/\/[^\s<>"]+/g;
  let last = 0;
  for (const match of props.text.matchAll(pattern)) {
    const url = match[0].replace(/[.,;:!?)]+$/, '');
    const start = match.index;
    parts.push(props.text.slice(last, start));
    if (origins.some((origin) => url.startsWith(origin))) {
      parts.push(
        <a key={start} href={url} className="text-brand-700 underline hover:no-underline">
          {url}
        </a>,
      );
    } else {
      parts.push(url);
    }
    last = start + url.length;
  }
  parts.push(props.text.slice(last));
  return (
    <pre
      id={props.id}
      className="mt-3 rounded-lg bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere]"
    >
      {parts}
    </pre>
  );
}
