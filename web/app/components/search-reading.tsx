import type { SearchReading } from '@chapterhouse/shared';
import { formatList } from '../lib/format';

// What a search says when it did not search for the words as typed (`SearchReading`), rather
// than correcting them in silence: "Showing results for robotics (you typed robtics)." and which
// words matched nothing. The results page, a dashboard's Search tab and the header's suggestions
// all say it this way.

/** "Nothing matched “qqq” and “zzz”.", or null when every word matched something. */
function unmatchedSentence(reading: SearchReading): string | null {
  if (reading.unmatched.length === 0) return null;
  return `Nothing matched ${formatList(reading.unmatched.map((word) => `“${word}”`))}.`;
}

/** The sentences, as plain text (a live region's, an option list's); none when read as typed. */
export function readingSentences(query: string, reading: SearchReading | null): string[] {
  if (!reading) return [];
  const unmatched = unmatchedSentence(reading);
  return [
    ...(reading.searchedFor
      ? [`Showing results for ${reading.searchedFor} (you typed ${query.trim()}).`]
      : []),
    ...(unmatched ? [unmatched] : []),
  ];
}

/** The same, as a line of the page, the words searched for in bold. */
export function SearchReadingNote(props: {
  query: string;
  reading: SearchReading | null;
  className?: string;
}) {
  const { reading } = props;
  if (!reading) return null;
  const unmatched = unmatchedSentence(reading);
  return (
    <p className={props.className ?? 'mt-1 text-slate-700'}>
      {reading.searchedFor && (
        <>
          Showing results for <strong className="font-semibold">{reading.searchedFor}</strong> (you
          typed {props.query.trim()}).
        </>
      )}
      {reading.searchedFor && unmatched && ' '}
      {unmatched}
    </p>
  );
}
