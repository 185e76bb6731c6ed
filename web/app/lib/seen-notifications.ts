import { useEffect, useState } from 'react';

/**
 * Which notifications this browser has seen (the bell opened on them, /notifications listed
 * them): the server cannot know, so unread means recent and not in this set. Kept in localStorage,
 * the newest ids last, at most SEEN_MAX of them.
 */
export const SEEN_KEY = 'chapterhouse:seen-notifications';
export const SEEN_MAX = 200;
const CHANGED = 'chapterhouse:seen-changed';

export function readSeen(): number[] {
  try {
    const ids: unknown = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]');
    return Array.isArray(ids) ? ids.filter(Number.isInteger) : [];
  } catch {
    return [];
  }
}

/** Adds ids to the seen set; every bell and list of the page (and other tabs) follows. */
export function markSeen(ids: number[]): void {
  const seen = readSeen();
  const added = ids.filter((id) => !seen.includes(id));
  if (added.length === 0) return;
  try {
    localStorage.setItem(SEEN_KEY, JSON.stringify([...seen, ...added].slice(-SEEN_MAX)));
  } catch {
    // Without storage nothing is remembered: the badge counts recent ones again next time.
  }
  dispatchEvent(new Event(CHANGED));
}

/** The seen set; null until hydrated, as the server's render cannot know it. */
export function useSeenNotifications(): number[] | null {
  const [seen, setSeen] = useState<number[] | null>(null);
  useEffect(() => {
    const sync = () => setSeen(readSeen());
    sync();
    addEventListener(CHANGED, sync);
    addEventListener('storage', sync);
    return () => {
      removeEventListener(CHANGED, sync);
      removeEventListener('storage', sync);
    };
  }, []);
  return seen;
}
