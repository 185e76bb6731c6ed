import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoAdvance } from './use-auto-advance';

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

function Rotator(props: { items: string[]; interval?: number }) {
  const rotation = useAutoAdvance({
    count: props.items.length,
    interval: props.interval ?? 1000,
    resetKey: props.items.join(','),
  });
  return (
    <div data-testid="area" {...rotation.pauseHandlers}>
      <p>current: {props.items[rotation.index]}</p>
      <button type="button" onClick={rotation.togglePaused}>
        {rotation.paused ? 'Play' : 'Pause'}
      </button>
      <button type="button" onClick={() => rotation.goTo(2)}>
        third
      </button>
    </div>
  );
}

const current = () => screen.getByText(/^current:/).textContent;
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
  stubReducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useAutoAdvance', () => {
  it('advances every interval and wraps around', () => {
    render(<Rotator items={['a', 'b', 'c']} />);
    expect(current()).toBe('current: a');
    wait(999);
    expect(current()).toBe('current: a');
    wait(1);
    expect(current()).toBe('current: b');
    wait(1000);
    expect(current()).toBe('current: c');
    wait(1000);
    expect(current()).toBe('current: a');
  });

  it('stops when paused and goes on when played again', () => {
    render(<Rotator items={['a', 'b', 'c']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    wait(5000);
    expect(current()).toBe('current: a');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    wait(1000);
    expect(current()).toBe('current: b');
  });

  it('pauses while hovered', () => {
    render(<Rotator items={['a', 'b']} />);
    fireEvent.mouseEnter(screen.getByTestId('area'));
    wait(3000);
    expect(current()).toBe('current: a');
    fireEvent.mouseLeave(screen.getByTestId('area'));
    wait(1000);
    expect(current()).toBe('current: b');
  });

  it('starts paused, and stays paused, when the visitor prefers reduced motion', () => {
    stubReducedMotion(true);
    render(<Rotator items={['a', 'b', 'c']} />);
    expect(screen.getByRole('button', { name: 'Play' })).toBeDefined();
    wait(10_000);
    expect(current()).toBe('current: a');
  });

  it('goes back to the first item when the list changes', () => {
    const { rerender } = render(<Rotator items={['a', 'b', 'c']} />);
    fireEvent.click(screen.getByRole('button', { name: 'third' }));
    expect(current()).toBe('current: c');
    rerender(<Rotator items={['x', 'y', 'z']} />);
    expect(current()).toBe('current: x');
    wait(1000);
    expect(current()).toBe('current: y');
  });
});
