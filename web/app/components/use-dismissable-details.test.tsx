import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MenuSummary } from './menu-summary';
import { useDismissableDetails } from './use-dismissable-details';

/** A controllable `matchMedia`: `setWide(true)` makes '(min-width: 80rem)' match. */
function stubMatchMedia() {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  let wide = false;
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        return wide;
      },
      media: query,
      addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
        listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
        listeners.delete(listener),
    })),
  );
  return {
    setWide(value: boolean) {
      wide = value;
      for (const listener of listeners) listener({ matches: value });
    },
    listenerCount: () => listeners.size,
  };
}

function Menu(props: { closeWhen?: string }) {
  const { ref, open } = useDismissableDetails({ closeWhen: props.closeWhen });
  return (
    <div>
      <p>outside</p>
      <details ref={ref} data-testid="menu">
        <MenuSummary open={open} aria-label="Menu">
          ≡
        </MenuSummary>
        <a href="#events">Events</a>
        <button type="button">Inside</button>
      </details>
    </div>
  );
}

const menu = () => screen.getByTestId('menu') as HTMLDetailsElement;
const summary = () => screen.getByLabelText('Menu');

/** Opens the menu as a click on its summary would, and lets the toggle event arrive. */
async function openMenu() {
  await act(async () => {
    menu().open = true;
  });
  expect(summary().getAttribute('aria-expanded')).toBe('true');
}

let media: ReturnType<typeof stubMatchMedia>;
beforeEach(() => {
  media = stubMatchMedia();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a dismissable <details> menu', () => {
  it('states on its summary whether it is open, once hydrated', async () => {
    render(<Menu />);
    expect(summary().getAttribute('aria-expanded')).toBe('false');
    await openMenu();
    await act(async () => {
      menu().open = false;
    });
    expect(summary().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a press outside it, not inside', async () => {
    render(<Menu />);
    await openMenu();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Inside' }));
    expect(menu().open).toBe(true);
    await act(async () => {
      fireEvent.pointerDown(screen.getByText('outside'));
    });
    expect(menu().open).toBe(false);
    expect(summary().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and hands focus back to its summary', async () => {
    render(<Menu />);
    await openMenu();
    screen.getByRole('button', { name: 'Inside' }).focus();
    await act(async () => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(menu().open).toBe(false);
    expect(document.activeElement).toBe(summary());
  });

  it('closes when one of its links is followed', async () => {
    render(<Menu />);
    await openMenu();
    fireEvent.click(screen.getByRole('link', { name: 'Events' }));
    expect(menu().open).toBe(false);
  });

  it('closes when its media query starts to match, e.g. the window grows to desktop width', async () => {
    render(<Menu closeWhen="(min-width: 80rem)" />);
    await openMenu();
    await act(async () => {
      media.setWide(true);
    });
    expect(menu().open).toBe(false);
    expect(summary().getAttribute('aria-expanded')).toBe('false');

    // Narrow again: it stays closed until opened.
    await act(async () => {
      media.setWide(false);
    });
    expect(menu().open).toBe(false);
  });

  it('stops listening when unmounted, and ignores the window size without a media query', async () => {
    const { unmount } = render(<Menu closeWhen="(min-width: 80rem)" />);
    expect(media.listenerCount()).toBe(1);
    unmount();
    expect(media.listenerCount()).toBe(0);

    render(<Menu />);
    await openMenu();
    await act(async () => {
      media.setWide(true);
    });
    expect(menu().open).toBe(true);
  });
});
