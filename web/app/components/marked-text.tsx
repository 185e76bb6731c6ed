import type { MarkedText as MarkedParts } from '@chapterhouse/shared';
import { Fragment } from 'react';

/**
 * A search hit's title or snippet: each part is text (React escapes it), the parts the query
 * matched inside `<mark>`. Nothing in the data is ever read as HTML.
 */
export function MarkedText({ parts }: { parts: MarkedParts }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move; their order is the text
          <mark key={index} className="rounded-sm bg-amber-100 text-inherit">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/** The text of marked parts without the marks: a title for links and attributes. */
export const plainText = (parts: MarkedParts) => parts.map((part) => part.text).join('');
