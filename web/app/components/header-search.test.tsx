import type { SearchHit, SearchKind, SearchReading } from '@chapterhouse/shared';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetchPerTest } from '../../test/fetch-stub';
import { HeaderSearch } from './header-search';

const fetchMock = stubFetchPerTest();
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const society = {
  id: 7,
  slug: 'robotics-automation-society',
  name: 'Robotics & Automation Society',
  kind: 'society' as const,
};

function hit(kind: SearchKind, id: number, title: string): SearchHit {
  return {
    kind,
    id,
    title: [
      { text: title.slice(0, 5), match: true },
      { text: title.slice(5), match: false },
    ],
    snippet: [],
    organisation: society,
    date: kind === 'event' ? '2031-03-05' : null,
    draft: false,
  };
}

// Out of kind order on purpose: the list groups them.
const HITS = [
  hit('event', 74, 'Robotics Workshop'),
  hit('organisation', 7, 'Robotics & Automation Society'),
  hit('event', 75, 'Robot Sumo'),
  hit('member', 3, 'Robin Das'),
];

/** Answers every suggestion request with `hits`, noting the queries asked. */
function answerWith(hits: SearchHit[], reading: SearchReading | null = null) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/search/suggestions') return jsonResponse(404, { error: 'No' });
    return jsonResponse(200, { hits, reading });
  });
}

const askedQueries = () =>
  fetchMock.mock.calls.map(([input]) =>
    new URL(String(input), 'http://localhost').searchParams.get('q'),
  );

function field() {
  return screen.getByRole('combobox', { name: 'Search the site' }) as HTMLInputElement;
}

/** Focuses the field (loading the suggestions' code) and types `value`. */
async function type(value: string) {
  const input = field();
  act(() => input.focus());
  // The suggestions' code arrives, then listens to the field.
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  fireEvent.input(input, { target: { value } });
}

/**
 * Waits for the suggestions, and for the field to say they are open: the keys the field hears
 * are read by the list's own listener, which that render's effects bring up to date a moment
 * after the list shows (until then it would take the list for closed).
 */
async function suggestionsShown() {
  await screen.findByRole('listbox', { name: 'Suggestions' });
  await waitFor(() => expect(field().getAttribute('aria-expanded')).toBe('true'));
}

/** Narrow screens: the field is behind the Search button. */
function narrowScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('the header search field', () => {
  it('says when its suggestions are for a typo read as another word', async () => {
    answerWith([HITS[1] as SearchHit], {
      searchedFor: 'robotics',
      corrections: [{ typed: 'robtics', read: 'robotics' }],
      unmatched: [],
    });
    render(<HeaderSearch />);
    await type('robtics');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    await waitFor(() => expect(list.hidden).toBe(false));
    const said = 'Showing results for robotics (you typed robtics).';
    expect(list.textContent).toContain(said);
    // Read out with the count: a listbox's own text is not.
    expect(screen.getByRole('status').textContent).toBe(
      `${said} 1 suggestion: use the arrow keys to choose`,
    );
  });

  it('is a GET form to /search with a labelled field, a combobox once hydrated', () => {
    render(<HeaderSearch />);
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    const input = field();
    expect(input.getAttribute('name')).toBe('q');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    // The list and its code come with the first focus.
    expect(input.getAttribute('aria-controls')).toBeNull();
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('suggests as the visitor types, grouped by kind; the arrows move and Enter opens the highlighted one', async () => {
    answerWith(HITS);
    render(<HeaderSearch />);
    await type('robotics');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    const input = field();
    // The field hears of the open list once the list has rendered.
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    expect(input.getAttribute('aria-controls')).toBe(list.id);
    expect(askedQueries()).toEqual(['robotics']);
    expect(
      within(list)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-labelledby')),
    ).toHaveLength(3);
    expect(
      within(list)
        .getAllByRole('group')
        .map(
          (group) =>
            document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
        ),
    ).toEqual(['Societies and councils', 'Events', 'People']);
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.querySelector('span')?.textContent)).toEqual([
      'Robotics & Automation Society',
      'Robotics Workshop',
      'Robot Sumo',
      'Robin Das',
    ]);
    expect(options[1]?.textContent).toContain('5 Mar 2031');
    // A society is said to be one; anything else names whose it is.
    expect(options[0]?.textContent).toBe('Robotics & Automation Society, Society');
    expect(options[3]?.textContent).toBe('Robin Das, Robotics & Automation Society');
    expect(options[0]?.querySelector('mark')?.textContent).toBe('Robot');
    expect(screen.getByRole('status').textContent).toMatch(/^4 suggestions/);

    // Nothing highlighted yet; then down, down, up.
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    expect(options[0]?.getAttribute('aria-selected')).toBe('false');
    // The focus never left the field.
    expect(document.activeElement).toBe(input);

    const sent = fireEvent.keyDown(input, { key: 'Enter' });
    expect(sent).toBe(false); // handled: the form is not sent
    expect(assign).toHaveBeenCalledWith('/events/74');
  });

  it('sends the form with Enter when nothing is highlighted, and opens a suggestion clicked', async () => {
    answerWith(HITS);
    render(<HeaderSearch />);
    await type('robotics');
    await suggestionsShown();
    expect(fireEvent.keyDown(field(), { key: 'Enter' })).toBe(true);
    expect(assign).not.toHaveBeenCalled();

    const person = screen.getByRole('option', { name: /Robin Das/ });
    // Pressing an option keeps the focus in the field.
    expect(fireEvent.mouseDown(person)).toBe(false);
    fireEvent.click(person);
    expect(assign).toHaveBeenCalledWith('/societies/robotics-automation-society#team');
  });

  it('closes the suggestions with Escape, keeping the text and the focus', async () => {
    answerWith(HITS);
    render(<HeaderSearch />);
    await type('robotics');
    await suggestionsShown();
    const input = field();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(fireEvent.keyDown(input, { key: 'Escape' })).toBe(false);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect(input.value).toBe('robotics');
    expect(document.activeElement).toBe(input);
    // ArrowDown opens them again.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('aborts a request a newer keystroke supersedes, and waits for typing to pause', async () => {
    const signals: AbortSignal[] = [];
    fetchMock.mockImplementation((input, init) => {
      const q = new URL(String(input), 'http://localhost').searchParams.get('q');
      if (init?.signal) signals.push(init.signal);
      if (q === 'rob') {
        // Slow: still out when the next keystroke comes.
        return new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        );
      }
      return Promise.resolve(jsonResponse(200, { hits: [HITS[2]] }));
    });
    render(<HeaderSearch />);
    await type('ro');
    fireEvent.input(field(), { target: { value: 'rob' } });
    await waitFor(() => expect(askedQueries()).toEqual(['rob']));
    fireEvent.input(field(), { target: { value: 'robo' } });
    fireEvent.input(field(), { target: { value: 'robot' } });
    await screen.findByRole('listbox', { name: 'Suggestions' });
    // 'ro' was superseded before its delay ended, 'robo' too; 'rob' was aborted in flight.
    expect(askedQueries()).toEqual(['rob', 'robot']);
    expect(signals[0]?.aborted).toBe(true);
    expect(
      screen.getAllByRole('option').map((option) => option.querySelector('span')?.textContent),
    ).toEqual(['Robot Sumo']);
  });

  it('asks nothing for a single character', async () => {
    answerWith(HITS);
    render(<HeaderSearch />);
    await type('r');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it('focuses with / from anywhere but another field', () => {
    render(
      <>
        <input aria-label="Other field" />
        <HeaderSearch />
      </>,
    );
    const other = screen.getByRole('textbox', { name: 'Other field' });
    act(() => other.focus());
    expect(fireEvent.keyDown(other, { key: '/' })).toBe(true);
    expect(document.activeElement).toBe(other);

    act(() => other.blur());
    expect(fireEvent.keyDown(document.body, { key: '/' })).toBe(false);
    expect(document.activeElement).toBe(field());
  });

  it('on a narrow screen opens with the Search button or /, and Escape closes it back to the button', async () => {
    narrowScreen();
    answerWith(HITS);
    render(<HeaderSearch />);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('search').className).toContain('hidden');

    fireEvent.keyDown(document.body, { key: '/' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('search').className).not.toContain('hidden');
    expect(document.activeElement).toBe(field());

    // First Escape closes the suggestions, the next the field, back to the button.
    await type('robotics');
    await suggestionsShown();
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    expect(document.activeElement).toBe(field());
  });
});
