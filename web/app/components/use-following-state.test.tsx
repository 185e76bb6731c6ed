import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useFollowingState } from './use-following-state';

function Field(props: { value: string }) {
  const [text, setText] = useFollowingState(props.value);
  return (
    <input
      aria-label="Search for"
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
    />
  );
}

/** Renders slowly enough that React yields between the render and its effects. */
function Slow(props: { children: ReactNode }) {
  const until = performance.now() + 20;
  while (performance.now() < until) {
    // A busy device.
  }
  return props.children;
}

describe('useFollowingState', () => {
  afterEach(() => {
    cleanup();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('keeps what is typed and follows a new value', () => {
    const { rerender } = render(<Field value="orrery" />);
    const input = screen.getByLabelText<HTMLInputElement>('Search for');
    expect(input.value).toBe('orrery');
    fireEvent.change(input, { target: { value: 'orrery workshop' } });
    expect(input.value).toBe('orrery workshop');
    // The same value again (a re-render): what was typed stays.
    rerender(<Field value="orrery" />);
    expect(input.value).toBe('orrery workshop');
    // A new value (Back, a link): the field shows it.
    rerender(<Field value="telescope" />);
    expect(input.value).toBe('telescope');
  });

  it('keeps a change made before the first render’s effects have run', async () => {
    // Outside act, as in a browser: React renders in one task and runs effects in a later one
    // when the render took long, and the user can type in between.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.createElement('div');
    document.body.append(container);
    const shown = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        resolve();
      });
      observer.observe(container, { childList: true, subtree: true });
    });
    const root = createRoot(container);
    root.render(
      <Slow>
        <Field value="" />
      </Slow>,
    );
    await shown;
    const input = container.querySelector('input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'orrery' } });
    expect(input.value).toBe('orrery');
    await act(async () => root.unmount());
    container.remove();
  });
});
