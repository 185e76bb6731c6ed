import { type ComponentType, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { paths } from '../config/paths';
import { SearchIcon } from './icons';
import { SEARCH_QUERY_MAX } from './search-limits';
import type { ComboboxState, SearchSuggestionsProps } from './search-suggestions';

/**
 * The suggestions' code, fetched on the field's first focus: every public page carries this
 * field, and most visitors never type in it (the pages' script budget).
 */
const loadSuggestions = () =>
  import('./search-suggestions').then((module) => module.SearchSuggestions);

/** Wide enough for the field in the header's row (Tailwind's `md`); narrower, a button opens it. */
const FIELD_SHOWN = '(min-width: 48rem)';

const TOGGLE_CLASS =
  'rounded-full p-2 text-slate-700 hover:bg-brand-50 hover:text-brand-700 md:hidden';

/** Whether a key pressed in `target` is typing, so `/` belongs to it and not to the shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/**
 * The header's search field: a plain GET form to `/search`, which works before (and without) the
 * script. Once hydrated, `/` focuses it, a button opens it on narrow screens, and from its first
 * focus it suggests matches as the visitor types (`search-suggestions.tsx`, a WAI-ARIA combobox).
 * Before that it carries no combobox roles: without the script it is a plain search field.
 */
export function HeaderSearch() {
  const id = useId();
  const listId = `${id}l`;
  const formId = `${id}f`;
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // Hydrated: the button and the combobox's attributes exist only where the script runs.
  const [live, setLive] = useState(false);
  // The field opened by the button on a narrow screen.
  const [open, setOpen] = useState(false);
  const [Suggestions, setSuggestions] = useState<ComponentType<SearchSuggestionsProps> | null>(
    null,
  );
  const [combobox, setCombobox] = useState<ComboboxState>({ expanded: false, active: null });
  const loading = useRef(false);

  useEffect(() => setLive(true), []);

  function openField() {
    if (!window.matchMedia?.(FIELD_SHOWN).matches) flushSync(() => setOpen(true));
    input.current?.focus();
  }

  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== '/' || event.defaultPrevented || isTyping(event.target)) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      openField();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  function onFocus() {
    if (loading.current) return;
    loading.current = true;
    loadSuggestions()
      .then((component) => setSuggestions(() => component))
      // A lost chunk (a deploy in between): the field still searches, without suggestions.
      .catch(() => {
        loading.current = false;
      });
  }

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // The suggestions handle Escape first (their listener is on the field itself) and mark it
    // handled when they closed; a second Escape closes the field the button opened.
    if (event.key === 'Escape' && open && !event.nativeEvent.defaultPrevented) {
      event.preventDefault();
      close();
    }
  }

  return (
    <>
      {live ? (
        <button
          ref={toggle}
          type="button"
          aria-label="Search"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => (open ? setOpen(false) : openField())}
          className={`${TOGGLE_CLASS} cursor-pointer`}
        >
          <SearchIcon className="size-6" />
        </button>
      ) : (
        // Before the script (or without it) a narrow screen's button leads to the search page.
        <a href={paths.search()} aria-label="Search" className={TOGGLE_CLASS}>
          <SearchIcon className="size-6" />
        </a>
      )}
      {/* Every byte of this form's HTML is on every page, and the landing page's HTML is at its
          budget: it carries no more than a search without script needs (no label element, no
          ids, no combobox); the rest comes with the script. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a <search> around the form would add bytes to every page; role="search" on the form means the same */}
      <form
        id={live ? formId : undefined}
        role="search"
        action={paths.search()}
        method="get"
        onBlur={(event) => {
          // Leaving the opened field (not for its own suggestions or button) closes it.
          const next = event.relatedTarget as Node | null;
          if (open && !event.currentTarget.contains(next) && next !== toggle.current) {
            setOpen(false);
          }
        }}
        className={
          open
            ? 'absolute inset-x-0 top-full border-b border-slate-200 bg-white p-3 shadow-lg md:relative md:inset-auto md:border-0 md:p-0 md:shadow-none'
            : live
              ? 'relative hidden md:block'
              : 'hidden md:block'
        }
      >
        <input
          ref={input}
          type="search"
          name="q"
          aria-label="Search the site"
          placeholder="Search"
          onFocus={onFocus}
          onKeyDown={onKeyDown}
          {...(live && {
            maxLength: SEARCH_QUERY_MAX,
            role: 'combobox',
            autoComplete: 'off',
            'aria-autocomplete': 'list' as const,
            'aria-expanded': combobox.expanded,
            // The list exists once its code has loaded (on the first focus).
            'aria-controls': Suggestions ? listId : undefined,
            'aria-activedescendant': combobox.active ?? undefined,
          })}
          className={`${open ? 'w-full md:w-48' : 'w-48'} rounded-md border border-slate-500 px-3 py-2 text-sm placeholder:text-slate-500`}
        />
        {Suggestions && <Suggestions input={input} listId={listId} onChange={setCombobox} />}
      </form>
    </>
  );
}
