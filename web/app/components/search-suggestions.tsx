import type { SearchHit, SearchKind, Suggestions } from '@chapterhouse/shared';
import { type RefObject, useEffect, useState } from 'react';
import { apiPaths, searchHitPath } from '../config/paths';
import { apiRequest } from '../lib/api-client';
import { formatDate } from '../lib/format';
import { MarkedText } from './marked-text';
import { hitOwnerText } from './search-hit';
import {
  SEARCH_KIND_LABELS,
  SEARCH_KINDS,
  SEARCH_SUGGEST_DELAY_MS,
  SEARCH_SUGGESTIONS_MAX,
  SUGGEST_MIN_LENGTH,
} from './search-limits';
import { readingSentences } from './search-reading';

/** What the field shows of the combobox: whether the list is open and its highlighted option. */
export interface ComboboxState {
  expanded: boolean;
  /** The id of the highlighted option (`aria-activedescendant`). */
  active: string | null;
}

export interface SearchSuggestionsProps {
  /** The header's search field, which becomes the combobox. */
  input: RefObject<HTMLInputElement | null>;
  /** The listbox's id (the field's `aria-controls`). */
  listId: string;
  onChange(state: ComboboxState): void;
}

const optionId = (listId: string, index: number) => `${listId}-${index}`;

/** The hits in the order the list shows them: grouped by kind, in `SEARCH_KINDS` order. */
export function groupHits(
  hits: readonly SearchHit[],
): Array<{ kind: SearchKind; hits: SearchHit[] }> {
  return SEARCH_KINDS.map((kind) => ({
    kind,
    hits: hits.filter((hit) => hit.kind === kind),
  })).filter((group) => group.hits.length > 0);
}

/**
 * The header field's suggestions as the visitor types: a WAI-ARIA 1.2 combobox whose listbox
 * groups the best matches by kind. ArrowDown/ArrowUp move the highlight, Enter opens the
 * highlighted match (or sends the form when none is), Escape closes the list. The field keeps the
 * focus throughout (`aria-activedescendant`). Each keystroke waits `SEARCH_SUGGEST_DELAY_MS`, and
 * a request a newer one supersedes is aborted, so an older answer never replaces a newer one.
 *
 * Loaded on the field's first focus (`header-search.tsx`): its listeners go on the field itself,
 * so they see each key before the field's own React handlers do.
 */
export function SearchSuggestions({ input, listId, onChange }: SearchSuggestionsProps) {
  const [hits, setHits] = useState<SearchHit[]>([]);
  // How the server read what was typed, when not as typed ("robtics" as "robotics").
  const [reading, setReading] = useState<string[]>([]);
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const ordered = groupHits(hits).flatMap((group) => group.hits);
  const shown = expanded && ordered.length > 0;

  useEffect(() => {
    onChange({ expanded: shown, active: shown && active >= 0 ? optionId(listId, active) : null });
  }, [onChange, shown, active, listId]);

  // Asks for suggestions as the visitor types (and at once for what was typed before this loaded).
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | null = null;
    function ask() {
      clearTimeout(timer);
      request?.abort();
      request = null;
      setActive(-1);
      const q = field?.value.trim() ?? '';
      if (q.length < SUGGEST_MIN_LENGTH) {
        setHits([]);
        setReading([]);
        setExpanded(false);
        return;
      }
      timer = setTimeout(() => {
        const controller = new AbortController();
        request = controller;
        apiRequest<Suggestions>(apiPaths.searchSuggestions(q), {
          withToken: false,
          signal: controller.signal,
        })
          .then((answer) => {
            if (controller.signal.aborted) return;
            setHits(answer.hits.slice(0, SEARCH_SUGGESTIONS_MAX));
            setReading(readingSentences(q, answer.reading));
            setExpanded(field === document.activeElement);
          })
          // Aborted, or the server could not answer: the field still searches without them.
          .catch(() => {});
      }, SEARCH_SUGGEST_DELAY_MS);
    }
    const reopen = () => setExpanded(true);
    const close = () => {
      setExpanded(false);
      setActive(-1);
    };
    field.addEventListener('input', ask);
    field.addEventListener('focus', reopen);
    field.addEventListener('blur', close);
    if (field.value.trim()) ask();
    return () => {
      field.removeEventListener('input', ask);
      field.removeEventListener('focus', reopen);
      field.removeEventListener('blur', close);
      clearTimeout(timer);
      request?.abort();
    };
  }, [input]);

  // The keys, read afresh on every render (they need the current list and highlight).
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const count = ordered.length;
    function onKeyDown(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          if (count === 0) return;
          event.preventDefault();
          const down = event.key === 'ArrowDown';
          if (!shown) {
            setExpanded(true);
            setActive(down ? 0 : count - 1);
            return;
          }
          // Past either end the highlight goes back to the field's own text.
          setActive((current) => {
            if (current < 0) return down ? 0 : count - 1;
            const next = current + (down ? 1 : -1);
            return next < 0 || next >= count ? -1 : next;
          });
          return;
        }
        case 'Enter': {
          const hit = shown && active >= 0 ? ordered[active] : undefined;
          if (!hit) return; // No highlight: the form is sent, to the results page.
          event.preventDefault();
          window.location.assign(searchHitPath(hit));
          return;
        }
        case 'Escape':
          if (!shown) return;
          // Handled: the field's own Escape (closing the phone's opened field) waits for the next.
          event.preventDefault();
          setExpanded(false);
          setActive(-1);
          return;
      }
    }
    field.addEventListener('keydown', onKeyDown);
    return () => field.removeEventListener('keydown', onKeyDown);
  });

  let index = -1;
  return (
    <>
      <div
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!shown}
        className="absolute inset-x-3 top-full z-50 mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 text-left shadow-xl md:inset-x-auto md:right-0 md:w-96"
      >
        {reading.length > 0 && (
          // Said in the status below too: a listbox's own text is not read out.
          <div role="presentation" className="px-3 pt-2 pb-1 text-xs text-slate-700">
            {reading.join(' ')}
          </div>
        )}
        {groupHits(hits).map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's group of options (WAI-ARIA 1.2), not a fieldset of controls
          <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`}>
            <div
              role="presentation"
              id={`${listId}-${group.kind}`}
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
            >
              {SEARCH_KIND_LABELS[group.kind]}
            </div>
            {group.hits.map((hit) => {
              index += 1;
              const position = index;
              const selected = position === active;
              const details = [hitOwnerText(hit), hit.date && formatDate(hit.date)].filter(Boolean);
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the field's (a combobox keeps the focus; aria-activedescendant)
                <div
                  key={`${hit.kind}-${hit.id}`}
                  id={optionId(listId, position)}
                  role="option"
                  aria-selected={selected}
                  tabIndex={-1}
                  // The field keeps the focus: a press on an option must not blur it first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => window.location.assign(searchHitPath(hit))}
                  onMouseMove={() => setActive(position)}
                  className={`cursor-pointer px-3 py-2 text-sm ${selected ? 'bg-brand-50 text-brand-900' : 'text-slate-900'}`}
                >
                  <span className="block font-medium">
                    <MarkedText parts={hit.title} />
                  </span>
                  {details.length > 0 && (
                    <span className="block text-xs text-slate-600">
                      <span className="sr-only">, </span>
                      {details.join(' · ')}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p role="status" className="sr-only">
        {shown
          ? [
              ...reading,
              `${ordered.length} ${ordered.length === 1 ? 'suggestion' : 'suggestions'}: use the arrow keys to choose`,
            ].join(' ')
          : ''}
      </p>
    </>
  );
}
